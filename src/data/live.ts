// Live data for screens, without the Firebase SDK (snapshots.ts turns Firestore listeners into the
// `Subscribe` functions used here).
//
// One shared subscription per key: every component showing 'students' reads the same listener, a
// route can start it before its screen's code has loaded (`preloadLive`), and it lingers a little
// after the last screen leaves, so going back is instant.
//
// A list is shown when it is whole (PATTERNS.md): Firestore may answer first from this device's
// cache, which holds only what the device happened to read. Such an answer is published only when
// the cache is known to be complete — the server answered this same key before on this device with
// no more documents than the cache holds now, or at all when the device is offline; otherwise the hook
// stays loading until the server answers (offline, it says the device lacks the data). An answer that brings nothing new (the server confirming
// the cache) is not published again. Both checks are in live-answers.ts.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { confirms, forgetWholeKeys, judge, type Answer } from './live-answers';

export type Unsubscribe = () => void;
export type WithId<T> = T & { id: string };

/**
 * Where a value came from: the server, or this device's cache (which may hold only part of it);
 * 'partial': cached, and known by its subscription to lack some items, which the screen says one by
 * one (a name by id: '—') — shown offline as it is, online once the server's comes.
 */
export type Origin = 'server' | 'cache' | 'partial';

export interface Live<T> {
  data: T;
  loading: boolean;
  error: Error | null;
  /** Documents left out because they fail their schema. */
  unreadable: number;
}

/** What a subscription calls with each answer. */
export type OnData<T> = (value: T, unreadable: number, origin: Origin) => void;

/** `origin` left out means the value is whole (from the server, or checked by the subscription). */
export type Subscribe<T> = (
  onData: (value: T, unreadable?: number, origin?: Origin) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

/** How long a subscription nobody shows any more stays open (a quick way back costs nothing). */
export const LINGER_MS = 30_000;

type Published = Answer;

interface Entry {
  published: Published | null;
  listeners: Set<() => void>;
  holds: number;
  stop: Unsubscribe;
  /** Opens the listener again after `pauseLive` (the subscription this entry was opened with). */
  start: () => Unsubscribe;
  paused: boolean;
  release?: ReturnType<typeof setTimeout>;
  /** A cached answer held back, waiting for the server's: judged again if the device goes offline. */
  held?: { data: unknown; unreadable: number; origin: Origin | undefined };
}

const entries = new Map<string, Entry>();

/** User Timing marks, read by `npm run bench:screens` to say where a cold open's time goes. */
export const timingMark = (name: string): void => void globalThis.performance?.mark?.(`salus:${name}`);

function publish(entry: Entry, next: Published) {
  // Nothing new for the screens: not drawn again (a week of 480 classes took 200 ms to).
  if (confirms(entry.published, next)) return;
  entry.published = next;
  for (const listener of entry.listeners) listener();
}

/** Offline, a list this device never had whole: said as the lost connection it is, not a spinner for good. */
const notHere = () =>
  Object.assign(new Error('Estes dados ainda não foram carregados neste aparelho, e ele está sem conexão.'), {
    code: 'unavailable',
  });

/** Shows an answer if it is whole (live-answers.ts); a cached one held back is kept for `rejudge`. */
function consider(key: string, entry: Entry, data: unknown, unreadable: number, origin: Origin | undefined) {
  const verdict = judge(key, data, origin);
  entry.held = verdict === 'wait' ? { data, unreadable, origin } : undefined;
  if (verdict === 'missing' && !entry.published) publish(entry, { data: undefined, error: notHere(), unreadable: 0 });
  if (verdict !== 'whole') return;
  if (!entry.published) timingMark(`whole:${key}`);
  publish(entry, { data, error: null, unreadable });
}

/**
 * The device went offline, or the server is unreachable: a cached answer held back for the server's
 * would wait for good (Firestore says nothing new of a cache it already gave), so it is judged again as
 * an offline one.
 */
export function rejudge(): void {
  for (const [key, entry] of entries)
    if (entry.held) consider(key, entry, entry.held.data, entry.held.unreadable, entry.held.origin);
}
if (typeof window !== 'undefined') window.addEventListener('offline', rejudge);

function open(key: string, subscribe: Subscribe<unknown>): Entry {
  const entry = entries.get(key);
  if (entry && entry.published?.error && !entry.paused) {
    // A listener that failed is over (Firestore ends it): one who comes to show it asks again — e.g.
    // a screen preloaded while its user still awaited approval, refused then, opened once approved.
    entry.stop();
    entry.stop = entry.start();
  }
  if (entry) return entry;
  const created: Entry = {
    published: null,
    listeners: new Set(),
    holds: 0,
    stop: () => undefined,
    paused: false,
    start: () =>
      subscribe(
        (data, unreadable = 0, origin) => consider(key, created, data, unreadable, origin),
        (error) => {
          created.held = undefined; // the listener is over: its cached answer is not shown for it offline
          publish(created, { data: created.published?.data, error, unreadable: created.published?.unreadable ?? 0 });
        },
      ),
  };
  entries.set(key, created);
  timingMark(`listen:${key}`);
  created.stop = created.start();
  return created;
}

/** Keeps `key` open while held; the last release closes it after `LINGER_MS`. */
function hold(key: string, subscribe: Subscribe<unknown>, listener: () => void): () => void {
  const entry = open(key, subscribe);
  clearTimeout(entry.release);
  entry.holds += 1;
  entry.listeners.add(listener);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.listeners.delete(listener);
    entry.holds -= 1;
    if (entry.holds > 0 || entries.get(key) !== entry) return;
    entry.release = setTimeout(() => {
      entries.delete(key);
      entry.stop();
    }, LINGER_MS);
  };
}

