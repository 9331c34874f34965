import { preload } from '../../data/hooks';
import { preloadWeek } from '../../data/week-hooks';
import { todayIso } from '../../domain/dates';
import { agendaRange } from './agenda-range';
import { readAgendaState } from './agenda-url';

/**
 * The agenda's data, started by the Painel's route while the screen's code downloads (see
 * app/route-data.ts): the classes, the people they name (students only for a view that shows them),
 * closures, settings and the occurrences of the dates the URL's view shows.
 */
export function preloadScreen(url: URL): void {
  preload.schedules();
  preload.instructors();
  const state = readAgendaState(url.searchParams);
  // Semana, Mês and Grade name no student (agenda-screen.tsx reads them when something shows them).
  if (state.view === 'dia' || state.studentId !== '') preload.students();
  preloadWeek.closures();
  preloadWeek.settings();
  if (state.view === 'dia' && state.all) return; // 'Mostrar todas' reads no occurrences
  const range = agendaRange(state.view, state.date || todayIso());
  preloadWeek.occurrencesBetween(range.from, range.to, range.changedOnly);
}
