// Painel (/admin/dashboard) with the busy studio's 300 schedules (issue 10): for Dia, Semana and Mês,
// the navigation to the first rendered class, cold and warm, with the documents read (the screen has
// one listener per collection, shared by the views and the form); then, with the data loaded, the month
// grid's compute + render (switching to Mês) and the next-month navigation. Targets: month render
// ≤ 50 ms, navigation ≤ 100 ms.
import type { Page } from '@playwright/test';
import { paths } from '../../../src/admin/paths.ts';
import { instructors, profile, schedules } from '../floor/queries.ts';
import { coldAndWarm, type Figure, type Sample, type ScreenBench } from '../harness.ts';

const views = [
  { label: 'Dia', query: '' },
  { label: 'Semana', query: '?vista=semana' },
  { label: 'Mês', query: '?vista=mes' },
] as const;

/**
 * Clicks `button` in the page and times it to the paint after the month grid shows a title other than
 * the one before (or appears). A string, not a function: nothing of this process's transpiler ends up
 * in the page.
 */
const timeClickToGrid = (button: string) => `new Promise((resolve) => {
  const title = () => { const grid = document.querySelector('[role="grid"]'); return grid ? grid.getAttribute('aria-label') : null; };
  const before = title();
  const target = document.querySelector(${JSON.stringify(button)});
  if (!target) return resolve(null);
  const start = performance.now();
  target.click();
  const check = () => {
    if (title() === null || title() === before) return requestAnimationFrame(check);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  check();
})`;

async function timed(page: Page, button: string): Promise<number | null> {
  return (await page.evaluate(timeClickToGrid(button))) as number | null;
}

/**
 * Dia, all loaded: 'Próximo dia' clicked, timed to the paint that shows the next day whole: its title
 * changed, a class there, and no progress bar left (its occurrences and its students' names arrived).
 * Null after 10 s (a day without classes).
 */
const timeNextDay = `new Promise((resolve) => {
  const title = () => { const h = document.querySelector('h2'); return h ? h.textContent : null; };
  const loading = () => document.querySelector('[role="progressbar"][aria-label="Carregando a agenda"], [role="progressbar"][aria-label="Carregando os alunos"]') !== null;
  const before = title();
  const target = document.querySelector('button[aria-label="Próximo dia"]');
  if (!target) return resolve(null);
  const start = performance.now();
  target.click();
  const check = () => {
    if (performance.now() - start > 10000) return resolve(null);
    if (title() === before || loading() || !document.querySelector('[data-agenda-class]')) return requestAnimationFrame(check);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  check();
})`;

async function monthFigures(page: Page, schedules: number): Promise<Figure[]> {
  const nextDay = (await page.evaluate(timeNextDay)) as number | null;
  // Dia with everything loaded, then Mês: the grid over all schedules, computed and painted.
  const render = await timed(page, 'button[value="mes"]');
  const next = await timed(page, 'button[aria-label="Próximo mês"]');
  const note = render === null || next === null ? 'botão não encontrado' : undefined;
  return [
    {
      label: 'Dia: próximo dia até a pintura',
      unit: 'ms',
      value: nextDay,
      ...(nextDay === null ? { note: "sem 'Próximo dia' ou sem aulas no dia seguinte" } : {}),
    },
    {
      label: `Mês: cálculo + pintura da grade (${schedules} horários)`,
      unit: 'ms',
      value: render,
      target: { max: 50 },
      ...(note ? { note } : {}),
    },
    { label: 'Mês: próximo mês', unit: 'ms', value: next, target: { max: 100 }, ...(note ? { note } : {}) },
  ];
}

export const dashboardBench: ScreenBench = {
  screen: 'Painel',
  marks: {
    welcome: { selector: 'h1', text: 'Bem-vindo' },
    agendaClass: { selector: '[data-agenda-class]' },
  },
  async run(bench): Promise<Sample> {
    const figures: Figure[] = [];
    let steps: Sample['steps'];
    for (const view of views) {
      const page = await bench.coldPage();
      try {
        // The floor once (Dia, which then reads the names of the day's students by id).
        const floor =
          view.label === 'Dia'
            ? { bench, queries: [profile, { ...schedules, thenStudentsOfToday: true }, instructors] }
            : undefined;
        const visits = await coldAndWarm(
          page,
          `${paths.dashboard}${view.query}`,
          'agendaClass',
          'primeira aula',
          undefined,
          floor,
        );
        steps ??= visits.steps;
        figures.push(...visits.figures.map((f) => ({ ...f, label: `${view.label}: ${f.label}` })));
        if (view.label === 'Dia') figures.push(...(await monthFigures(page.page, bench.data.schedules.length)));
      } finally {
        await page.close();
      }
    }
    return { figures, ...(steps ? { steps } : {}) };
  },
};
