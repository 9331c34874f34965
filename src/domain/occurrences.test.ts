import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from './dates';
import {
  allActiveInOrder,
  datesBetween,
  monthGrid,
  occurrencesOn,
  occursOn,
  weekDates,
  weekStart,
  type Recurring,
} from './occurrences';

const every = (overrides: Partial<Recurring> = {}): Recurring => ({
  active: true,
  days: [1, 3], // Seg, Qua
  startDate: null,
  endDate: null,
  startTime: '10:00',
  ...overrides,
});

describe('occursOn', () => {
  // 2026-11-23 is a Monday, 2026-11-24 a Tuesday, 2026-11-25 a Wednesday.
  it.each([
    ['on a listed weekday, open range', every(), '2026-11-23', true],
    ['on another weekday', every(), '2026-11-24', false],
    ['Sunday is 0', every({ days: [0] }), '2026-11-22', true],
    ['Saturday is 6', every({ days: [6] }), '2026-11-28', true],
    ['inactive', every({ active: false }), '2026-11-23', false],
    ['on its start date', every({ startDate: '2026-11-23' }), '2026-11-23', true],
    ['the day before its start date', every({ startDate: '2026-11-24' }), '2026-11-23', false],
    ['on its end date', every({ endDate: '2026-11-25' }), '2026-11-25', true],
    ['the day after its end date', every({ endDate: '2026-11-24' }), '2026-11-25', false],
    ['inside both dates', every({ startDate: '2026-11-01', endDate: '2026-11-30' }), '2026-11-25', true],
    ['start and end the same day', every({ startDate: '2026-11-23', endDate: '2026-11-23' }), '2026-11-23', true],
    ['only an end date, long before', every({ endDate: '2020-01-01' }), '2026-11-23', false],
    ['29 February of a leap year', every({ days: [4] }), '2024-02-29', true],
    ['a range ending on 29 February', every({ days: [5], endDate: '2024-02-29' }), '2024-03-01', false],
  ])('%s', (_case, schedule, iso, expected) => {
    expect(occursOn(schedule, iso)).toBe(expected);
  });
});

describe('datesBetween, weekStart, weekDates', () => {
  it.each([
    ['2026-11-23', '2026-11-23', ['2026-11-23']],
    ['2026-12-30', '2027-01-02', ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']],
    ['2024-02-28', '2024-03-01', ['2024-02-28', '2024-02-29', '2024-03-01']],
    ['2025-02-28', '2025-03-01', ['2025-02-28', '2025-03-01']],
    ['2026-11-24', '2026-11-23', []],
  ])('from %s to %s', (from, to, expected) => {
    expect(datesBetween(from, to)).toEqual(expected);
  });

  it.each([
    ['a Monday is its own week start', '2026-11-23', '2026-11-23'],
    ['a Sunday belongs to the week before', '2026-11-29', '2026-11-23'],
    ['a Saturday', '2026-11-28', '2026-11-23'],
    ['across a year', '2027-01-01', '2026-12-28'],
    ['across a leap day', '2024-03-02', '2024-02-26'],
  ])('%s', (_case, iso, monday) => {
    expect(weekStart(iso)).toBe(monday);
    expect(weekDates(iso)).toHaveLength(7);
    expect(weekDates(iso)[0]).toBe(monday);
  });
});

describe('monthGrid (columns Dom … Sáb)', () => {
  it.each([
    // month, first cell, last cell, cells
    ['2026-11-15', '2026-11-01', '2026-12-05', 35], // 1 Nov 2026 is a Sunday
    ['2026-12-01', '2026-11-29', '2027-01-02', 35], // spans two years
    ['2027-01-31', '2026-12-27', '2027-02-06', 42], // starts in the year before, six rows
    ['2024-02-10', '2024-01-28', '2024-03-02', 35], // leap February: 29 days
    ['2026-02-10', '2026-02-01', '2026-02-28', 28], // 1 Feb 2026 is a Sunday, 28 days: four rows
    ['2026-08-01', '2026-07-26', '2026-09-05', 42],
  ])('%s: %s to %s', (iso, first, last, cells) => {
    const grid = monthGrid(iso);
    expect(grid[0]).toBe(first);
    expect(grid.at(-1)).toBe(last);
    expect(grid).toHaveLength(cells);
    expect(new Date(`${first}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it('contains the 29th of February in a leap year and not otherwise', () => {
    expect(monthGrid('2024-02-01')).toContain('2024-02-29');
    expect(monthGrid('2025-02-01')).not.toContain('2025-02-29');
    expect(monthGrid('2025-02-01').at(-1)).toBe('2025-03-01');
  });
});

describe('occurrencesOn', () => {
  const late = { ...every({ startTime: '18:30' }), id: 'late' };
  const early = { ...every({ startTime: '07:00', days: [1] }), id: 'early' };
  const noon = { ...every({ startTime: '12:00', days: [3], endDate: '2026-12-02' }), id: 'noon' };
  const off = { ...every({ active: false, startTime: '06:00' }), id: 'off' };
  const ids = (map: Map<string, { id: string }[]>, iso: string) => map.get(iso)?.map((s) => s.id);

  it('sorts each day by start time and leaves empty days empty', () => {
    const map = occurrencesOn([late, noon, off, early], weekDates('2026-11-25'));
    expect(ids(map, '2026-11-23')).toEqual(['early', 'late']);
    expect(ids(map, '2026-11-24')).toEqual([]);
    expect(ids(map, '2026-11-25')).toEqual(['noon', 'late']);
    expect([...map.keys()]).toEqual(weekDates('2026-11-23'));
  });

  it('stops at the end date over a month that spans two years', () => {
    const map = occurrencesOn([noon, late], monthGrid('2026-12-01'));
    expect(ids(map, '2026-11-30')).toEqual(['late']);
    expect(ids(map, '2026-12-02')).toEqual(['noon', 'late']);
    expect(ids(map, '2026-12-09')).toEqual(['late']);
    expect(ids(map, '2026-12-30')).toEqual(['late']);
    expect(ids(map, '2027-01-02')).toEqual([]); // a Saturday
  });

  it('answers for no schedules and no dates', () => {
    expect(occurrencesOn([], ['2026-11-23']).get('2026-11-23')).toEqual([]);
    expect(occurrencesOn([late], []).size).toBe(0);
  });

  describe("today's classes with a fixed clock in São Paulo", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it.each([
      ['2026-11-24T02:59:00Z', '2026-11-23', ['early', 'late']], // still Monday 23:59 in São Paulo
      ['2026-11-24T03:00:00Z', '2026-11-24', []], // Tuesday starts
    ])('at %s the day is %s', (instant, day, expected) => {
      vi.setSystemTime(new Date(instant));
      const today = todayIso();
      expect(today).toBe(day);
      expect(ids(occurrencesOn([late, early], [today]), today)).toEqual(expected);
    });
  });
});

describe("allActiveInOrder ('Mostrar todas')", () => {
  it('orders by first weekday (Sunday first), then start time, without inactive ones', () => {
    const rows = [
      { ...every({ days: [3, 5], startTime: '08:00' }), id: 'wed-8' },
      { ...every({ days: [5, 1], startTime: '09:00' }), id: 'mon-9' },
      { ...every({ days: [1], startTime: '07:30' }), id: 'mon-7' },
      { ...every({ days: [0], startTime: '20:00' }), id: 'sun-20' },
      { ...every({ days: [0], startTime: '06:00', active: false }), id: 'off' },
    ];
    expect(allActiveInOrder(rows).map((s) => s.id)).toEqual(['sun-20', 'mon-7', 'mon-9', 'wed-8']);
  });
});
