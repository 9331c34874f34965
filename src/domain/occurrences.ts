// Recurrence of schedules (SPEC 2.6, 3): which classes happen on which calendar date, over a day, a
// week starting Monday or a month grid. Dates are 'YYYY-MM-DD' in the studio's time zone (dates.ts).
import { addDaysIso, monthDayIso, parseIsoDate, weekdayOf } from './dates';
import { minutesOf, type Schedule } from './schedule';

/** What recurrence needs of a schedule. */
export type Recurring = Pick<Schedule, 'active' | 'days' | 'startDate' | 'endDate' | 'startTime'>;

/** Active, on one of its weekdays, and inside startDate..endDate (either may be null: open). */
export function occursOn(schedule: Recurring, iso: string): boolean {
  return schedule.active && occursOnWeekday(schedule, iso, weekdayOf(iso));
}

function occursOnWeekday(schedule: Recurring, iso: string, weekday: number): boolean {
  return (
    schedule.active &&
    schedule.days.includes(weekday) &&
    (schedule.startDate === null || schedule.startDate <= iso) &&
    (schedule.endDate === null || iso <= schedule.endDate)
  );
}

/** Earlier start first; equal starts keep their order. */
export const byStartTime = (a: Pick<Schedule, 'startTime'>, b: Pick<Schedule, 'startTime'>): number =>
  minutesOf(a.startTime) - minutesOf(b.startTime);

/** 'Mostrar todas': every active schedule, by its first weekday (Sunday first), then start time. */
export function allActiveInOrder<T extends Recurring>(schedules: readonly T[]): T[] {
  return inWeekOrder(schedules.filter((s) => s.active));
}

/** The deactivated classes, in the same order ('Mostrar todas' lists them apart, to bring one back). */
export function allInactiveInOrder<T extends Recurring>(schedules: readonly T[]): T[] {
  return inWeekOrder(schedules.filter((s) => !s.active));
}

function inWeekOrder<T extends Recurring>(schedules: readonly T[]): T[] {
  const first = (s: T) => Math.min(...s.days);
  return [...schedules].sort((a, b) => first(a) - first(b) || byStartTime(a, b));
}

/** The dates from `from` to `to`, both included (none when `to` is before `from`). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let iso = from; iso <= to; iso = addDaysIso(iso, 1)) dates.push(iso);
  return dates;
}

/** The Monday of the week of `iso` (weeks start Monday, SPEC 9). */
export function weekStart(iso: string): string {
  return addDaysIso(iso, -((weekdayOf(iso) + 6) % 7));
}

/** Monday to Sunday of the week of `iso`. */
export function weekDates(iso: string): string[] {
  const monday = weekStart(iso);
  return datesBetween(monday, addDaysIso(monday, 6));
}

/** 'YYYY-MM' of a date. */
export const monthOf = (iso: string): string => iso.slice(0, 7);

/**
 * The month view's cells: whole weeks from the Sunday on or before the 1st to the Saturday on or after
 * the last day (columns Dom … Sáb), so days of the months around it fill the first and last rows.
 */
export function monthGrid(iso: string): string[] {
  const parts = parseIsoDate(iso);
  if (!parts) throw new Error(`Invalid date: ${iso}`);
  const first = `${monthOf(iso)}-01`;
  const last = monthDayIso(iso, 0, 31); // clamped to the month's length
  return datesBetween(addDaysIso(first, -weekdayOf(first)), addDaysIso(last, 6 - weekdayOf(last)));
}

/** The classes of each date, sorted by start time; a date without classes maps to []. */
export function occurrencesOn<T extends Recurring>(
  schedules: readonly T[],
  dates: readonly string[],
): Map<string, T[]> {
  const active = [...schedules].filter((s) => s.active).sort(byStartTime);
  const result = new Map<string, T[]>();
  for (const iso of dates) {
    const weekday = weekdayOf(iso);
    result.set(
      iso,
      active.filter((s) => occursOnWeekday(s, iso, weekday)),
    );
  }
  return result;
}
