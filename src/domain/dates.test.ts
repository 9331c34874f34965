import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDaysIso,
  ageLabel,
  ageOn,
  daysFromTo,
  formatDateBR,
  isIsoDate,
  monthDayIso,
  parseIsoDate,
  todayIso,
  weekdayOf,
} from './dates';

describe('todayIso (America/Sao_Paulo, UTC-3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['2025-03-01T02:59:59Z', '2025-02-28'],
    ['2025-03-01T03:00:00Z', '2025-03-01'],
    ['2024-12-31T23:30:00-03:00', '2024-12-31'],
    ['2025-01-01T00:10:00-03:00', '2025-01-01'],
    ['2025-06-15T12:00:00Z', '2025-06-15'],
  ])('at %s it is %s', (instant, day) => {
    expect(todayIso(new Date(instant))).toBe(day);
    vi.setSystemTime(new Date(instant));
    expect(todayIso()).toBe(day);
  });

  it('takes epoch milliseconds too', () => {
    expect(todayIso(Date.parse('2025-03-01T02:00:00Z'))).toBe('2025-02-28');
  });
});

describe('ageOn', () => {
  it.each([
    ['2000-05-10', '2025-05-09', 24],
    ['2000-05-10', '2025-05-10', 25],
    ['2000-05-10', '2025-05-11', 25],
    ['2007-06-15', '2025-06-14', 17],
    ['2007-06-15', '2025-06-15', 18],
    ['2008-02-29', '2025-02-28', 16],
    ['2008-02-29', '2025-03-01', 17],
    ['2008-02-29', '2028-02-29', 20],
    ['2025-06-15', '2025-06-15', 0],
    ['2024-06-16', '2025-06-15', 0],
  ])('born %s, on %s → %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it.each([
    ['', '2025-01-01'],
    ['2025-02-30', '2025-03-01'],
    ['10/05/2000', '2025-01-01'],
    ['2026-01-01', '2025-01-01'],
  ])('born %s, on %s → null', (birth, today) => {
    expect(ageOn(birth, today)).toBeNull();
  });
});

describe('age today, with the studio clock (America/Sao_Paulo)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    // Birthday today: the new age counts from São Paulo's midnight, not UTC's.
    ['2025-05-10T02:59:00Z', '2000-05-10', 24],
    ['2025-05-10T03:00:00Z', '2000-05-10', 25],
    ['2025-05-11T02:30:00Z', '2000-05-10', 25],
    // Born on a leap day: in a common year the birthday is taken as 1 March.
    ['2025-02-28T15:00:00Z', '2004-02-29', 20],
    ['2025-03-01T15:00:00Z', '2004-02-29', 21],
    ['2028-02-29T15:00:00Z', '2004-02-29', 24],
    ['2028-02-28T15:00:00Z', '2004-02-29', 23],
    // Born today.
    ['2025-06-15T12:00:00Z', '2025-06-15', 0],
  ])('at %s, born %s → %i', (instant, birth, age) => {
    vi.setSystemTime(new Date(instant));
    expect(ageOn(birth, todayIso())).toBe(age);
  });

  it.each([
    ['2025-06-15T12:00:00Z', '2025-06-16'],
    ['2025-06-15T02:00:00Z', '2025-06-15'],
    ['2025-06-15T12:00:00Z', '2100-01-01'],
  ])('at %s, a birth date %s in the future has no age', (instant, birth) => {
    vi.setSystemTime(new Date(instant));
    expect(ageOn(birth, todayIso())).toBeNull();
  });
});

describe('ageLabel', () => {
  it.each([
    [0, 'Idade: 0 anos'],
    [1, 'Idade: 1 ano'],
    [2, 'Idade: 2 anos'],
    [45, 'Idade: 45 anos'],
  ])('%i → %s', (age, label) => {
    expect(ageLabel(age)).toBe(label);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-06-15', -90, '2025-03-17'],
  ])('%s + %i days = %s', (iso, days, result) => {
    expect(addDaysIso(iso, days)).toBe(result);
  });

  it.each([
    ['2025-01-15', 1, 31, '2025-02-28'],
    ['2024-01-15', 1, 31, '2024-02-29'],
    ['2025-01-15', -2, 10, '2024-11-10'],
    ['2025-03-31', 0, 5, '2025-03-05'],
    ['2025-11-30', 2, 30, '2026-01-30'],
  ])('%s, %i months, day %i → %s', (iso, months, day, result) => {
    expect(monthDayIso(iso, months, day)).toBe(result);
  });

  it.each([
    ['2025-06-15', 0],
    ['2025-06-16', 1],
    ['2025-06-21', 6],
  ])('weekdayOf(%s) = %i', (iso, day) => {
    expect(weekdayOf(iso)).toBe(day);
  });

  it('throws on an invalid date', () => {
    expect(() => addDaysIso('2025-13-01', 1)).toThrow();
  });
});

describe('parsing and display', () => {
  it.each([
    ['2025-06-15', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-6-15', false],
    ['', false],
  ])('isIsoDate(%s) = %s', (iso, valid) => {
    expect(isIsoDate(iso)).toBe(valid);
  });

  it('parses parts', () => {
    expect(parseIsoDate('2025-06-05')).toEqual({ year: 2025, month: 6, day: 5 });
  });

  it.each([
    ['2025-06-05', '05/06/2025'],
    ['', ''],
    [null, ''],
    ['garbage', ''],
  ])('formatDateBR(%s) = %s', (iso, text) => {
    expect(formatDateBR(iso)).toBe(text);
  });
});

describe('daysFromTo', () => {
  it('counts the days between two dates, across a leap day and a year', () => {
    expect(daysFromTo('2026-12-21', '2026-12-21')).toBe(0);
    expect(daysFromTo('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysFromTo('2026-12-21', '2027-01-03')).toBe(13);
    expect(daysFromTo('2027-01-03', '2026-12-21')).toBe(-13);
  });
});
