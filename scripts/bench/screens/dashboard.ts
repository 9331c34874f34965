// Painel (/admin/dashboard) with the busy studio's 300 schedules (issue 10): for Dia, Semana and Mês,
// the navigation to the first rendered class, cold and warm, with the documents read (the screen has
// one listener per collection, shared by the views and the form); then, with the data loaded, the month
// grid's compute + render (switching to Mês) and the next-month navigation. Targets: month render
// ≤ 50 ms, navigation ≤ 100 ms.
import type { Page } from '@playwright/test';
import { paths } from '../../../src/admin/paths.ts';
import { instructors, profile, schedules } from '../floor/queries.ts';
import { PREFETCH_AFTER_MS } from '../../../src/admin/agenda/prefetch-delay.ts';
import { todayIso, weekdayOf } from '../../../src/domain/dates.ts';
import { timeClick } from '../click-timing.ts';
import { coldAndWarm, type Figure, type Sample, type ScreenBench } from '../harness.ts';

const views = [
  { label: 'Dia', query: '' },
  { label: 'Semana', query: '?vista=semana' },
  { label: 'Mês', query: '?vista=mes' },
] as const;

const gridTitle = `() => { const grid = document.querySelector('[role="table"]'); return grid ? grid.getAttribute('aria-label') : null; }`;
/** Clicks `button` and times it to the paint after the month grid shows a title other than before. */
const timed = (page: Page, button: string) =>
  timeClick(
    page,
    `() => document.querySelector(${JSON.stringify(button)})`,
    `(before) => { const now = (${gridTitle})(); return now !== null && now !== before; }`,
    gridTitle,
  );

/**
 * Dia, all loaded: 'Próximo dia' (or 'Dia anterior') clicked, timed to the paint that shows that day
 * whole: its title changed, a class there, and no progress bar left (its occurrences and its students'
 * names arrived).
 * Null after 10 s (a day without classes).
 */
const dayTitle = `() => { const h = document.querySelector('h2'); return h ? h.textContent : null; }`;
const nextDayShown = `(before) => (${dayTitle})() !== before
  && document.querySelector('[role="progressbar"][aria-label="Carregando a agenda"], [role="progressbar"][aria-label="Carregando os alunos"]') === null
  && document.querySelector('[data-agenda-class]') !== null`;

/**
 * Which way Dia steps from today: forward, or back when a day without classes (Sunday, in seed:bench)
 * comes within two steps — on a Friday or a Saturday the steps would otherwise land on it.
 */
function dayStep(): { button: string; label: string } {
  const weekday = weekdayOf(todayIso());
  return weekday === 5 || weekday === 6
    ? { button: 'Dia anterior', label: 'dia anterior' }
    : { button: 'Próximo dia', label: 'próximo dia' };
}

async function monthFigures(page: Page, schedules: number): Promise<Figure[]> {
  const step = dayStep();
  const stepClick = () =>
    timeClick(page, `() => document.querySelector('button[aria-label="${step.button}"]')`, nextDayShown, dayTitle);
  const nextDayAtOnce = await stepClick();
  // A day looked at for a few seconds has its neighbours read ahead (usePrefetchNeighbourDays).
  await page.waitForTimeout(PREFETCH_AFTER_MS + 1500);
  const nextDayLater = await stepClick();
  // Dia with everything loaded, then Mês: the grid over all schedules, computed and painted.
  const render = await timed(page, 'button[value="mes"]');
  const next = await timed(page, 'button[aria-label="Próximo mês"]');
  const note = render === null || next === null ? 'botão não encontrado' : undefined;
  return [
    ...(
      [
        [`Dia: ${step.label} até a pintura, logo ao abrir`, nextDayAtOnce],
        [
          `Dia: ${step.label} até a pintura, após ${((PREFETCH_AFTER_MS + 1500) / 1000).toLocaleString('pt-BR')} s no dia`,
          nextDayLater,
        ],
      ] as const
    ).map(([label, value]): Figure => ({
      label,
      unit: 'ms',
      value,
      ...(value === null ? { note: `sem '${step.button}' ou sem aulas nesse dia` } : {}),
    })),
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
