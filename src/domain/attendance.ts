// Attendance figures from the roll calls (issue 15): rates per month, per instructor and per class,
// students with repeated unjustified absences, and make-up credits opened, used and expired.
import { closureOn, type Closure } from './closure';
import { creditStatus, type Credit } from './credit';
import { addDaysIso } from './dates';
import { hasStarted } from './make-up';
import { heldOn, occurrenceKey, type AttendanceStatus, type OccurrenceOf } from './occurrence';
import { AppError } from './app-error';

export interface AttendanceCount {
  presente: number;
  falta: number;
  justificada: number;
  total: number;
  /** Presences over everything marked, 0..1; null when nothing was marked. */
  rate: number | null;
}

const empty = (): AttendanceCount => ({ presente: 0, falta: 0, justificada: 0, total: 0, rate: null });

function add(count: AttendanceCount, status: AttendanceStatus): void {
  count[status] += 1;
  count.total += 1;
  count.rate = count.presente / count.total;
}

/**
 * Whether a class took place by `now`: not cancelled, started (where 'Remarcar' put it), on a day the
 * studio was open. Notices fill a class's marks before it starts — and before a recess is added —
 * and none of them may count in a rate until then. `startOf`: a class's planned start ('' unknown).
 */
export function tookPlaceBy(now: number, startOf: (scheduleId: string) => string, closures: readonly Closure[]) {
  return (o: OccurrenceOf): boolean => {
    if (o.cancelled) return false;
    const at = heldOn(o);
    const startTime = (o.movedDate ? o.movedStart : startOf(o.scheduleId)) || '00:00';
    return hasStarted({ at, startTime }, now) && closureOn(closures, at) === null;
  };
}

/** The classes held on `from`..`to`: a class 'Remarcar' moved counts on the day it moved to. */
export const heldBetween = (occurrences: readonly OccurrenceOf[], { from, to }: { from: string; to: string }) =>
  occurrences.filter((o) => from <= heldOn(o) && heldOn(o) <= to);

/** The marks of classes that took place (cancelled ones have none that count). */
function* marks(occurrences: readonly OccurrenceOf[]) {
  for (const o of occurrences) {
    if (o.cancelled) continue;
    for (const [studentId, status] of Object.entries(o.attendance)) yield { o, studentId, status };
  }
}

/**
 * Whether the class's roll call was taken: someone was marked other than by a notice of absence (or a
 * late notice turned Presente). A class with notices only was not — its rate would read 0%.
 */
export const rollCallTaken = (o: Pick<OccurrenceOf, 'attendance' | 'notices'>): boolean =>
  Object.entries(o.attendance).some(([studentId, status]) => !(studentId in o.notices) || status === 'presente');

/**
 * 'Remarcar' of a class whose roll call was taken (Grade, which reads only moved and cancelled classes,
 * offers the drag not knowing): it happened where it was.
 */
export class RollCallTakenError extends AppError {
  constructor() {
    super('RollCallTakenError', 'salus/roll-call-taken', 'Chamada já feita');
  }
}

/**
 * The studio's counts grouped by `keyOf` (e.g. month, instructor, class), in key order: of the
 * classes whose roll call was taken (a student's own figures count their notices all the same).
 */
export function attendanceBy(
  occurrences: readonly OccurrenceOf[],
  keyOf: (o: OccurrenceOf) => string,
): Map<string, AttendanceCount> {
  const groups = new Map<string, AttendanceCount>();
  for (const { o, status } of marks(occurrences.filter(rollCallTaken))) {
    const key = keyOf(o);
    const count = groups.get(key) ?? empty();
    add(count, status);
    groups.set(key, count);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** One student's attendance: overall and by month ('YYYY-MM'). */
export function studentAttendance(occurrences: readonly OccurrenceOf[], studentId: string) {
  const total = empty();
  const byMonth = new Map<string, AttendanceCount>();
  for (const { o, studentId: id, status } of marks(occurrences)) {
    if (id !== studentId) continue;
    add(total, status);
    const month = heldOn(o).slice(0, 7);
    const count = byMonth.get(month) ?? empty();
    add(count, status);
    byMonth.set(month, count);
  }
  return { total, byMonth: new Map([...byMonth].sort(([a], [b]) => b.localeCompare(a))) };
}

/** Students with at least `min` unjustified absences ('Falta') from `from` on, most first. */
export function repeatedAbsences(occurrences: readonly OccurrenceOf[], from: string, min = 3): [string, number][] {
  const counts = new Map<string, number>();
  for (const { o, studentId, status } of marks(occurrences)) {
    if (status === 'falta' && heldOn(o) >= from) counts.set(studentId, (counts.get(studentId) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= min).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Make-up credits of a month: opened (missed class in it), used (make-up in it), expired (last day in it). */
export function creditsOfMonth(credits: readonly Credit[], month: string, now: number) {
  const inMonth = (iso: string) => iso.slice(0, 7) === month;
  return {
    opened: credits.filter((c) => inMonth(c.date) && !c.withdrawn).length,
    used: credits.filter((c) => inMonth(c.bookedAt) && creditStatus(c, now) === 'usado').length,
    expired: credits.filter((c) => inMonth(c.expiresOn) && creditStatus(c, now) === 'expirado').length,
  };
}

/** The start of the window 'the last N days' ending today. */
export const daysBefore = (today: string, days: number) => addDaysIso(today, -(days - 1));

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The dates whose roll calls Relatórios reads for `month`: the month's and the last 30 days' (the
 * repeated absences) — one range when they overlap, else the two apart, never the months between them.
 */
export function rollCallRanges(month: DateRange, today: string): DateRange[] {
  const recent = { from: daysBefore(today, 30), to: today };
  // String order is date order, even for a month's end written '-31' (monthBounds).
  const overlap = month.from <= recent.to && recent.from <= month.to;
  if (!overlap) return [month, recent];
  return [
    {
      from: month.from < recent.from ? month.from : recent.from,
      to: month.to > recent.to ? month.to : recent.to,
    },
  ];
}

/**
 * The roll calls of the reads of rollCallRanges as one list: each read brings the classes planned or
 * held in its range, so a class moved from one range into the other comes from both — and counts once.
 */
export const joinedReads = (...reads: (readonly OccurrenceOf[])[]): OccurrenceOf[] => [
  ...new Map(reads.flat().map((o) => [occurrenceKey(o.scheduleId, o.date), o])).values(),
];

/**
 * A rate in percent, one decimal, rounded half up: 23 of 80 → 28.8, 201 of 400 → 50.3 (the screen and
 * the CSV alike). The division leaves an exact half a hair below it (201 / 400 * 1000 = 502.4999…); the
 * nudge, far below the gap between two counts' rates, puts it back.
 */
export const ratePercent = (rate: number): number => Math.round(rate * 1000 + 1e-9) / 10;

/** '85,0%' (pt-BR, one decimal), or '—'. */
export const rateLabel = (rate: number | null): string =>
  rate === null
    ? '—'
    : `${ratePercent(rate).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
