// The studio's real week (issue 15) on the busy studio's data: opening a class's roll call (warm),
// marking one student until painted, and the Grade week view's render with 300 classes. Semana and
// Mês cold, with their occurrences overlaid, are the Painel's own figures (dashboard.ts).
import type { Page } from '@playwright/test';
import { paths } from '../../../src/admin/paths.ts';
import { addDaysIso, todayIso } from '../../../src/domain/dates.ts';
import type { Figure, ScreenBench } from '../harness.ts';
import { timeClick } from '../click-timing.ts';

const timed = (page: Page, click: string, done: string) => timeClick(page, click, done);

const firstClass = `() => document.querySelector('[aria-label="Horários do dia"] [data-agenda-class]:not([data-cancelled])')`;
const rollCallShown = `() => { const r = document.querySelector('[aria-labelledby="roll-call-title"] li'); return r !== null; }`;
const closeDetails = `() => [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Fechar')`;
const noDialog = `() => document.querySelector('[role="dialog"]') === null`;

async function rollCallFigures(page: Page): Promise<Figure[]> {
  // Yesterday: every class of it has started, so its roll call takes marks.
  await page.goto(`${paths.dashboard}?data=${addDaysIso(todayIso(), -1)}`);
  await page.waitForSelector('[data-agenda-class]', { timeout: 30_000 });
  const cold = await timed(page, firstClass, rollCallShown);
  await timed(page, closeDetails, noDialog);
  const warm = await timed(page, firstClass, rollCallShown);
  // One tap: the first student's status that is not already pressed, until it shows pressed.
  const mark = await timed(
    page,
    `() => { window.__mark = document.querySelector('[aria-labelledby="roll-call-title"] li button[aria-pressed="false"]');
       return window.__mark; }`,
    `() => window.__mark && window.__mark.getAttribute('aria-pressed') === 'true'`,
  );
  await timed(page, closeDetails, noDialog);
  return [
    { label: 'Chamada: abrir a aula (primeira vez)', unit: 'ms', value: cold },
    { label: 'Chamada: abrir a aula, quente', unit: 'ms', value: warm, target: { max: 300 } },
    { label: 'Chamada: marcar um aluno até a pintura', unit: 'ms', value: mark, target: { max: 100 } },
  ];
}

/**
 * A class opened from Semana, its first time: the details read its students' names by id and its
 * occurrence then — or already, when the pointer rested on it first (warm-class.ts). Yesterday's
 * classes, so the roll call shows; a different class for each figure, neither read before.
 */
async function weekOpenFigures(page: Page): Promise<Figure[]> {
  const yesterday = addDaysIso(todayIso(), -1);
  await page.goto(`${paths.dashboard}?vista=semana&data=${yesterday}`);
  await page.waitForSelector('[data-agenda-class]', { timeout: 30_000 });
  const column = (new Date(`${yesterday}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday first
  const nth = (n: number) =>
    `() => document.querySelectorAll('section[aria-label]')[${column}]?.querySelectorAll('[data-agenda-class]:not([data-cancelled])')[${n}]`;
  const clicked = await timed(page, nth(0), rollCallShown);
  await timed(page, closeDetails, noDialog);
  // The pointer rests on the class for 300 ms before the click (React's pointerenter is a pointerover).
  await page.evaluate(
    `(${nth(1)})()?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))`,
  );
  await page.waitForTimeout(300);
  const pointed = await timed(page, nth(1), rollCallShown);
  await timed(page, closeDetails, noDialog);
  return [
    { label: 'Semana: abrir uma aula até a chamada, clique direto', unit: 'ms', value: clicked },
    { label: 'Semana: abrir uma aula até a chamada, apontada 300 ms antes', unit: 'ms', value: pointed },
  ];
}

async function gradeFigures(page: Page, classes: number): Promise<Figure[]> {
  await page.goto(`${paths.dashboard}?vista=semana`);
  await page.waitForSelector('[data-agenda-class]', { timeout: 30_000 });
  const toGrade = `() => document.querySelector('button[value="grade"]')`;
  const toWeek = `() => document.querySelector('button[value="semana"]')`;
  const gridShown = `() => document.querySelectorAll('.rbc-event').length > 0`;
  const weekShown = `() => document.querySelector('section[aria-label]') !== null`;
  const first = await timed(page, toGrade, gridShown); // loads the chunk and its CSS
  await timed(page, toWeek, weekShown);
  const render = await timed(page, toGrade, gridShown);
  const events = await page.evaluate(`document.querySelectorAll('.rbc-event').length`);
  return [
    { label: 'Grade: primeira abertura (carrega o módulo)', unit: 'ms', value: first },
    {
      label: `Grade: semana com ${classes} horários (${String(events)} aulas), cálculo + pintura`,
      unit: 'ms',
      value: render,
      target: { max: 150 },
    },
  ];
}

export const weekBench: ScreenBench = {
  screen: 'Semana real',
  marks: {},
  async run(bench) {
    const page = await bench.coldPage();
    try {
      return {
        figures: [
          ...(await rollCallFigures(page.page)),
          ...(await weekOpenFigures(page.page)),
          ...(await gradeFigures(page.page, bench.data.schedules.filter((s) => s.data.active).length)),
        ],
      };
    } finally {
      await page.close();
    }
  },
};
