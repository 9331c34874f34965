import { afterEach, describe, expect, it, vi } from 'vitest';
import { aClass, aClosure, anOccurrence } from '../../domain/week-test-data';
import { preloadScreen } from './preload';

// What the route asks the data layer for while the agenda's code downloads; each source's first
// answer is given by the test (`answer`), as the server would.
const asked = vi.hoisted(() => ({
  then: {} as Record<string, ((value: unknown) => void) | undefined>,
  occurrences: [] as string[],
  names: [] as string[][],
}));
vi.mock('../../data/hooks', () => ({
  preload: {
    instructors: () => undefined,
    schedules: (then?: (value: unknown) => void) => void (asked.then.schedules = then),
    studentNames: (ids: readonly string[]) => void asked.names.push([...ids].sort()),
  },
}));
vi.mock('../../data/week-hooks', () => ({
  preloadWeek: {
    settings: () => undefined,
    closures: (then?: (value: unknown) => void) => void (asked.then.closures = then),
    occurrencesBetween: (from: string, to: string, _changedOnly: boolean, then?: (value: unknown) => void) => {
      asked.occurrences.push(`${from}..${to}`);
      asked.then.occurrences = then;
    },
  },
}));

afterEach(() => {
  asked.then = {};
  asked.occurrences = [];
  asked.names = [];
});

const open = (query: string) => preloadScreen(new URL(`http://127.0.0.1/admin/dashboard${query}`));
const answer = (source: 'schedules' | 'occurrences' | 'closures', value: unknown) => asked.then[source]?.(value);

// Monday 23 Nov 2026: 'evening' (Ana, Bia) and 'morning' (Caio) take place; 'friday' does not.
const evening = aClass('evening');
const morning = aClass('morning', { studentIds: ['caio'], days: [1], startTime: '07:00', instructorId: 'ins2' });
const friday = aClass('friday', { studentIds: ['duda'], days: [5] });
const monday = '?data=2026-11-23';

describe("the agenda's route, for Dia", () => {
  it('reads the names of exactly the people Dia shows: make-up guests and a class moved there included', () => {
    open(monday);
    answer('schedules', [evening, morning, friday]);
    answer('closures', []);
    expect(asked.names).toEqual([]); // not before the day's occurrences are known
    answer('occurrences', [
      anOccurrence('evening', '2026-11-23', { guests: { eva: 'credit-1' } }),
      anOccurrence('friday', '2026-11-27', {
        movedDate: '2026-11-23',
        movedStart: '10:00',
        movedEnd: '11:00',
        changed: true,
      }),
    ]);
    expect(asked.occurrences).toEqual(['2026-11-23..2026-11-23']);
    expect(asked.names).toEqual([['ana', 'bia', 'caio', 'duda', 'eva']]);
  });

  it("reads only the names of the classes the URL's filters let through", () => {
    open(`${monday}&instrutor=ins2`);
    answer('schedules', [evening, morning]);
    answer('occurrences', []);
    answer('closures', []);
    expect(asked.names).toEqual([['caio']]);
  });

  it('reads no names on a day the studio is closed', () => {
    open(monday);
    answer('closures', [aClosure({ startDate: '2026-11-23', endDate: '2026-11-23' })]);
    answer('schedules', [evening, morning]);
    answer('occurrences', []);
    expect(asked.names).toEqual([[]]);
  });

  it("reads no occurrences and no names ahead for 'Mostrar todas', nor names for Semana", () => {
    open('?todas=1');
    expect(asked.occurrences).toEqual([]);
    expect(asked.then).toEqual({ schedules: undefined, closures: undefined });
    open('?vista=semana&data=2026-11-23');
    expect(asked.occurrences).toEqual(['2026-11-23..2026-11-29']);
    answer('schedules', [evening]);
    expect(asked.names).toEqual([]);
  });
});
