// All the demo data as plain values, validated against the domain's schemas. Pure: the same
// (today, now, seed) always gives the same data, so it is testable without the emulators.
import { todayIso } from '../src/domain/dates.ts';
import { instructorSchema } from '../src/domain/instructor.ts';
import { paymentSchema } from '../src/domain/payment.ts';
import { enrollmentSchema, scheduleSchema } from '../src/domain/schedule.ts';
import { studentSchema } from '../src/domain/student.ts';
import { userSchema, type User } from '../src/domain/user.ts';
import { demoLogins, type DemoLogin } from './demo-logins.mjs';
import { buildPayments, type SeededPayment } from './seed-payments.ts';
import { cpf, phone } from './seed-people.ts';
import { createRandom } from './seed-random.ts';
import { buildInstructors, buildSchedules, type SeededInstructor, type SeededSchedule } from './seed-studio.ts';
import { buildStudents, type SeededStudent } from './seed-students.ts';

export const DEMO_SEED = 20240917;
const DAY = 86_400_000;

export interface DemoData {
  users: { login: DemoLogin; profile: User }[];
  students: SeededStudent[];
  instructors: SeededInstructor[];
  schedules: SeededSchedule[];
  payments: SeededPayment[];
}

export function buildDemoData(now: number = Date.now(), seed: number = DEMO_SEED): DemoData {
  const random = createRandom(seed);
  const today = todayIso(now);
  const users = demoLogins.map((login, i) => ({
    login,
    profile: {
      nome: login.nome,
      cpf: cpf(random),
      telefone: phone(random),
      email: login.email,
      role: login.role,
      active: login.active,
      createdAt: now - (400 - i * 60) * DAY,
    },
  }));
  const students = buildStudents(random, today, now);
  const instructors = buildInstructors(random, now);
  const schedules = buildSchedules(random, today, now, instructors, students);
  const payments = buildPayments(random, today, now, students);
  const data = { users, students, instructors, schedules, payments };
  validate(data);
  return data;
}

/** Every document must pass its schema: the seed proves that the schemas and the data agree. */
function validate(data: DemoData): void {
  const check = (what: string, schema: { parse: (v: unknown) => unknown }, value: unknown) => {
    try {
      schema.parse(value);
    } catch (error) {
      throw new Error(`Demo ${what} does not match its schema: ${JSON.stringify(value)}\n${String(error)}`);
    }
  };
  for (const u of data.users) check('user', userSchema, u.profile);
  for (const s of data.students) check('student', studentSchema, s.data);
  for (const i of data.instructors) check('instructor', instructorSchema, i.data);
  for (const s of data.schedules) {
    check('schedule', scheduleSchema, s.data);
    for (const e of s.enrollments) check('enrollment', enrollmentSchema, e);
  }
  for (const p of data.payments) check('payment', paymentSchema, p.data);
}
