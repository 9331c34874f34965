// Instants of the studio's calendar. São Paulo is UTC−3 all year (Brazil has had no daylight saving
// time since 2019), so a date and an 'HH:MM' there are one fixed instant — the rules compute the same
// one from the same strings (firestore.rules, classStart).
import { parseIsoDate } from './dates';
import { minutesOf } from './schedule';

const STUDIO_UTC_OFFSET_MINUTES = -3 * 60;
const MINUTE = 60_000;

/** The instant (epoch ms) of 'HH:MM' on 'YYYY-MM-DD' in São Paulo. */
export function studioInstant(date: string, hhmm: string): number {
  const parts = parseIsoDate(date);
  if (!parts) throw new Error(`Invalid date: ${date}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) + (minutesOf(hhmm) - STUDIO_UTC_OFFSET_MINUTES) * MINUTE;
}

/** 'HH:MM' of an instant in São Paulo. */
export function studioTime(instant: number): string {
  const local = new Date(instant + STUDIO_UTC_OFFSET_MINUTES * MINUTE);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}
