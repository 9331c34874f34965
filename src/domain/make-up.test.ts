import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classOnDate } from './class-days';
import {
  bookableClasses,
  expectedCount,
  freeSeats,
  hasStarted,
  nearNoticeMark,
  NoticeBookedError,
  NoticeUsedError,
  noticeOutcome,
  seatTaken,
  SeatTakenError,
} from './make-up';
import { studioInstant, studioTime } from './studio-clock';
import { aClass, anOccurrence } from './week-test-data';

// The studio's clock: Monday 23 Nov 2026, 12:00 in São Paulo (15:00 UTC).
const NOW = new Date('2026-11-23T15:00:00Z').getTime();
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the studio clock (UTC−3 all year)', () => {
  it.each([
    ['2026-11-23', '12:00', '2026-11-23T15:00:00.000Z'],
    ['2026-11-23', '22:30', '2026-11-24T01:30:00.000Z'],
    ['2026-01-15', '00:00', '2026-01-15T03:00:00.000Z'], // summer: no daylight saving time since 2019
  ])('%s %s is %s', (date, time, iso) => {
    expect(new Date(studioInstant(date, time)).toISOString()).toBe(iso);
    expect(studioTime(studioInstant(date, time))).toBe(time);
  });
});

describe('a notice of absence (at least 3 hours before the start)', () => {
  it.each([
    ['15:00 today: exactly 3 hours', '2026-11-23', '15:00', 'justificada'],
    ['15:01 today', '2026-11-23', '15:01', 'justificada'],
    ['14:59 today: 2 h 59 min', '2026-11-23', '14:59', 'falta'],
    ['13:00 today', '2026-11-23', '13:00', 'falta'],
    ['07:00 tomorrow', '2026-11-24', '07:00', 'justificada'],
    ['01:00 tomorrow: 13 h', '2026-11-24', '01:00', 'justificada'],
  ])('for a class at %s is %s', (_what, at, startTime, expected) => {
    expect(noticeOutcome({ at, startTime }, Date.now())).toBe(expected);
  });

  it.each([
    ['15:00 today: the mark itself', '15:00', true],
    ['15:05 today: 5 min before the mark', '15:05', true],
    ['14:55 today: 5 min past it', '14:55', true],
    ['15:06 today', '15:06', false],
    ['14:54 today', '14:54', false],
  ])('near the 3 hours by the clock a server may see otherwise: a class at %s', (_what, startTime, near) => {
    expect(nearNoticeMark({ at: '2026-11-23', startTime }, Date.now())).toBe(near);
  });

  it('judges a moved class by its new date and time', () => {
    const moved = classOnDate(
      aClass('evening'),
      '2026-11-25',
      anOccurrence('evening', '2026-11-25', {
        movedDate: '2026-11-23',
        movedStart: '14:00',
        movedEnd: '15:00',
        changed: true,
      }),
    );
    expect(noticeOutcome(moved, Date.now())).toBe('falta');
    expect(hasStarted(moved, Date.now())).toBe(false);
  });
});

describe('class size (at most 6): enrolled − justified notices + make-up guests', () => {
  const four = aClass('four', { studentIds: ['a', 'b', 'c', 'd'] });
  it.each([
    ['four enrolled', {}, {}, 4, 2],
    ['one justified notice frees a seat', { a: 'justificada' as const }, {}, 3, 3],
    ['a late notice frees none', { a: 'falta' as const }, {}, 4, 2],
    ['two guests', {}, { x: 'c1', y: 'c2' }, 6, 0],
    ['a justified notice and two guests', { a: 'justificada' as const }, { x: 'c1', y: 'c2' }, 5, 1],
    ['a guest enrolled since counts once', {}, { a: 'c1' }, 4, 2],
  ])('%s', (_what, attendance, guests, expected, free) => {
    const c = classOnDate(four, '2026-11-25', anOccurrence('four', '2026-11-25', { attendance, guests }));
    expect(expectedCount(c)).toBe(expected);
    expect(freeSeats(c)).toBe(free);
  });
  it('a class of 7 enrolled has no free seat, not a negative one', () => {
    const seven = aClass('seven', { studentIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] });
    expect(freeSeats(classOnDate(seven, '2026-11-25', null))).toBe(0);
  });
});

