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
