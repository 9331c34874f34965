// Calendar dates are 'YYYY-MM-DD' strings in the studio's time zone (Brazil has no DST since 2019).
// Arithmetic on them is done in UTC so the host's own zone never shifts a day.

export const STUDIO_TIME_ZONE = 'America/Sao_Paulo';

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A heading's case: pt-BR writes weekdays and months in lower case, so only the first letter becomes a
 * capital ('Segunda-feira, 23 de novembro', 'Novembro de 2026').
 */
export const headingCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Today's date ('YYYY-MM-DD') in São Paulo at the instant `now`. */
export function todayIso(now: Date | number = new Date()): string {
  const parts = dayFormatter.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Parses 'YYYY-MM-DD' into numbers, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = isoPattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function toUtc(iso: string): Date {
  const parts = parseIsoDate(iso);
  if (!parts) throw new Error(`Invalid date: ${iso}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date `days` days after `iso` (negative goes back). */
export function addDaysIso(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** How many days from `from` to `to` (0 for the same day; negative when `to` comes first). */
export function daysFromTo(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** Weekday of a date, 0 = Sunday … 6 = Saturday (as schedule.days). */
export function weekdayOf(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** Day `day` of the month `months` months after the month of `iso`, clamped to that month's length. */
export function monthDayIso(iso: string, months: number, day: number): string {
  const base = toUtc(iso);
  const first = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + months, 1));
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(Math.max(1, day), length));
  return fromUtc(first);
}

/** Whole years from `birthIso` to `todayIso`; null when the birth date is empty, invalid or in the future. */
export function ageOn(birthIso: string, todayIso: string): number | null {
  const birth = parseIsoDate(birthIso);
  const today = parseIsoDate(todayIso);
  if (!birth || !today) return null;
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age < 0 ? null : age;
}

/** 'Idade: 1 ano' / 'Idade: N anos'. */
export function ageLabel(age: number): string {
  return `Idade: ${age} ${age === 1 ? 'ano' : 'anos'}`;
}

/** 'DD/MM/AAAA' for a stored date; '' for an empty or invalid one. */
export function formatDateBR(iso: string | null | undefined): string {
  const parts = iso ? parseIsoDate(iso) : null;
  if (!parts) return '';
  return `${String(parts.day).padStart(2, '0')}/${String(parts.month).padStart(2, '0')}/${parts.year}`;
}
