// All the demo data as plain values, validated against the domain's schemas. Pure: the same
// (today, now, seed) always gives the same data, so it is testable without the emulators.
import { todayIso } from '../src/domain/dates.ts';
import type { User } from '../src/domain/user.ts';
import { demoLogins, type DemoLogin } from './demo-logins.mjs';
import { buildPayments, type SeededPayment } from './seed-payments.ts';
import { staffProfile } from './seed-people.ts';
import { createRandom } from './seed-random.ts';
import { validateSeedData } from './seed-shape.ts';
import { buildInstructors, buildSchedules, type SeededInstructor, type SeededSchedule } from './seed-studio.ts';
import { buildStudents, type SeededStudent } from './seed-students.ts';
import { buildWeek, type SeededWeek } from './seed-week.ts';
import { buildRecords, type SeededRecord } from './seed-records.ts';
import { studio } from '../src/site/studio.ts';

export const DEMO_SEED = 20240917;
const DAY = 86_400_000;

export interface DemoData {
  users: { login: DemoLogin; profile: User }[];
  students: SeededStudent[];
  instructors: SeededInstructor[];
  schedules: SeededSchedule[];
  payments: SeededPayment[];
  week: SeededWeek;
  records: SeededRecord[];
}

export function buildDemoData(now: number = Date.now(), seed: number = DEMO_SEED): DemoData {
  const random = createRandom(seed);
  const today = todayIso(now);
  const users = demoLogins.map((login, i) => ({
    login,
    profile: staffProfile(random, login, now - (400 - i * 60) * DAY),
  }));
  const students = buildStudents(random, today, now);
  const instructors = buildInstructors(random, now);
  const schedules = buildSchedules(random, today, now, instructors, students);
  const payments = buildPayments(random, today, now, students);
  // Its own generator, so the rest of the demo stays as it was.
  const week = buildWeek(createRandom(seed + 15), now, schedules, {
    daysBack: 21,
    daysAhead: 14,
    state: studio.address.state,
  });
  // Prontuários for a few active students, cared for by the demo instrutor (its own generator too).
  const patients = students.filter((s) => s.data.active).map((s) => s.id);
  const instrutor = users.find((u) => u.profile.role === 'instrutor' && u.profile.active === true);
  const records = buildRecords(createRandom(seed + 16), now, patients, instrutor ? [instrutor.login.email] : [], 5);
  const data = { users, students, instructors, schedules, payments, week, records };
  validateSeedData('Demo', data);
  return data;
}
