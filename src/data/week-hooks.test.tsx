// One class's record of a day, offline: known from its day's list once that was read whole here.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLiveData, type Origin } from './live';
import { subscribeOccurrence, subscribeOccurrencesBetween, type OccurrenceRecord } from './occurrence-reads';
import { useOccurrence, useOccurrencesBetween } from './week-hooks';

vi.mock('./firebase', () => ({ signedInUid: () => 'uid-1' }));
vi.mock('./occurrence-reads', () => ({
  subscribeOccurrence: vi.fn(() => () => undefined),
  subscribeOccurrencesBetween: vi.fn(() => () => undefined),
  subscribeClassOccurrences: vi.fn(() => () => undefined),
}));

type Emit<T> = (value: T, unreadable: number, origin: Origin) => void;
const lastEmit = <T,>(subscribe: unknown): Emit<T> => {
  const calls = vi.mocked(subscribe as (...args: unknown[]) => unknown).mock.calls;
  return calls.at(-1)?.[calls.at(-1)!.length - 2] as Emit<T>;
};

afterEach(() => {
  forgetLiveData();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Dia read `date` online: the server gave its list whole (one class's record on it). */
function dayReadOnline(date: string) {
  const day = renderHook(() => useOccurrencesBetween(date, date, false));
  act(() => lastEmit<OccurrenceRecord[]>(subscribeOccurrencesBetween)([], 0, 'server'));
  day.unmount();
}

describe('useOccurrence offline', () => {
  it("knows a class's day from the day's list read whole here: nothing stored, so a roll call can start", () => {
    dayReadOnline('2026-11-23');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { result } = renderHook(() => useOccurrence('c1', '2026-11-23'));
    act(() => lastEmit<OccurrenceRecord | null>(subscribeOccurrence)(null, 0, 'cache'));
    expect(result.current).toEqual({ data: null, loading: false, error: null, unreadable: 0 });
  });

  it('says this device lacks the class of a day it never read whole (never a blank roll call)', () => {
    dayReadOnline('2026-11-23');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { result } = renderHook(() => useOccurrence('c1', '2026-11-24'));
    act(() => lastEmit<OccurrenceRecord | null>(subscribeOccurrence)(null, 0, 'cache'));
    expect(result.current).toMatchObject({ data: null, loading: false, error: { code: 'unavailable' } });
  });
});
