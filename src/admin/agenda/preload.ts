import { preload } from '../../data/hooks';
import { preloadWeek } from '../../data/week-hooks';
import { todayIso } from '../../domain/dates';
import { occursOn } from '../../domain/occurrences';
import { agendaRange } from './agenda-range';
import { readAgendaState } from './agenda-url';

/**
 * The agenda's data, started by the Painel's route while the screen's code downloads (see
 * app/route-data.ts): the classes, the instructors, closures, settings, the occurrences of the dates
 * the URL's view shows and, for Dia, the names of the day's students (never every student).
 */
export function preloadScreen(url: URL): void {
  preload.schedules();
  preload.instructors();
  const state = readAgendaState(url.searchParams);
  preloadWeek.closures();
  preloadWeek.settings();
  if (state.view === 'dia' && state.all) return; // 'Mostrar todas' reads no occurrences
  const date = state.date || todayIso();
  // Dia names the students of the day's classes: read as soon as the classes are known.
  if (state.view === 'dia')
    preload.studentNamesOf((list) => list.filter((s) => occursOn(s, date)).flatMap((s) => s.studentIds));
  const range = agendaRange(state.view, date);
  preloadWeek.occurrencesBetween(range.from, range.to, range.changedOnly);
}
