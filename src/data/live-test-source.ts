// A hand-driven subscription for the tests of live.ts: what the hook does with each answer.
import { vi } from 'vitest';
import type { Origin } from './live';

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
