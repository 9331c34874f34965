import { useEffect, useMemo, useRef, useState } from 'react';
import { preload, useInstructors, useSchedules, useStudentNames, useStudents } from '../../data/hooks';
import type { InstructorRecord } from '../../data/instructors-repo';
import type { Live } from '../../data/live';
import type { ScheduleRecord } from '../../data/schedules-repo';
import type { StudentRecord } from '../../data/students-repo';
import type { ClosureRecord, SettingsRecord } from '../../data/closures-repo';
import { preloadWeek, useClosures, useStudioSettings } from '../../data/week-hooks';
import { agendaRange } from './agenda-range';
import type { AgendaView } from './agenda-url';
import { PREFETCH_AFTER_MS } from './prefetch-delay';
import { addDaysIso, monthDayIso } from '../../domain/dates';
import { monthOf } from '../../domain/occurrences';
import { guestsOf, peopleOf, planDays, type ClassOnDate, type DayPlan, type Plannable } from '../../domain/class-days';
import type { Credit } from '../../domain/credit';
import { defaultSettings } from '../../domain/studio-settings';

/** How the agenda names instructors; an id nobody has (old data) shows as '—'. */
export interface AgendaNames {
  instructor: (id: string) => string;
  /** The login linked to an instructor ('' for none): that login marks its classes' roll call. */
  instructorLogin: (id: string) => string;
}

/** The names of the students a view shows (useStudentNames). */
export interface StudentNames {
  /** The names of what is shown have arrived (once; a student added later shows '…' meanwhile). */
  ready: boolean;
  /** A student's name: '…' while it is read, '—' for an id nobody has (old data). */
  of: (id: string) => string;
  error: Error | null;
  unreadable: number;
}

/**
 * The names of the students `ids` of `subject` (a day, a class on a date), read by id — a day names a
 * few of a busy studio's 600. Ready once they have arrived; later changes of the same subject (a
 * student enrolled, a make-up guest) keep it ready, so the list or the roll call never blinks away.
 * Asking for more keeps the names already known meanwhile.
 */
export function useStudentNamesOf(ids: readonly string[], subject: string): StudentNames {
  const live = useStudentNames(ids);
  const [known, setKnown] = useState(live.data);
  if (!live.loading && live.data !== known) setKnown(live.data);
  const names = live.loading ? known : live.data;
  const arrived = !live.loading || ids.every((id) => names.has(id));
  const [shown, setShown] = useState<string | null>(null);
  if (arrived && shown !== subject) setShown(subject);
  const ready = arrived || shown === subject;
  const { error, unreadable, loading } = live;
  return useMemo(
    () => ({ ready, of: (id) => names.get(id) ?? (loading ? '…' : '—'), error, unreadable }),
    [ready, names, loading, error, unreadable],
  );
}

export interface AgendaData {
  /** Every schedule: the form's overlap warning needs the unfiltered list. */
  schedules: Live<ScheduleRecord[]>;
  instructors: Live<InstructorRecord[]>;
  /** Every student, for the student filter and the form: loading until wanted and arrived. */
  students: Live<StudentRecord[]>;
  closures: Live<ClosureRecord[]>;
  settings: Live<SettingsRecord | null>;
  /**
   * Days a make-up credit is valid (the studio's setting, 30 until set); null until the settings are
   * read — a credit written meanwhile would carry the default, which the rules refuse when it differs.
   */
  creditDays: number | null;
  names: AgendaNames;
}

/** 'active' means not false (SPEC 4): only these are offered in the filters and the form. */
export const isActiveRecord = (record: { active?: boolean }) => record.active !== false;

/**
 * The agenda's data: one listener per collection for the whole screen (views, details and form),
 * not one per view. Occurrences are read per view, for its dates (agenda.tsx). All the students (600
 * at a busy studio) are read only once `wantStudents` — the student filter and the form list them
 * (agenda-screen.tsx); a view or a class names its few students by id (useStudentNamesOf).
 */
export function useAgendaData(wantStudents = true): AgendaData {
  const schedules = useSchedules();
  const instructors = useInstructors();
  const read = useStudents(wantStudents);
  const students = useMemo(() => (wantStudents ? read : { ...read, loading: true }), [read, wantStudents]);
  const closures = useClosures();
  const settings = useStudioSettings();
  const names = useMemo<AgendaNames>(() => {
    const instructorNames = new Map(instructors.data.map((i) => [i.id, i.nome]));
    const logins = new Map(instructors.data.map((i) => [i.id, i.userId]));
    return {
      instructor: (id) => instructorNames.get(id) ?? (instructors.loading ? '' : '—'),
      instructorLogin: (id) => logins.get(id) ?? '',
    };
  }, [instructors.data, instructors.loading]);
  const creditDays = settings.loading ? null : (settings.data?.creditDays ?? defaultSettings.creditDays);
  // The same object while nothing in it changed (each part is: live.ts), so the memoized agenda does
  // not redraw its view when a class's details open over it.
  return useMemo(
    () => ({ schedules, instructors, students, closures, settings, creditDays, names }),
    [schedules, instructors, students, closures, settings, creditDays, names],
  );
}

