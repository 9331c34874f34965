// Which answers of a live subscription (live.ts) reach the screens: only a whole one (a cached
// answer is whole when the server gave this key as many documents before on this device, or gave it
// at all when the device is offline), and only one that brings something new.
import type { Origin } from './live';

/** What a subscription last published. */
export interface Answer {
  data: unknown;
  error: Error | null;
  unreadable: number;
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
const markerPrefix = 'salus:whole:';

/**
 * Set while the server is found unreachable with the browser online (a blocked network, a server
 * restarting; connection.ts): no server answer is coming either, so cached answers are judged as offline ones.
 */
export const server = { unreachable: false };

/** Whether no server answer is coming: the browser is offline, or the server was found unreachable. */
export const isOffline = (): boolean =>
  server.unreachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
const sizeOf = (value: unknown): number =>
  Array.isArray(value) ? value.length : value instanceof Map ? value.size : value === null ? 0 : 1;

/**
 * What to do with an answer: show it ('whole'), wait for the server's ('wait'), or — offline, where no
 * server answer is coming — say this device does not hold it whole ('missing'). The server's answer is
 * remembered with its size (one checked by its subscription, `origin` undefined, needs no marker).
 * Offline, a cache is trusted once the server gave this key to the device, even smaller now (deleted
 * here meanwhile); never one it did not, which holds only what other screens happened to read — a
 * list or a payment summary built from it would be wrong.
 */
export function judge(key: string, value: unknown, origin: Origin | undefined): 'whole' | 'wait' | 'missing' {
  if (origin === 'partial') return isOffline() ? 'whole' : 'wait';
  const markers = storage();
  if (origin !== 'cache') {
    if (origin === 'server') markers?.setItem(markerPrefix + key, String(sizeOf(value)));
    return 'whole';
  }
  const known = markers?.getItem(markerPrefix + key);
  if (known === null || known === undefined) return isOffline() ? 'missing' : 'wait';
  return sizeOf(value) >= Number(known) || isOffline() ? 'whole' : 'wait';
}

/**
 * A cached answer offline that a wider read covers — one the server gave this device whole (`wider`,
 * e.g. a day's list of class records for one class's record that day): the cache then held all of
 * it, so what it holds now is whole too; passed on as checked (no origin). Any other answer as is.
 */
export const coveredOffline = (origin: Origin | undefined, wider: string): Origin | undefined =>
  origin === 'cache' && isOffline() && storage()?.getItem(markerPrefix + wider) != null ? undefined : origin;

/** Forgets which keys were known whole (sign-out clears the cache too). */
export function forgetWholeKeys(): void {
  const markers = storage();
  if (!markers) return;
  for (const name of Object.keys(markers)) if (name.startsWith(markerPrefix)) markers.removeItem(name);
}

/**
 * Whether `next` holds what is on screen already: the same value, or a list of the same items (the
 * server confirming what the cache gave; subscribeQuery keeps each unchanged row's object).
 */
export function confirms(published: Answer | null, next: Answer): boolean {
  if (!published || published.error !== null || next.error !== null) return false;
  if (published.unreadable !== next.unreadable) return false;
  const [before, after] = [published.data, next.data];
  if (before === after) return true;
  return (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    before.every((item, i) => item === after[i])
  );
}
