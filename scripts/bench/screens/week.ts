// The studio's real week (issue 15) on the busy studio's data: opening a class's roll call (warm),
// marking one student until painted, and the Grade week view's render with 300 classes. Semana and
// Mês cold, with their occurrences overlaid, are the Painel's own figures (dashboard.ts).
import type { Page } from '@playwright/test';
import { paths } from '../../../src/admin/paths.ts';
import { addDaysIso, todayIso } from '../../../src/domain/dates.ts';
import type { Figure, ScreenBench } from '../harness.ts';
import { timeClick, timeMouseClick } from '../click-timing.ts';

const timed = (page: Page, click: string, done: string) => timeClick(page, click, done);

/**
 * The latest day before today with classes, all of them started: yesterday, or Saturday when yesterday
 * was a Sunday (seed:bench gives none on Sundays, and on a Monday every figure below timed out).
 */
function lastClassDay(): string {
  const yesterday = addDaysIso(todayIso(), -1);
  return new Date(`${yesterday}T12:00:00Z`).getUTCDay() === 0 ? addDaysIso(yesterday, -1) : yesterday;
}

const firstClass = `() => document.querySelector('[aria-label="Horários do dia"] [data-agenda-class]:not([data-cancelled])')`;
const rollCallShown = `() => { const r = document.querySelector('[aria-labelledby="roll-call-title"] li'); return r !== null; }`;
const closeDetails = `() => [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Fechar')`;
const noDialog = `() => document.querySelector('[role="dialog"]') === null`;

/**
 * Milliseconds from the tap (`__markAt`) until its row's save settled (aria-busy off) with the tapped
 * status still pressed; null when the save was refused (the row shows the stored status again) or
 * after 10 s.
 */
const settled = (page: Page) =>
  page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const elapsed = performance.now() - window.__markAt;
      if (window.__mark.parentElement.getAttribute('aria-busy') !== 'true')
        return resolve(window.__mark.getAttribute('aria-pressed') === 'true' ? elapsed : null);
      if (elapsed > 10000) return resolve(null);
      setTimeout(check, 5);
    };
    check();
  })`) as Promise<number | null>;

async function rollCallFigures(page: Page): Promise<Figure[]> {
  // Every class of that day has started, so its roll call takes marks.
  await page.goto(`${paths.dashboard}?data=${lastClassDay()}`);
  await page.waitForSelector('[data-agenda-class]', { timeout: 30_000 });
  const cold = await timed(page, firstClass, rollCallShown);
  await timed(page, closeDetails, noDialog);
  const warm = await timed(page, firstClass, rollCallShown);
  // One tap: the first student's status that is not already pressed, until it shows pressed (at once,
  // before its save settles), then until the save has settled (the row no longer busy).
  const mark = await timed(
    page,
    `() => { window.__mark = document.querySelector('[aria-labelledby="roll-call-title"] li button[aria-pressed="false"]');
       window.__markAt = performance.now(); return window.__mark; }`,
    `() => window.__mark && window.__mark.getAttribute('aria-pressed') === 'true'`,
  );
  const saved = mark === null ? null : await settled(page);
  await timed(page, closeDetails, noDialog);
  return [
    { label: 'Chamada: abrir a aula (primeira vez)', unit: 'ms', value: cold },
    { label: 'Chamada: abrir a aula, quente', unit: 'ms', value: warm, target: { max: 300 } },
    { label: 'Chamada: marcar um aluno até a pintura', unit: 'ms', value: mark, target: { max: 100 } },
    { label: 'Chamada: marcar um aluno até salvo (servidor)', unit: 'ms', value: saved },
  ];
}

/**
 * Three classes of the last class day (so the roll call shows), none read before, opened until the roll call
 * is painted: the first clicked at once, the second after the pointer rested on it 300 ms (the details
 * then find its names and occurrence read already: warm-class.ts), the third clicked with the mouse
 * (its press reads the class ahead, and starts Grade's drag and drop). `nth(n)` finds the nth class.
 */
async function openFigures(page: Page, view: string, nth: (n: number) => string): Promise<Figure[]> {
  const clicked = await timed(page, nth(0), rollCallShown);
  await timed(page, closeDetails, noDialog);
  // React's pointerenter is a pointerover, and Grade's container listens to it as it bubbles.
  await page.evaluate(
    `(${nth(1)})()?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))`,
  );
  await page.waitForTimeout(300);
  const pointed = await timed(page, nth(1), rollCallShown);
  await timed(page, closeDetails, noDialog);
  const mouse = await timeMouseClick(page, nth(2), rollCallShown);
  await timed(page, closeDetails, noDialog);
  return [
    { label: `${view}: abrir uma aula até a chamada, clique direto`, unit: 'ms', value: clicked },
    { label: `${view}: abrir uma aula até a chamada, apontada 300 ms antes`, unit: 'ms', value: pointed },
    { label: `${view}: abrir uma aula até a chamada, clique do mouse (desde o aperto)`, unit: 'ms', value: mouse },
  ];
}

/** A class opened from Semana, its first time (Semana shows only changed occurrences). */
async function weekOpenFigures(page: Page): Promise<Figure[]> {
  const day = lastClassDay();
  await page.goto(`${paths.dashboard}?vista=semana&data=${day}`);
  await page.waitForSelector('[data-agenda-class]', { timeout: 30_000 });
  const column = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday first
  return openFigures(
    page,
    'Semana',
    (n) =>
      `() => document.querySelectorAll('section[aria-label]')[${column}]?.querySelectorAll('[data-agenda-class]:not([data-cancelled])')[${n}]`,
  );
}

/**
 * The same from Grade: its boxes carry their class and date in a CSS class (grade-events.ts). The
 * day's last classes, counting back: Semana opened its first ones, which are warm now.
 */
async function gradeOpenFigures(page: Page): Promise<Figure[]> {
  const day = lastClassDay();
  await page.goto(`${paths.dashboard}?vista=grade&data=${day}`);
  await page.waitForSelector('.rbc-event', { timeout: 30_000 });
  return openFigures(
    page,
    'Grade',
    (n) =>
      `() => [...document.querySelectorAll('.rbc-event[class*=":${day}"]')].filter((e) => e.style.textDecoration !== 'line-through').at(${-1 - n})`,
  );
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
          ...(await gradeOpenFigures(page.page)),
          ...(await gradeFigures(page.page, bench.data.schedules.filter((s) => s.data.active).length)),
        ],
      };
    } finally {
      await page.close();
    }
  },
};
