// schedules/{id}: a recurring class; schedules/{id}/enrollments/{studentId}: one per student.
import { authorShape, authorshipShape } from './authorship';
import { z } from './z';
import { disciplines } from './enums';
import { distinct, docId, instant, isoDate, time, timePattern } from './fields';
import { limits } from './limits';

export const DEFAULT_START_TIME = '10:00';
export const DEFAULT_END_TIME = '11:00';

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Two 'HH:MM' times, the first before the second: a class's times as typed, once they are some. */
export const isTimeSlot = (start: string, end: string): boolean =>
  timePattern.test(start) && timePattern.test(end) && minutesOf(start) < minutesOf(end);

const weekday = z.number().int().min(0).max(6);

/** A schedule's fields. Strict: every key present and no other, exactly what firestore.rules accepts. */
const scheduleFields = z.strictObject({
  instructorId: docId,
  /** Each student once. */
  studentIds: z.array(docId).min(1).max(limits.studentIds).refine(distinct, 'Alunos repetidos.'),
  discipline: z.enum(disciplines),
  /** Weekdays, 0 = Sunday … 6 = Saturday, no repeats. */
  days: z.array(weekday).min(1).max(7).refine(distinct, 'Dias repetidos.'),
  startTime: time,
  endTime: time,
  /** First day of the recurrence, or null for "since always". */
  startDate: isoDate.nullable(),
  /** Last day of the recurrence, or null for "no end". */
  endDate: isoDate.nullable(),
  active: z.boolean(),
  createdAt: instant,
  /** The client's instant of the last change (createdAt until the first edit). */
  updatedAt: instant,
});

/** The checks across fields, the same for what the app writes and what is stored. */
function ordered<T extends z.ZodType<z.infer<typeof scheduleFields>>>(schema: T) {
  return schema
    .refine((s) => minutesOf(s.endTime) > minutesOf(s.startTime), {
      message: 'O horário final deve ser depois do inicial.',
      path: ['endTime'],
    })
    .refine((s) => s.startDate === null || s.endDate === null || s.startDate <= s.endDate, {
      message: 'A data final deve ser igual ou posterior à inicial.',
      path: ['endDate'],
    });
}

/** What the app writes (forms, seeds); storedScheduleSchema adds the authorship (authorship.ts). */
export const scheduleSchema = ordered(scheduleFields);
export type Schedule = z.infer<typeof scheduleSchema>;
export type ScheduleWithId = Schedule & { id: string };

export const storedScheduleSchema = ordered(scheduleFields.extend(authorshipShape));
export type StoredSchedule = z.infer<typeof storedScheduleSchema>;

/**
 * schedules/{id}/enrollments/{studentId}: the document id is the studentId (rules). It keeps no
 * history of its own: it is written only in the batch that writes its schedule, whose history holds
 * the studentIds of every version (and so which enrollments were active).
 */
export const enrollmentSchema = z.strictObject({
  studentId: docId,
  createdAt: instant,
  /** false once the student leaves the schedule or the schedule is deactivated (nothing is deleted). */
  active: z.boolean(),
  updatedAt: instant,
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const storedEnrollmentSchema = enrollmentSchema.extend(authorShape);
export type StoredEnrollment = z.infer<typeof storedEnrollmentSchema>;

/** Weekdays sorted Sunday first, e.g. for display. */
export function sortedDays(days: readonly number[]): number[] {
  return [...days].sort((a, b) => a - b);
}

/**
 * A class's students after 'Manter o meu': the list saved elsewhere meanwhile (`theirs`), with the
 * students this form added since `base` and without those it took out. The whole list of the form
 * would undo their change: enroll again a student made inactive meanwhile, or drop one they added.
 */
export function mergeStudentIds(base: readonly string[], mine: readonly string[], theirs: readonly string[]): string[] {
  const removed = new Set(base.filter((id) => !mine.includes(id)));
  const added = mine.filter((id) => !base.includes(id) && !theirs.includes(id));
  return [...theirs.filter((id) => !removed.has(id)), ...added];
}
