// The studio's real days: the recurrence (occurrences.ts) with the stored occurrences and closures
// laid over it. Pure, so every view (Dia, Semana, Mês, Grade), the roll call and the make-up
// booking read the same answer.
import { closureOn, type Closure } from './closure';
import { formatDateBR } from './dates';
import { heldOn, occurrenceKey, type OccurrenceOf } from './occurrence';
import { occursOn, occurrencesOn, type Recurring } from './occurrences';
import { minutesOf, type Schedule } from './schedule';
import { studioInstant } from './studio-clock';
import { AppError } from './app-error';

export type Plannable = Recurring & Pick<Schedule, 'endTime' | 'studentIds' | 'instructorId'> & { id: string };

/** One class on one date, where and when it really takes place. */
export interface ClassOnDate<S extends Plannable = Plannable> {
  schedule: S;
  /** The recurrence's date (the occurrence's id). */
  date: string;
  /** The date it takes place: `date`, or where 'Remarcar' moved it. */
  at: string;
  startTime: string;
  endTime: string;
  moved: boolean;
  cancelled: boolean;
  /** Why it was cancelled ('' if it was not). */
  reason: string;
  /** What happened so far (roll call, notices, guests), or null. */
  occurrence: OccurrenceOf | null;
}

export interface DayPlan<S extends Plannable = Plannable> {
  date: string;
  /** The studio is closed: no class is shown. */
  closure: Closure | null;
  classes: ClassOnDate<S>[];
}

/** The class `schedule` on its recurrence date `date`, with what is stored about it. */
export function classOnDate<S extends Plannable>(
  schedule: S,
  date: string,
  occurrence: OccurrenceOf | null | undefined,
): ClassOnDate<S> {
  const o = occurrence ?? null;
  const moved = o !== null && o.movedDate !== '';
  return {
    schedule,
    date,
    at: moved ? o.movedDate : date,
    startTime: moved ? o.movedStart : schedule.startTime,
    endTime: moved ? o.movedEnd : schedule.endTime,
    moved,
    cancelled: o?.cancelled ?? false,
    reason: o?.reason ?? '',
    occurrence: o,
  };
}

/** Where 'Remarcar' may put a class: a date and its times. */
export interface ClassPlace {
  date: string;
  startTime: string;
  endTime: string;
}

/** 'Remarcar' to where the class already takes place changes nothing (and is not offered). */
export const isWhereItIs = (c: Pick<ClassOnDate, 'at' | 'startTime' | 'endTime'>, to: ClassPlace): boolean =>
  c.at === to.date && c.startTime === to.startTime && c.endTime === to.endTime;

/** 'Remarcar' back to the plan's own date and times undoes the move. */
export const isPlannedPlace = (c: Pick<ClassOnDate, 'schedule' | 'date'>, to: ClassPlace): boolean =>
  c.date === to.date && c.schedule.startTime === to.startTime && c.schedule.endTime === to.endTime;

/**
 * The dates whose stored class, not started by `now`, an edit of its schedule (`before` → `next`)
 * would strand: a class with make-up guests or moved by 'Remarcar' that the new plan no longer has
 * (other days, another period, inactive) — nobody could open it to return the bookings or move it
 * again — or, for guests of a class not moved, starting at another time than their credits say (a new
 * end alone strands nobody), or, for any guests, of another discipline than the class they missed. A
 * class already started is over for this: its guests came (or not) and its roll call stays where it was.
 */
export function strandedDates(
  before: Pick<Plannable, 'startTime'> & { discipline: string },
  next: Plannable & { discipline: string },
  occurrences: readonly Pick<OccurrenceOf, 'date' | 'guests' | 'movedDate' | 'movedStart' | 'cancelled'>[],
  now: number,
): string[] {
  // A booking holds the class's start (the rules check it): a new end strands nobody.
  const retimed = next.startTime !== before.startTime;
  // A make-up is booked in a class of the missed class's discipline: another one would break it.
  const otherDiscipline = next.discipline !== before.discipline;
  return occurrences
    .filter((o) => {
      // Where and when it takes place: a class of a past date moved ahead is still ahead.
      const start = studioInstant(heldOn(o), o.movedDate ? o.movedStart : before.startTime);
      if (start <= now || o.cancelled) return false;
      const guests = Object.keys(o.guests).length > 0;
      if (!guests && o.movedDate === '') return false;
      return !occursOn(next, o.date) || (guests && ((o.movedDate === '' && retimed) || otherDiscipline));
    })
    .map((o) => o.date)
    .sort();
}

/** Reativar (or restoring a version) of a class whose students are all inactive now: nobody to teach. */
export class NoActiveStudentsError extends AppError {
  constructor() {
    super('NoActiveStudentsError', 'salus/no-active-students', 'Todos os alunos deste horário estão inativos');
  }
}

