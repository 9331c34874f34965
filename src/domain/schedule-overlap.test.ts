import { describe, expect, it } from 'vitest';
import { sampleSchedule } from './test-helpers';
import { overlappingClasses } from './schedule-overlap';

// sampleSchedule: instructor ins1, Seg and Qua 10:00–11:00, from 2025-06-02, no end.
const existing = { ...sampleSchedule, id: 'a' };
const slot = {
  instructorId: 'ins1',
  days: [1],
  startTime: '10:30',
  endTime: '11:30',
  startDate: null as string | null,
  endDate: null as string | null,
};

describe('overlappingClasses', () => {
  it.each([
    ['same instructor, weekday and time', {}, ['a']],
    ['another instructor', { instructorId: 'ins2' }, []],
    ['no common weekday', { days: [2, 4] }, []],
    ['one common weekday of several', { days: [2, 3] }, ['a']],
    ['ends when the other starts', { startTime: '09:00', endTime: '10:00' }, []],
    ['starts when the other ends', { startTime: '11:00', endTime: '12:00' }, []],
    ['inside the other', { startTime: '10:15', endTime: '10:45' }, ['a']],
    ['a date range ending before the other starts', { endDate: '2025-06-01' }, []],
    ['a date range ending on the day the other starts', { endDate: '2025-06-02' }, ['a']],
    ['no instructor chosen yet', { instructorId: '' }, []],
    ['no weekday chosen yet', { days: [] }, []],
  ] as const)('%s', (_case, change, expected) => {
    const found = overlappingClasses({ ...slot, ...(change as object) }, [existing]);
    expect(found.map((s) => s.id)).toEqual(expected);
  });

  it('ignores inactive classes, the class being edited, and classes that ended before', () => {
    const ended = { ...existing, id: 'ended', startDate: null, endDate: '2024-12-30' }; // a Monday
    const later = { ...slot, startDate: '2025-01-01' };
    expect(overlappingClasses(later, [{ ...existing, active: false }, ended])).toEqual([]);
    expect(overlappingClasses(slot, [existing], 'a')).toEqual([]);
    expect(overlappingClasses({ ...later, startDate: '2024-12-30' }, [ended]).map((s) => s.id)).toEqual(['ended']);
  });

  it('warns only when a weekday of both falls in the dates both run (a class ended today, another begun today)', () => {
    // Mondays and Wednesdays until Tuesday 10/06/2025; the new one from that Tuesday.
    const endsTuesday = { ...existing, endDate: '2025-06-10' };
    const from = (startDate: string, days: number[]) => ({ ...slot, startDate, days });
    expect(overlappingClasses(from('2025-06-10', [1, 3]), [endsTuesday])).toEqual([]);
    expect(overlappingClasses(from('2025-06-09', [1]), [endsTuesday]).map((s) => s.id)).toEqual(['a']);
    // Until Wednesday 11/06: they meet that Wednesday.
    const endsWednesday = { ...existing, endDate: '2025-06-11' };
    expect(overlappingClasses(from('2025-06-10', [1, 3]), [endsWednesday]).map((s) => s.id)).toEqual(['a']);
  });
});
