// What 'Feriados e recesso' lists: the holidays of the coming 12 months with their toggle, the
// year-end recess proposed, and the closures by date range.
import type { ClosureRecord } from '../../data/closures-repo';
import { closureOn, holidayClosureId } from '../../domain/closure';
import { addDaysIso } from '../../domain/dates';
import { holidaysBetween, yearEndRecess, type HolidayOnDate } from '../../domain/holidays';

export interface HolidayRow extends HolidayOnDate {
  closed: boolean;
  closure: ClosureRecord | null;
  /** The reason of a closure by date range that closes the day anyway (Natal inside the recess), or null. */
  closedBy: string | null;
}

export function holidayRows(today: string, state: string, closures: readonly ClosureRecord[]): HolidayRow[] {
  const byId = new Map(closures.map((c) => [c.id, c]));
  const ranges = closures.filter((c) => c.kind !== 'feriado');
  return holidaysBetween(today, addDaysIso(today, 364), state).map((h) => {
    const closure = byId.get(holidayClosureId(h.date)) ?? null;
    return { ...h, closure, closed: closure?.active === true, closedBy: closureOn(ranges, h.date)?.reason ?? null };
  });
}

/**
 * The recess to propose: this year's, or next year's once this one has passed; null when that year's
 * is there already — a closure by date range over its Christmas (as proposed, or as the studio set
 * it; reopened counts too: the studio chose). 'Férias coletivas' in January leave it proposed.
 */
export function proposedRecess(today: string, closures: readonly ClosureRecord[]) {
  const year = Number(today.slice(0, 4));
  const recess = [yearEndRecess(year - 1), yearEndRecess(year)].find((r) => r.endDate >= today) ?? yearEndRecess(year);
  const christmas = `${recess.startDate.slice(0, 4)}-12-25`;
  const present = closures.some((c) => c.kind === 'recesso' && c.startDate <= christmas && christmas <= c.endDate);
  return present ? null : recess;
}