describe('bookableClasses: where a credit can take a seat', () => {
  const later = (id: string, date: string, overrides = {}) => classOnDate(aClass(id, overrides), date, null);
  it.each([
    ['a future class with room', later('x', '2026-11-25'), true],
    ['today, not started (18:00)', later('x', '2026-11-23'), true],
    ['today, started (07:00)', later('x', '2026-11-23', { startTime: '07:00', endTime: '08:00' }), false],
    ['after the credit’s last day', later('x', '2026-12-31'), false],
    ['a class the student is enrolled in', later('x', '2026-11-25', { studentIds: ['zoe'] }), false],
    ['a full class', later('x', '2026-11-25', { studentIds: ['1', '2', '3', '4', '5', '6'] }), false],
    [
      'a cancelled class',
      classOnDate(
        aClass('x'),
        '2026-11-25',
        anOccurrence('x', '2026-11-25', { cancelled: true, reason: 'Chuva', changed: true }),
      ),
      false,
    ],
    [
      'a class the student left after a notice in time for that day (a guest has no justified absence)',
      classOnDate(aClass('x'), '2026-11-25', anOccurrence('x', '2026-11-25', { attendance: { zoe: 'justificada' } })),
      false,
    ],
    [
      'a class where the student is already a guest',
      classOnDate(aClass('x'), '2026-11-25', anOccurrence('x', '2026-11-25', { guests: { zoe: 'c1' } })),
      false,
    ],
  ])('%s', (_what, c, expected) => {
    expect(bookableClasses([c], 'zoe', '2026-12-20', Date.now()).length === 1).toBe(expected);
  });

  it('never at the time of another class the student attends that day; after a justified absence, yes', () => {
    const offered = later('x', '2026-11-25', { startTime: '18:30', endTime: '19:30' });
    const own = (attendance = {}) =>
      classOnDate(
        aClass('own', { studentIds: ['zoe'] }),
        '2026-11-25',
        anOccurrence('own', '2026-11-25', { attendance }),
      );
    const bookable = (theirs: ReturnType<typeof own>[]) =>
      bookableClasses([offered], 'zoe', '2026-12-20', Date.now(), theirs);
    expect(bookable([own()])).toEqual([]); // her 18:00–19:00 class
    expect(bookable([own({ zoe: 'justificada' })])).toEqual([offered]); // she is not coming to it
    expect(bookable([classOnDate(aClass('own', { studentIds: ['zoe'] }), '2026-11-30', null)])).toEqual([offered]);
  });
});

describe("'Desfazer aviso': the seat the notice freed is taken only by a make-up guest", () => {
  const students = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
  const back = (enrolled: number, guests: Record<string, string>) =>
    seatTaken(
      classOnDate(
        aClass('x', { studentIds: students(enrolled) }),
        '2026-11-25',
        anOccurrence('x', '2026-11-25', { guests }),
      ),
    );
  it.each([
    ['six enrolled, a guest in the freed seat: seven', 6, { g: 'c1' }, true],
    ['five enrolled and a guest: six', 5, { g: 'c1' }, false],
    ['seven enrolled (over 6 is only warned of), no guest', 7, {}, false],
  ])('%s', (_what, enrolled, guests, taken) => {
    expect(back(enrolled, guests)).toBe(taken);
  });
});

describe("'Desfazer aviso' refused: the staff are told why and what to do first", () => {
  it.each([
    [
      new NoticeBookedError(),
      'A reposição deste aviso já está agendada: cancele a reposição antes de desfazer o aviso.',
    ],
    [
      new NoticeUsedError(),
      'A reposição deste aviso já aconteceu: o aviso não pode mais ser desfeito, e a falta continua justificada.',
    ],
    [
      new SeatTakenError(),
      'A vaga deste aluno foi ocupada por uma reposição: com ele de volta, a turma passaria de 6 pessoas. ' +
        'Cancele uma reposição desta aula antes de desfazer o aviso.',
    ],
  ])('%s', (refusal, text) => {
    expect(refusal.message).toBe(text);
  });
});
