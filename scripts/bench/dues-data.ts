// The studio `npm run bench:dues` loads into emulators of its own: the busy studio's 12 logins and
// its first 400 students, every one made active and on a monthly plan with a fee (an 'avulsa' one
// moves to 2x a week at that fee), so 'Gerar mensalidades' has exactly 400 dues to create. Nothing
// else: no payments, classes or instructors. Pure and seeded, like seed-bench-data.ts.
import { BENCH_SEED } from '../seed-bench-data.ts';
import { buildBenchUsers } from '../seed-bench-staff.ts';
import { buildBenchStudents } from '../seed-bench-students.ts';
import { createRandom } from '../seed-random.ts';
import { validateSeedData, type SeedData } from '../seed-shape.ts';
import { monthlyFee } from '../seed-students.ts';

export const duesStudentCount = 400;

export function buildDuesData(now: number): SeedData {
  // The same generators (and parts) as seed-bench-data.ts: the same people and logins.
  const users = buildBenchUsers(createRandom(BENCH_SEED + 1), now);
  const students = buildBenchStudents(createRandom(BENCH_SEED + 2), now)
    .slice(0, duesStudentCount)
    .map(({ id, data }) => {
      const monthly =
        data.frequencia === 'avulsa'
          ? { frequencia: '2x' as const, valorMensalidade: monthlyFee['2x'], valorAulaAvulsa: 0, dataVencimento: '10' }
          : {};
      return { id, data: { ...data, ...monthly, active: true, deletedAt: null } };
    });
  const data: SeedData = {
    users,
    students,
    instructors: [],
    schedules: [],
    payments: [],
    week: { occurrences: [], credits: [], closures: [] },
  };
  validateSeedData('Bench (mensalidades)', data);
  return data;
}
