// Shared data of the week's domain tests (imported only by *.test.ts): Monday 23 Nov 2026.
import { blankOccurrence, type OccurrenceOf, type Occurrence } from './occurrence';
import type { Closure } from './closure';
import type { Schedule } from './schedule';

export type TestSchedule = Schedule & { id: string };

export const aClass = (id: string, overrides: Partial<Schedule> = {}): TestSchedule => ({
  id,
  instructorId: 'ins1',
  studentIds: ['ana', 'bia'],
  discipline: 'pilates',
  days: [1, 3], // Seg, Qua
  startTime: '18:00',
  endTime: '19:00',
  startDate: null,
  endDate: null,
  active: true,
  createdAt: 0,
  updatedAt: 0,
  ...overrides,
});

export const anOccurrence = (scheduleId: string, date: string, overrides: Partial<Occurrence> = {}): OccurrenceOf => ({
  ...blankOccurrence(date, 0, 'ins1'),
  ...overrides,
  scheduleId,
});

export const aClosure = (overrides: Partial<Closure> = {}): Closure => ({
  kind: 'feriado',
  reason: 'Natal',
  startDate: '2026-12-25',
  endDate: '2026-12-25',
  active: true,
  createdAt: 0,
  updatedAt: 0,
  ...overrides,
});
