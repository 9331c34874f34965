// The form's non-blocking warnings (issue 10): the instructor already teaches — or a student already
// attends — an active class at an overlapping time, on one of the chosen weekdays, in an overlapping
// date range.
import { addDaysIso, weekdayOf } from './dates';
import { minutesOf, type Schedule } from './schedule';

type Slot = Pick<Schedule, 'instructorId' | 'startTime' | 'endTime' | 'startDate' | 'endDate'> & {
  days: readonly number[];
};

const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null || a < b ? a : b);

/**
 * The two classes meet on some date: one of the weekdays of both falls in the dates both run (null
 * ends are open). A class ended on a Tuesday and one begun that Tuesday on Mondays never meet.
 */
function meetOnSomeDay(a: Slot, b: Slot): boolean {
  const shared = a.days.filter((day) => b.days.includes(day));
  const from = later(a.startDate, b.startDate);
  const to = earlier(a.endDate, b.endDate);
  if (shared.length === 0 || (from !== null && to !== null && from > to)) return false;
  if (from === null || to === null || addDaysIso(from, 6) <= to) return true; // every weekday is in it
  for (let date = from; date <= to; date = addDaysIso(date, 1)) if (shared.includes(weekdayOf(date))) return true;
  return false;
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
    (other) => other.active && other.id !== editingId && timesOverlap(slot, other) && meetOnSomeDay(slot, other),
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
