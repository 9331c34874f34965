import { preload } from '../../data/hooks';
import type { ScheduleRecord } from '../../data/schedules-repo';
import { preloadWeek } from '../../data/week-hooks';
import { peopleOfDay, planDays } from '../../domain/class-days';
import type { Closure } from '../../domain/closure';
import { todayIso } from '../../domain/dates';
import type { OccurrenceOf } from '../../domain/occurrence';
import { agendaRange } from './agenda-range';
import { readAgendaState, type AgendaState } from './agenda-url';
import { filterSchedules } from './use-agenda-data';

/**
 * The agenda's data, started by the Painel's route while the screen's code downloads (see
 * app/route-data.ts): the classes, the instructors, closures, settings, the occurrences of the dates
 * the URL's view shows and, for Dia, the names of the day's people (never every student).
 */
export function preloadScreen(url: URL): void {
  preload.instructors();
  preloadWeek.settings();
  const state = readAgendaState(url.searchParams);
  const date = state.date || todayIso();
  // Dia names the people of the day's classes — enrolled students and make-up guests, of the classes
  // the filters let through, moved ones included, none on a closed day: exactly the ids DayView asks
  // for (so its query is this one), read once the classes, occurrences and closures are known.
  const day = state.view === 'dia' && !state.all ? dayOnceKnown(state, date) : undefined;
  preload.schedules(day?.schedules);
  preloadWeek.closures(day?.closures);
  if (state.view === 'dia' && state.all) return; // 'Mostrar todas' reads no occurrences
  const range = agendaRange(state.view, date);
  preloadWeek.occurrencesBetween(range.from, range.to, range.changedOnly, day?.occurrences);
}

function dayOnceKnown(filters: Pick<AgendaState, 'instructorId' | 'studentId'>, date: string) {
  const known: { schedules?: ScheduleRecord[]; occurrences?: OccurrenceOf[]; closures?: Closure[] } = {};
  const arrived =
    <K extends keyof typeof known>(key: K) =>
    (value: NonNullable<(typeof known)[K]>) => {
      known[key] = value;
      const { schedules, occurrences, closures } = known;
      if (!schedules || !occurrences || !closures) return;
      const plan = planDays(filterSchedules(schedules, filters), [date], occurrences, closures).get(date);
      preload.studentNames(peopleOfDay(plan));
    };
  return { schedules: arrived('schedules'), occurrences: arrived('occurrences'), closures: arrived('closures') };
}
