import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

const start = Date.parse('2026-11-23T20:58:30Z'); // 17:58:30 in São Paulo

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('ticks every minute from when it is first used', () => {
    const { result } = renderHook(() => useNow());
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(start + 60_000);
  });

  it('also at the instant asked for: a class at 18:00 opens its roll call at 18:00, not at 18:00:30', () => {
    const classStart = Date.parse('2026-11-23T21:00:00Z');
    const { result } = renderHook(() => useNow(60_000, classStart));
    act(() => vi.advanceTimersByTime(90_000)); // 18:00:00
    expect(result.current).toBe(classStart);
  });
});
