// schedules/{id}: a recurring class; schedules/{id}/enrollments/{auto}: one per student.
import { z } from './z';
import { disciplines } from './enums';
import { distinct, docId, instant, isoDate, time } from './fields';
import { limits } from './limits';

export const DEFAULT_START_TIME = '10:00';
export const DEFAULT_END_TIME = '11:00';

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

const weekday = z.number().int().min(0).max(6);

// Strict: every key present and no other, exactly what firestore.rules accepts (DESIGN.md).
export const scheduleSchema = z
  .strictObject({
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
    /** Set when a schedule is edited or (de)activated (DESIGN.md: schedules can be edited). */
    updatedAt: instant.optional(),
  })
  .refine((s) => minutesOf(s.endTime) > minutesOf(s.startTime), {
    message: 'O horário final deve ser depois do inicial.',
    path: ['endTime'],
  })
  .refine((s) => s.startDate === null || s.endDate === null || s.startDate <= s.endDate, {
    message: 'A data final deve ser igual ou posterior à inicial.',
    path: ['endDate'],
  });
export type Schedule = z.infer<typeof scheduleSchema>;
export type ScheduleWithId = Schedule & { id: string };

/** schedules/{id}/enrollments/{studentId}: the document id is the studentId (rules). */
export const enrollmentSchema = z.strictObject({
  studentId: docId,
  createdAt: instant,
  /** false once the student leaves the schedule or the schedule is deactivated (nothing is deleted). */
  active: z.boolean().optional(),
  updatedAt: instant.optional(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** Weekdays sorted Sunday first, e.g. for display. */
export function sortedDays(days: readonly number[]): number[] {
  return [...days].sort((a, b) => a - b);
}
