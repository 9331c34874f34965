// The health alert (issue 16): a discreet icon beside a student whose record lists restrictions, that
// shows them in one tap — without opening the record. Derived from the record (recordAlerts/{id} holds
// the restrictions and the care team; the rules keep both equal to their sources).
import type { RecordAlert } from './health-record';

/** The restrictions to show, or null when the student has none (no icon). */
export function alertText(alert: Pick<RecordAlert, 'restricoes'> | null | undefined): string | null {
  const text = alert?.restricoes.trim() ?? '';
  return text === '' ? null : text;
}

/** A one-line summary for a tooltip or an accessible name: the first line, at most `max` characters. */
export function alertSummary(text: string, max = 80): string {
  const first = text.trim().split(/\r?\n/)[0] ?? '';
  return first.length > max ? `${first.slice(0, max - 1)}…` : first;
}

/** Alerts by student id, keeping only those with something to show. */
export function alertsByStudent<T extends Pick<RecordAlert, 'restricoes'> & { id: string }>(
  alerts: readonly T[],
): Map<string, string> {
  const byId = new Map<string, string>();
  for (const a of alerts) {
    const text = alertText(a);
    if (text !== null) byId.set(a.id, text);
  }
  return byId;
}
