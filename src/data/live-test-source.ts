// A hand-driven subscription for the tests of live.ts: what the hook does with each answer.
import { afterEach, beforeEach, vi } from 'vitest';
import { setServerReachable } from './connection';
import { forgetLiveData, type Origin } from './live';

/**
 * Each test with fake timers and, after it, nothing left of it: no subscription, the connection and
 * the browser's flags as they were. Returns a maker of keys: every test uses its own (the store is
 * shared, as in the app).
 */
export function setUpLiveTests(prefix: string): () => string {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    forgetLiveData();
    setServerReachable(true);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  let n = 0;
  return () => `${prefix}${(n += 1)}`;
}

/** A hand-driven subscription, to watch what the hook does with it. */
export function fakeSource<T>() {
  type OnData = (v: T, unreadable?: number, origin?: Origin) => void;
  const listeners: { onData: OnData; onError: (e: Error) => void }[] = [];
  const unsubscribe = vi.fn();
  const subscribe = vi.fn((onData: OnData, onError: (e: Error) => void) => {
    listeners.push({ onData, onError });
    return unsubscribe;
  });
  const last = () => listeners[listeners.length - 1]!;
  return {
    subscribe,
    unsubscribe,
    emit: (v: T, unreadable?: number, origin?: Origin) => last().onData(v, unreadable, origin),
    fail: (e: Error) => last().onError(e),
  };
}
