// Holidays and the year-end recess (issue 15). The holidays come from @brazilian-utils (national,
// the state's own and the "pontos facultativos" such as Carnaval, with Easter computed there); the
// recess is the contract's: the weeks of Christmas and of New Year.
import { getHolidays, type StateCode } from '@brazilian-utils/brazilian-utils';
import { addDaysIso } from './dates';
import { weekStart } from './occurrences';

export interface HolidayOnDate {
  date: string;
  name: string;
  /** 'nacional', 'estadual' or 'ponto facultativo'. */
  kind: string;
}

const kinds: Record<string, string> = { national: 'nacional', state: 'estadual', optional: 'ponto facultativo' };

/**
 * The library's names written as Brazilians write them (it gives 'Ano novo', 'Dia do trabalhador'); its
 * other names, of every state, are already right ('Carnaval (terça-feira)' keeps its lower case).
 */
const properNames: Record<string, string> = {
  'Ano novo': 'Ano-Novo',
  'Dia do trabalhador': 'Dia do Trabalhador',
};

const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const CARNAVAL_TUESDAY = 'Carnaval (terça-feira)';

/**
 * The Monday of Carnaval, a "ponto facultativo" of the federal calendar as its Tuesday is, which the
 * library leaves out: the day before the Tuesday it gives (so Easter stays the library's).
 */
const withCarnavalMonday = (holidays: HolidayOnDate[]): HolidayOnDate[] =>
  holidays.flatMap((h) =>
    h.name === CARNAVAL_TUESDAY
      ? [{ date: addDaysIso(h.date, -1), name: 'Carnaval (segunda-feira)', kind: h.kind }, h]
      : [h],
  );

/** The holidays from `from` to `to` (both included) of Brazil and of `state`, by date. */
export function holidaysBetween(from: string, to: string, state: string): HolidayOnDate[] {
  const years = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) years.push(year);
  const holidays = years
    .flatMap((year) => getHolidays({ year, stateCode: state as StateCode }))
    .filter((h) => h.type in kinds)
    .map((h) => ({ date: isoOf(h.date), name: properNames[h.name] ?? h.name, kind: kinds[h.type] ?? h.type }));
  return withCarnavalMonday(holidays).filter((h) => from <= h.date && h.date <= to);
}

/** The contract's recess that starts in December of `year`: Monday of Christmas week to Sunday of New Year's. */
export function yearEndRecess(year: number): { startDate: string; endDate: string } {
  return { startDate: weekStart(`${year}-12-25`), endDate: addDaysIso(weekStart(`${year + 1}-01-01`), 6) };
}
