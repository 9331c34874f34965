// A busy studio as plain values (`npm run seed:bench` writes it): 600 students, 40 instructors,
// 300 schedules with their enrollments, 15 000 payments over 24 months and 12 users, validated
// against the domain's schemas. Pure and seeded: the same (now, seed) always gives the same data.
import type { SeededPayment } from './seed-payments.ts';
import { createRandom } from './seed-random.ts';
import { buildBenchPayments } from './seed-bench-payments.ts';
import { buildBenchSchedules } from './seed-bench-schedules.ts';
import { buildBenchInstructors, buildBenchUsers, type BenchLogin } from './seed-bench-staff.ts';
import { buildBenchStudents } from './seed-bench-students.ts';
import { buildWeek } from './seed-week.ts';
import { buildRecords } from './seed-records.ts';
import { studio } from '../src/site/studio.ts';
import { validateSeedData, type SeedData } from './seed-shape.ts';
import type { User } from '../src/domain/user.ts';

export const BENCH_SEED = 20260311;

export interface BenchData extends SeedData {
  users: { login: BenchLogin; profile: User }[];
  /** Each student's payments by due date, for documents kept per student (e.g. a payment summary). */
  paymentsByStudent: Map<string, SeededPayment[]>;
}

export function buildBenchData(now: number = Date.now(), seed: number = BENCH_SEED): BenchData {
  // One generator per part, so a change in one part never reshuffles the others.
  const random = (part: number) => createRandom(seed + part);
  const users = buildBenchUsers(random(1), now);
  const students = buildBenchStudents(random(2), now);
  const instructors = buildBenchInstructors(random(3), now);
  const schedules = buildBenchSchedules(random(4), now, instructors, students);
  const payments = buildBenchPayments(random(5), now, students);
  // Six months of roll calls for the 300 classes, with their notices, cancellations and make-ups.
  const week = buildWeek(random(6), now, schedules, { daysBack: 182, daysAhead: 14, state: studio.address.state });
  const data = {
    users,
    students,
    instructors,
    schedules,
    payments: payments.all,
    week,
    // Prontuários for 120 students, each cared for by one instrutor login.
    records: buildRecords(
      random(7),
      now,
      students.filter((s) => s.data.active).map((s) => s.id),
      users
        .filter((u) => u.profile.role === 'instrutor' && u.profile.active === true)
        .slice(0, 1)
        .map((u) => u.login.email),
      120,
    ),
    paymentsByStudent: payments.byStudent,
  };
  validateSeedData('Bench', data);
  return data;
}