/**
 * Once `date`'s classes have been on screen for a few seconds, the day before's and after's are read
 * too — their occurrences, then the names of the students and make-up guests of their classes (a few
 * dozen documents each): 'Próximo dia' and 'Dia anterior' then find them on this device instead of
 * waiting for the server (on the emulator, 0.5–1 s). Not at once: the server answers in the order
 * asked, and a class opened right away would wait behind them for its roll call (measured: 0.1 →
 * 0.8 s). The names are those Dia will ask for there: of the classes the filters let through
 * (`schedules`), as `planDays` lays them out; none on a day the studio is closed.
 */
export function usePrefetchNeighbourDays(
  date: string,
  shown: boolean,
  schedules: readonly ScheduleRecord[],
  closures: readonly ClosureRecord[],
): void {
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => {
      for (const day of [addDaysIso(date, -1), addDaysIso(date, 1)]) {
        const range = agendaRange('dia', day);
        preloadWeek.occurrencesBetween(range.from, range.to, range.changedOnly, (occurrences) => {
          const plan = planDays(schedules, [day], occurrences, closures).get(day);
          if (plan && !plan.closure)
            preload.studentNames(plan.classes.flatMap((c) => peopleOf(c.schedule, c.occurrence)));
        });
      }
    }, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [date, shown, schedules, closures]);
}

/**
 * Once a view's dates have been on screen for a few seconds, the cancelled and moved classes of the
 * months around are read ahead — a few dozen documents each, what Mês draws: from Semana or Grade,
 * the Mês of `date`; from Mês, the month before and after; from Dia the same as from Semana, but later
 * (its neighbour days go first: a class opened meanwhile waits behind every read, and Dia's are the
 * ones most opened). Switching to Mês or stepping a month then paints from this device (the server
 * answered that month here before: live.ts) instead of waiting for the server (on the emulator with
 * seed:bench, 0.4–0.6 s). Each month once per visit to the agenda: a view that reads its new dates
 * meanwhile (not shown, then shown again) does not read the month again.
 */
export function usePrefetchMonths(view: AgendaView, date: string, shown: boolean): void {
  // By month: stepping days or weeks within it does not start the wait again.
  const months = (view === 'mes' ? [monthDayIso(date, -1, 1), monthDayIso(date, 1, 1)] : [date]).map(monthOf).join(' ');
  const delay = view === 'dia' ? 2 * PREFETCH_AFTER_MS : PREFETCH_AFTER_MS;
  const readAhead = useRef(new Set<string>());
  useEffect(() => {
    const wanted = months.split(' ').filter((month) => !readAhead.current.has(month));
    if (!shown || wanted.length === 0) return undefined;
    const timer = setTimeout(() => {
      for (const month of wanted) {
        readAhead.current.add(month);
        const range = agendaRange('mes', `${month}-01`);
        preloadWeek.occurrencesBetween(range.from, range.to, range.changedOnly);
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [months, shown, delay]);
}

/**
 * The student filter's people: every student once read (its list was opened, or the form); until
 * then only the chosen one (a shared link's), read by id — so the filter shows its name without
 * reading all of a busy studio's students.
 */
export function useFilterStudents(
  all: Live<StudentRecord[]>,
  chosen: string,
): { data: readonly { id: string; nome: string }[]; loading: boolean } {
  const wanted = all.loading && chosen !== '';
  const one = useStudentNamesOf(wanted ? [chosen] : [], chosen);
  return useMemo(
    () => (wanted ? { data: one.ready ? [{ id: chosen, nome: one.of(chosen) }] : [], loading: !one.ready } : all),
    [wanted, one, chosen, all],
  );
}

/** A class on a date ('scheduleId date', the occurrence's own date) a make-up is booked into. */
export const bookedKey = (scheduleId: string, date: string) => `${scheduleId} ${date}`;

/** The classes `credits` booked make-ups into, as bookedKey (cancelled bookings are not there). */
export function bookedClasses(credits: readonly Pick<Credit, 'bookedScheduleId' | 'bookedDate'>[]): Set<string> {
  return new Set(
    credits.filter((c) => c.bookedScheduleId !== '').map((c) => bookedKey(c.bookedScheduleId, c.bookedDate)),
  );
}

/**
 * The classes of each day where `studentId` is enrolled or a make-up guest: by the occurrence's guests
 * (Dia, where every occurrence of the day is read) or by the student's credits, `booked` (the week and
 * month, which read only the changed occurrences).
 */
export function withStudent<S extends Plannable>(
  plans: ReadonlyMap<string, DayPlan<S>>,
  studentId: string,
  booked: ReadonlySet<string> = new Set(),
): Map<string, DayPlan<S>> {
  const attends = (c: ClassOnDate<S>) =>
    c.schedule.studentIds.includes(studentId) ||
    guestsOf(c.occurrence).includes(studentId) ||
    booked.has(bookedKey(c.schedule.id, c.date));
  return new Map([...plans].map(([date, plan]) => [date, { ...plan, classes: plan.classes.filter(attends) }]));
}

/** The schedules the filters let through (instructor and student may both be set). */
export function filterSchedules(
  schedules: readonly ScheduleRecord[],
  filters: { instructorId: string; studentId: string },
): ScheduleRecord[] {
  return schedules.filter(
    (s) =>
      (!filters.instructorId || s.instructorId === filters.instructorId) &&
      (!filters.studentId || s.studentIds.includes(filters.studentId)),
  );
}