/**
 * Several listeners answered as one: `part(i)` is the i-th listener's callback; once all `count` have
 * answered, `onData` gets their values in order on every answer — a cache answer if any part is one.
 */
export function joinAnswers<T>(
  count: number,
  onData: (values: T[], unreadable: number, origin: Origin) => void,
): (i: number) => OnData<T> {
  const parts: { value: T; unreadable: number; origin: Origin }[] = [];
  let answered = 0;
  return (i) => (value, unreadable, origin) => {
    if (parts[i] === undefined) answered += 1;
    parts[i] = { value, unreadable, origin };
    if (answered < count) return;
    onData(
      parts.map((p) => p.value),
      parts.reduce((sum, p) => sum + p.unreadable, 0),
      parts.some((p) => p.origin === 'cache') ? 'cache' : 'server',
    );
  };
}

/** A subscription whose code (and so the Firestore SDK) is downloaded when first used. */
export function deferred<T>(load: () => Promise<Subscribe<T>>): Subscribe<T> {
  return (onData, onError) => {
    let stop: Unsubscribe | undefined;
    let stopped = false;
    load().then((subscribe) => {
      if (!stopped) stop = subscribe(onData, onError);
    }, onError);
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/**
 * Starts `key` before anything shows it (e.g. while a screen's code downloads) and keeps it open for
 * `ms`, so the screen finds its data arriving or arrived.
 */
export function preloadLive<T>(subscribe: Subscribe<T>, key: string, ms = 15_000): void {
  const release = hold(key, subscribe as Subscribe<unknown>, () => undefined);
  setTimeout(release, ms);
}

/**
 * Calls `then` once with `key`'s first whole answer — starting it like `preloadLive` when nothing
 * shows it yet — e.g. to preload what depends on it while a screen's code downloads.
 */
export function afterLive<T>(subscribe: Subscribe<T>, key: string, then: (value: T) => void, ms = 15_000): void {
  let done = false;
  const check = () => {
    const published = entries.get(key)?.published;
    if (done || !published || published.data === undefined) return;
    done = true;
    then(published.data as T);
  };
  const release = hold(key, subscribe as Subscribe<unknown>, check);
  check();
  setTimeout(release, ms);
}

/** Closes every subscription and forgets what was known complete (sign-out clears the cache too). */
export function forgetLiveData(): void {
  for (const entry of entries.values()) {
    clearTimeout(entry.release);
    entry.stop();
  }
  entries.clear();
  forgetWholeKeys();
}

/**
 * Stops the open listeners of `keys` until the returned function is called: their screens keep
 * showing what they had, and then catch up at once. For a long run of writes the screen does not
 * need to follow one by one ('Gerar mensalidades' rewrites every summary shard 50 times: followed
 * live, each rewrite is a whole shard downloaded again, read and re-rendered).
 */
export function pauseLive(keys: readonly string[]): () => void {
  const paused = keys.flatMap((key) => {
    const entry = entries.get(key);
    if (!entry || entry.paused) return [];
    entry.stop();
    entry.paused = true;
    return [{ key, entry }];
  });
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    for (const { key, entry } of paused) {
      entry.paused = false;
      // Closed meanwhile (lingered out, or forgetLiveData on sign-out): nothing to catch up.
      if (entries.get(key) === entry) entry.stop = entry.start();
    }
  };
}

/**
 * Live-query hook: holds the shared subscription `key` while mounted (and while `key` is unchanged).
 * `key` names what is subscribed to — two hooks with the same key share one subscription, so put
 * every parameter in it. Pass `null` to subscribe to nothing. Loading until a whole answer arrives.
 */
export function useLive<T>(subscribe: Subscribe<T> | null, key: string, initial: T): Live<T> {
  const active = subscribe !== null;
  const attach = useCallback(
    (listener: () => void) => (subscribe ? hold(key, subscribe as Subscribe<unknown>, listener) : () => undefined),
    // `key` identifies the subscription; the function itself is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, active],
  );
  const read = useCallback(() => (active ? (entries.get(key)?.published ?? null) : null), [key, active]);
  const published = useSyncExternalStore(attach, read, read);
  // The same object until the subscription publishes again: a screen built of memoized parts does not
  // redraw them when something else on it changes (a class opened over the agenda).
  return useMemo(() => {
    if (!published) return { data: initial, loading: active, error: null, unreadable: 0 };
    return {
      data: published.data === undefined ? initial : (published.data as T),
      loading: published.data === undefined && published.error === null,
      error: published.error,
      unreadable: published.unreadable,
    };
  }, [published, initial, active]);
}