/** An edit refused because it would strand classes with make-up guests or moved (strandedDates). */
export class StrandedClasses extends Error {
  /** `place` names the class when the screen is not the class's own ('Ter 08:00–09:00'). */
  constructor(
    readonly dates: string[],
    place?: string,
  ) {
    super(
      `Há aulas ${place ? `do horário ${place}` : 'deste horário'} com reposição agendada ou remarcadas em ${dates.map(formatDateBR).join(', ')}: ` +
        'cancele essas reposições (ou remarque as aulas de volta) na chamada de cada uma antes de mudar ' +
        'dias, horário, período ou disciplina, ou de desativar o horário.',
    );
    this.name = 'StrandedClasses';
  }
}

/**
 * Changing a class's days, start, period or discipline, or deactivating it, offline: the make-up
 * bookings and moved classes it would strand are the server's to say (this device's cache lacks those
 * other devices wrote), so nothing is written. Its message is its own, like ClassRefusal's.
 */
export class PlanOfflineError extends AppError {
  constructor() {
    super(
      'PlanOfflineError',
      'salus/plan-offline',
      'Sem conexão com o servidor: mudar dias, início, período ou disciplina de um horário, ou desativá-lo, ' +
        'precisa dele para conferir as reposições agendadas e as aulas remarcadas. Tente de novo quando estiver online.',
    );
  }
}

/**
 * A class's make-up guests. None once the studio cancelled it: cancelling gave their credits back
 * (the occurrence keeps the map as it was, the rules want it unchanged).
 */
export const guestsOf = (occurrence: Pick<OccurrenceOf, 'guests' | 'cancelled'> | null | undefined): string[] =>
  occurrence && !occurrence.cancelled ? Object.keys(occurrence.guests) : [];

/**
 * Whose names a class shows: its enrolled students, then its make-up guests (roll call, details) —
 * each once: a guest enrolled in the class since shows as the guest, whose booking is to be cancelled.
 */
export const peopleOf = (
  schedule: Pick<Plannable, 'studentIds'>,
  occurrence: Pick<OccurrenceOf, 'guests' | 'cancelled'> | null | undefined,
): string[] => {
  const guests = guestsOf(occurrence);
  return [...schedule.studentIds.filter((id) => !guests.includes(id)), ...guests];
};

/**
 * Students with an entry in the class's roll call who are neither enrolled now nor its guests: taken out
 * of the class since (e.g. inactivated). Their marks stay in the record and in the reports; the roll
 * call shows them, read only (the rules take marks of enrolled students and guests only).
 */
export const formerOf = (
  schedule: Pick<Plannable, 'studentIds'>,
  occurrence: Pick<OccurrenceOf, 'guests' | 'attendance' | 'cancelled'> | null | undefined,
): string[] => {
  const now = peopleOf(schedule, occurrence);
  // A guest of a class the studio cancelled had the booking given back: no one who left the class.
  const guests = Object.keys(occurrence?.guests ?? {});
  return Object.keys(occurrence?.attendance ?? {}).filter((id) => !now.includes(id) && !guests.includes(id));
};

/** Whose names a day's plan shows (Dia): the people of each of its classes; none on a closed day. */
export const peopleOfDay = (plan: Pick<DayPlan, 'classes'> | undefined): string[] =>
  plan?.classes.flatMap((c) => peopleOf(c.schedule, c.occurrence)) ?? [];

const byStart = (a: ClassOnDate, b: ClassOnDate) => minutesOf(a.startTime) - minutesOf(b.startTime);

/**
 * The classes of each date: those the recurrence puts there and were not moved away, plus those
 * moved there from any date; none on a closed day. `occurrences` must hold every stored occurrence
 * whose date or movedDate is among `dates` (of the schedules given) — others are ignored.
 */
export function planDays<S extends Plannable>(
  schedules: readonly S[],
  dates: readonly string[],
  occurrences: readonly OccurrenceOf[],
  closures: readonly Closure[],
): Map<string, DayPlan<S>> {
  const stored = new Map(occurrences.map((o) => [occurrenceKey(o.scheduleId, o.date), o]));
  const byId = new Map(schedules.map((s) => [s.id, s]));
  const plans = new Map<string, DayPlan<S>>();
  for (const [date, planned] of occurrencesOn(schedules, dates)) {
    const classes = planned
      .map((s) => classOnDate(s, date, stored.get(occurrenceKey(s.id, date))))
      .filter((c) => c.at === date);
    plans.set(date, { date, closure: closureOn(closures, date), classes });
  }
  for (const o of occurrences) {
    const plan = o.movedDate && o.movedDate !== o.date ? plans.get(o.movedDate) : undefined;
    const schedule = byId.get(o.scheduleId);
    // Only a real class of the recurrence (an active schedule on one of its days) can be moved.
    if (plan && schedule && occursOn(schedule, o.date)) plan.classes.push(classOnDate(schedule, o.date, o));
  }
  for (const plan of plans.values()) {
    if (plan.closure) plan.classes = [];
    else plan.classes.sort(byStart);
  }
  return plans;
}
