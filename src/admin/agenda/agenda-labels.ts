// Dates as the agenda shows them, in pt-BR. Dates are 'YYYY-MM-DD'; formatting happens in UTC so the
// browser's own time zone never shifts a day.
import { parseIsoDate } from '../../domain/dates';
import { weekdayLabels } from '../../domain/enums';
import { weekDates } from '../../domain/occurrences';

const utc = (iso: string) => {
  const parts = parseIsoDate(iso);
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day)) : new Date(NaN);
};
const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'NOVEMBRO 2026' (SPEC 2.6: month and year in upper case). */
export const monthTitle = (iso: string) => `${monthName.format(utc(iso)).toUpperCase()} ${iso.slice(0, 4)}`;

/** 'segunda-feira, 23 de novembro'. */
export const dayTitle = (iso: string) => longDate.format(utc(iso));

/** '23/11'. */
export const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** 'Seg 23/11'. */
export const shortDay = (iso: string) => `${weekdayLabels[utc(iso).getUTCDay()] ?? ''} ${dayMonth(iso)}`;

/** '10:00–11:00'. */
export const timeRange = (s: { startTime: string; endTime: string }) => `${s.startTime}–${s.endTime}`;

/** The Dia view's empty text: the spec's for today, the date for another day. */
export function emptyDayText(date: string, today: string, all: boolean): string {
  if (all) return 'Nenhum horário ativo.';
  if (date === today) return 'Sem horários registrados para hoje.';
  return `Sem horários registrados para ${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}.`;
}

/** '23/11 a 29/11': the week of `date`, Monday to Sunday. */
export function weekTitle(date: string): string {
  const week = weekDates(date);
  return `${dayMonth(week[0] ?? date)} a ${dayMonth(week[6] ?? date)}`;
}
