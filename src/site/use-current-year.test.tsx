import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear } from './use-current-year';

afterEach(() => vi.useRealTimers());

const yearAt = (instant: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  return renderHook(() => useCurrentYear()).result.current;
};

// The year is the studio's (America/Sao_Paulo, UTC−3, as the build's), whatever the visitor's time
// zone. The two instants straddle New Year in São Paulo: unless the machine runs at about UTC−3 (its
// midnight between 01:00Z and 03:30Z), a year read in its own zone gets one of them wrong.
describe('useCurrentYear', () => {
  it('is still the old year in São Paulo while it is already New Year in UTC', () => {
    expect(yearAt('2027-01-01T01:00:00Z')).toBe(2026);
  });

  it('is the new year once midnight has passed in São Paulo, even where it is still the old one', () => {
    expect(yearAt('2027-01-01T03:30:00Z')).toBe(2027);
  });
});
