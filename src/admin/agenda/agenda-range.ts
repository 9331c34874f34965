// The dates each view shows, and how much of their occurrences it needs (issue 15: read only the
// dates a view shows). Dia reads every occurrence of its day (the roll call's state); Semana, Mês and
// Grade draw only cancelled and moved classes, so they read only those.
import { monthGrid, weekDates } from '../../domain/occurrences';
import type { AgendaView } from './agenda-url';

export interface AgendaRange {
  dates: string[];
  from: string;
  to: string;
  changedOnly: boolean;
}

export function agendaRange(view: AgendaView, date: string): AgendaRange {
  const dates = view === 'dia' ? [date] : view === 'mes' ? monthGrid(date) : weekDates(date);
  return { dates, from: dates[0] ?? date, to: dates.at(-1) ?? date, changedOnly: view !== 'dia' };
}

/** The dates an overlay of occurrences was read for, and whether only the changed ones. */
export type OverlayRange = Pick<AgendaRange, 'from' | 'to' | 'changedOnly'>;

export const sameRange = (a: OverlayRange | null, b: OverlayRange): boolean =>
  a !== null && a.from === b.from && a.to === b.to && a.changedOnly === b.changedOnly;

/** Whether what was read for `read` holds all that `shown` needs: its dates, and every occurrence if it needs them. */
export const covers = (read: OverlayRange | null, shown: OverlayRange): boolean =>
  read !== null && read.from <= shown.from && shown.to <= read.to && (!read.changedOnly || shown.changedOnly);
