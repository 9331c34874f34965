// What every seed (the demo one and the busy studio of seed-bench) hands to the writer: plain
// documents, checked against the domain's stored schemas before anything is written.
import { instructorSchema } from '../src/domain/instructor.ts';
import { instructorPrivateSchema, splitInstructor } from '../src/domain/instructor-private.ts';
import { paymentSchema } from '../src/domain/payment.ts';
import { enrollmentSchema, scheduleSchema } from '../src/domain/schedule.ts';
import { studentSchema } from '../src/domain/student.ts';
import { splitStudent, studentPrivateSchema } from '../src/domain/student-private.ts';
import { userSchema, type User } from '../src/domain/user.ts';
import { closureSchema } from '../src/domain/closure.ts';
import { creditSchema } from '../src/domain/credit.ts';
import { occurrenceSchema } from '../src/domain/occurrence.ts';
import type { SeededPayment } from './seed-payments.ts';
import type { SeededWeek } from './seed-week.ts';
import type { SeededRecord } from './seed-records.ts';
import { healthRecordSchema } from '../src/domain/health-record.ts';
import { sessionNoteSchema } from '../src/domain/session-note.ts';
import type { SeededInstructor, SeededSchedule } from './seed-studio.ts';
import type { SeededStudent } from './seed-students.ts';

/** What an account needs; the demo logins (demo-logins.mjs) are one kind of it. */
export interface SeedLogin {
  email: string;
  password: string;
  nome: string;
}

export interface SeedData {
  users: { login: SeedLogin; profile: User }[];
  students: SeededStudent[];
  instructors: SeededInstructor[];
  schedules: SeededSchedule[];
  payments: SeededPayment[];
  /** What happened in the classes: roll calls, notices, credits, a closed holiday (seed-week.ts). */
  week: SeededWeek;
  /** Prontuários with their notes and care teams (seed-records.ts). */
  records?: SeededRecord[];
}

export interface SeedCounts {
  users: number;
  students: number;
  instructors: number;
  schedules: number;
  enrollments: number;
  payments: number;
  paymentsByStatus: Record<string, number>;
  occurrences: number;
  credits: number;
}

interface Schema {
  safeParse: (value: unknown) => { success: boolean; error?: unknown };
}

/** Every document must pass its schema: the seed proves that the schemas and the data agree. */
export function validateSeedData(what: string, data: SeedData): void {
  const check = (kind: string, schema: Schema, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new Error(`${what} ${kind} does not match its schema: ${JSON.stringify(value)}\n${String(result.error)}`);
    }
  };
  for (const u of data.users) check('user', userSchema, u.profile);
  // Each student and instructor is written as two documents: the record and its private part.
  for (const s of data.students) {
    const { student, details } = splitStudent(s.data);
    check('student', studentSchema, student);
    check('student (private part)', studentPrivateSchema, details);
  }
  for (const i of data.instructors) {
    const { instructor, details } = splitInstructor(i.data);
    check('instructor', instructorSchema, instructor);
    check('instructor (private part)', instructorPrivateSchema, details);
  }
  for (const r of data.records ?? []) {
    check('record', healthRecordSchema, r.record);
    for (const n of r.notes) check('note', sessionNoteSchema, n.data);
  }
  for (const s of data.schedules) {
    check('schedule', scheduleSchema, s.data);
    for (const e of s.enrollments) check('enrollment', enrollmentSchema, e);
  }
  for (const p of data.payments) check('payment', paymentSchema, p.data);
  for (const o of data.week.occurrences) check('occurrence', occurrenceSchema, o.data);
  for (const c of data.week.credits) check('credit', creditSchema, c.data);
  for (const c of data.week.closures) check('closure', closureSchema, c.data);
}

export function seedCounts(data: SeedData): SeedCounts {
  const paymentsByStatus: Record<string, number> = {};
  for (const p of data.payments) paymentsByStatus[p.data.status] = (paymentsByStatus[p.data.status] ?? 0) + 1;
  return {
    users: data.users.length,
    students: data.students.length,
    instructors: data.instructors.length,
    schedules: data.schedules.length,
    enrollments: data.schedules.reduce((n, s) => n + s.enrollments.length, 0),
    payments: data.payments.length,
    paymentsByStatus,
    occurrences: data.week.occurrences.length,
    credits: data.week.credits.length,
  };
}
