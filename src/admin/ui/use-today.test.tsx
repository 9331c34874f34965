import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msUntilNextDay, useToday } from './use-today';

afterEach(() => {
  vi.useRealTimers();
});

describe('useToday', () => {
  it('counts to midnight in São Paulo, not in UTC', () => {
    // 23:59:00 in São Paulo is 02:59 UTC the next day.
    expect(msUntilNextDay(Date.parse('2025-06-16T02:59:00Z'))).toBe(60_000);
  });

  it('moves to the next day at midnight without a reload', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-16T02:59:00Z'));
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe('2025-06-15');
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe('2025-06-15');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('2025-06-16');
  });
});
