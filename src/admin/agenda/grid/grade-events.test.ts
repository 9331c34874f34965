import { describe, expect, it } from 'vitest';
import { isoOfLocal, studioNow, timeOfLocal } from './grade-events';

describe('studioNow', () => {
  // Monday 23/11/2026, 22:30 in São Paulo: already Tuesday 01:30 in UTC, 21:30 in Manaus.
  const monday2230 = Date.UTC(2026, 10, 24, 1, 30);

  it("is the studio's wall clock whatever the device's zone (the tests run in UTC)", () => {
    const now = studioNow(monday2230);
    expect(isoOfLocal(now)).toBe('2026-11-23');
    expect(timeOfLocal(now)).toBe('22:30');
  });

  it('turns to the next day at midnight in São Paulo', () => {
    expect(isoOfLocal(studioNow(Date.UTC(2026, 10, 24, 2, 59)))).toBe('2026-11-23');
    expect(isoOfLocal(studioNow(Date.UTC(2026, 10, 24, 3, 0)))).toBe('2026-11-24');
  });
});
