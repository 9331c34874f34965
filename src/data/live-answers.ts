// Which answers of a live subscription (live.ts) reach the screens: only a whole one (a cached
// answer is whole when the server gave this key as many documents before on this device, or when the
// device is offline), and only one that brings something new.
import type { Origin } from './live';

/** What a subscription last published. */
export interface Answer {
  data: unknown;
  error: Error | null;
  unreadable: number;
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
const markerPrefix = 'salus:whole:';
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const sizeOf = (value: unknown): number =>
  Array.isArray(value) ? value.length : value instanceof Map ? value.size : value === null ? 0 : 1;

/**
 * Whether an answer may be shown; the server's is remembered with its size (one checked by its
 * subscription, `origin` undefined, needs no marker).
 */
export function isWhole(key: string, value: unknown, origin: Origin | undefined): boolean {
  const markers = storage();
  if (origin !== 'cache') {
    if (origin === 'server') markers?.setItem(markerPrefix + key, String(sizeOf(value)));
    return true;
  }
  const known = markers?.getItem(markerPrefix + key);
  return (known !== null && known !== undefined && sizeOf(value) >= Number(known)) || isOffline();
}

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
