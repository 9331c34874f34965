// Shared data of the dashboard's component tests: a Monday, 23 Nov 2026, 12:00 in São Paulo.
import { vi } from 'vitest';
import { useInstructors, useSchedules, useStudentNames, useStudents } from '../../data/hooks';
import type { OccurrenceRecord } from '../../data/occurrences-repo';
import type { ClosureRecord, SettingsRecord } from '../../data/closures-repo';
import type { CreditRecord } from '../../data/credits-repo';
import {
  useClassCredits,
  useClassesOccurrences,
  useClosures,
  useOccurrence,
  useOccurrencesBetween,
  useStudentCredits,
  useStudioSettings,
} from '../../data/week-hooks';
import type { ScheduleRecord } from '../../data/schedules-repo';
import { blankOccurrence } from '../../domain/occurrence';
import { aSchedule, aStudent, anInstructor, live } from '../testing/factories';

export const now = new Date('2026-11-23T15:00:00Z');

/** Monday 23/11's evening class (Carla's) with make-up guests (student id → credit id). */
export const withGuests = (guests: Record<string, string>): OccurrenceRecord => ({
  ...blankOccurrence('2026-11-23', 0, 'carla'),
  scheduleId: 'evening',
  version: 1,
  guests,
});

export const carla = anInstructor({ id: 'carla', nome: 'Carla Nunes' });
export const davi = anInstructor({ id: 'davi', nome: 'Davi Rocha' });
export const olga = anInstructor({ id: 'olga', nome: 'Olga Antiga', active: false });
export const ana = aStudent({ id: 'ana', nome: 'Ana Souza' });
export const joao = aStudent({ id: 'joao', nome: 'João Gonçalves' });
export const bia = aStudent({ id: 'bia', nome: 'Beatriz Lima', active: false });

const base = { startDate: null, endDate: null };
/** Mon + Wed 18:00 with Carla (Ana, João). */
export const evening = aSchedule({
  ...base,
  id: 'evening',
  instructorId: 'carla',
  studentIds: ['ana', 'joao'],
  days: [1, 3],
  startTime: '18:00',
  endTime: '19:00',
  discipline: 'pilates',
});
/** Mon 07:00 with Davi (João), no discipline label → 'Atividade'. */
export const early = aSchedule({
  ...base,
  id: 'early',
  instructorId: 'davi',
  studentIds: ['joao'],
  days: [1],
  startTime: '07:00',
  endTime: '08:00',
  discipline: '' as never,
});
/** Sunday 09:00 yoga with Carla (Ana). */
export const sunday = aSchedule({
  ...base,
  id: 'sunday',
  instructorId: 'carla',
  studentIds: ['ana'],
  days: [0],
  startTime: '09:00',
  endTime: '10:00',
  discipline: 'yoga',
});
/** Inactive: never shown. */
export const off = aSchedule({
  ...base,
  id: 'off',
  instructorId: 'carla',
  studentIds: ['ana'],
  days: [1],
  startTime: '06:00',
  endTime: '07:00',
  active: false,
});

/** The studio's settings as saved: make-up credits valid `creditDays` days. */
export const settingsOf = (creditDays: number): SettingsRecord => ({
  id: 'studio',
  creditDays,
  createdAt: 1,
  updatedAt: 1,
  updatedBy: 'uid-1',
  updatedByName: 'Helena Duarte',
  writtenAt: 1,
  version: 1,
});

/** What the week's hooks answer (test files mock data/week-hooks): nothing happened, nothing closed. */
export function withWeek({
  occurrences = [],
  closures = [],
  credits = [],
}: { occurrences?: OccurrenceRecord[]; closures?: ClosureRecord[]; credits?: CreditRecord[] } = {}) {
  vi.mocked(useClosures).mockReturnValue(live(closures));
  vi.mocked(useClassCredits).mockImplementation((scheduleId, date) =>
    live(credits.filter((c) => c.scheduleId === scheduleId && c.date === date)),
  );
  vi.mocked(useStudioSettings).mockReturnValue(live(null));
  // Stable answers per range, as the real listener gives (a new list only when something changed).
  const answers = new Map<string, ReturnType<typeof live<OccurrenceRecord[]>>>();
  vi.mocked(useOccurrencesBetween).mockImplementation((from, to) => {
    const key = `${from}|${to}`;
    const answer =
      answers.get(key) ??
      live(occurrences.filter((o) => (from <= o.date && o.date <= to) || (from <= o.movedDate && o.movedDate <= to)));
    answers.set(key, answer);
    return answer;
  });
  vi.mocked(useOccurrence).mockImplementation((scheduleId, date) =>
    live(occurrences.find((o) => o.scheduleId === scheduleId && o.date === date) ?? null),
  );
  vi.mocked(useStudentCredits).mockReturnValue(live([]));
  vi.mocked(useClassesOccurrences).mockImplementation((ids, from) =>
    live(occurrences.filter((o) => ids.includes(o.scheduleId) && o.date >= from)),
  );
}

export function withData(schedules: ScheduleRecord[] = [evening, early, sunday, off], students = [ana, joao, bia]) {
  vi.mocked(useSchedules).mockReturnValue(live(schedules));
  vi.mocked(useInstructors).mockReturnValue(live([carla, davi, olga]));
  vi.mocked(useStudents).mockReturnValue(live(students));
  // One answer per set of ids, as the real listener keeps it.
  const names = new Map<string, ReturnType<typeof live<ReadonlyMap<string, string>>>>();
  vi.mocked(useStudentNames).mockImplementation((ids) => {
    const key = [...new Set(ids)].sort().join(',');
    const answer =
      names.get(key) ?? live(new Map(students.filter((s) => ids.includes(s.id)).map((s) => [s.id, s.nome])));
    names.set(key, answer);
    return answer;
  });
  withWeek();
}
