// The form's non-blocking warnings (issue 10): the instructor already teaches — or a student already
// attends — an active class at an overlapping time, on one of the chosen weekdays, in an overlapping
// date range.
import { minutesOf, type Schedule } from './schedule';

type Slot = Pick<Schedule, 'instructorId' | 'startTime' | 'endTime' | 'startDate' | 'endDate'> & {
  days: readonly number[];
};

/** Two ranges of dates overlap; null ends are open. */
function datesOverlap(a: Slot, b: Slot): boolean {
  const startsBeforeBEnds = a.startDate === null || b.endDate === null || a.startDate <= b.endDate;
  const startsBeforeAEnds = b.startDate === null || a.endDate === null || b.startDate <= a.endDate;
  return startsBeforeBEnds && startsBeforeAEnds;
}

/** Times overlap when each starts before the other ends (10:00–11:00 and 11:00–12:00 do not). */
function timesOverlap(a: Slot, b: Slot): boolean {
  return minutesOf(a.startTime) < minutesOf(b.endTime) && minutesOf(b.startTime) < minutesOf(a.endTime);
}

/** Every other active class held at a time of `slot` (the one being edited excluded). */
export function classesAtTheTime<T extends Slot & { id: string; active: boolean }>(
  slot: Slot,
  schedules: readonly T[],
  editingId?: string,
): T[] {
  if (slot.days.length === 0) return [];
  return schedules.filter(
    (other) =>
      other.active &&
      other.id !== editingId &&
      other.days.some((day) => slot.days.includes(day)) &&
      timesOverlap(slot, other) &&
      datesOverlap(slot, other),
  );
}

/** The instructor's other active classes that clash with `slot` (the one being edited excluded). */
export function overlappingClasses<T extends Slot & { id: string; active: boolean }>(
  slot: Slot,
  schedules: readonly T[],
  editingId?: string,
): T[] {
  if (!slot.instructorId) return [];
  return classesAtTheTime(slot, schedules, editingId).filter((other) => other.instructorId === slot.instructorId);
}
