// The busy studio's staff (seed-bench): 40 instructors (the demo's six plus 34 more) and 12 user
// accounts (the four demo logins plus eight), so the demo logins keep working on the bench data.
import type { Discipline } from '../src/domain/enums.ts';
import type { User } from '../src/domain/user.ts';
import { demoLogins, demoPassword } from './demo-logins.mjs';
import { emailFor, fullName, staffProfile } from './seed-people.ts';
import type { Random } from './seed-random.ts';
import type { SeedLogin } from './seed-shape.ts';
import { buildInstructors, demoInstructorRows, type InstructorRow, type SeededInstructor } from './seed-studio.ts';
import { therapies } from './seed-students.ts';

const DAY = 86_400_000;

export const benchInstructorCount = 40;

/** What the 34 instructors beyond the demo's teach, and how many of each. */
const specialties: [Discipline[] | 'therapies', number][] = [
  [['pilates', 'pilates experimental'], 10],
  [['pilates', 'yoga', 'pilates experimental', 'yoga experimental'], 4],
  [['yoga', 'yoga experimental'], 4],
  [['ballet', 'ballet experimental'], 2],
  [['jiu-jitsu', 'jiu-jitsu experimental'], 2],
  ['therapies', 12],
];

export function buildBenchInstructors(random: Random, now: number): SeededInstructor[] {
  const names = new Set(demoInstructorRows.map((row) => row.nome));
  const emails = new Set(demoInstructorRows.map((row) => row.email));
  const rows: InstructorRow[] = [...demoInstructorRows];
  for (const [teaches, count] of specialties) {
    for (let n = 0; n < count; n++) {
      const gender = teaches !== 'therapies' && teaches.includes('ballet') ? 'f' : random.chance(0.6) ? 'f' : 'm';
      let nome = fullName(random, gender);
      while (names.has(nome)) nome = fullName(random, gender);
      names.add(nome);
      let email = emailFor(random, nome);
      while (emails.has(email)) email = emailFor(random, nome);
      emails.add(email);
      const disciplinas =
        teaches === 'therapies' ? random.shuffle([...therapies]).slice(0, random.int(2, 4)) : [...teaches];
      // Four of them have left (the demo's Eduardo Lins makes five).
      rows.push({ nome, email, disciplinas, ...(rows.length % 9 === 8 ? { active: false } : {}) });
    }
  }
  return buildInstructors(random, now, rows);
}

export interface BenchLogin extends SeedLogin {
  role: User['role'];
  active: User['active'];
}

const moreLogins: Omit<BenchLogin, 'password'>[] = [
  { email: 'ricardo.almeida@salus.test', nome: 'Ricardo Almeida', role: 'admin', active: true },
  { email: 'fernanda.lopes@salus.test', nome: 'Fernanda Lopes', role: 'admin', active: true },
  { email: 'rafael.monteiro@salus.test', nome: 'Rafael Monteiro', role: 'instrutor', active: true },
  { email: 'juliana.ferraz@salus.test', nome: 'Juliana Ferraz', role: 'instrutor', active: true },
  { email: 'marcos.tavares@salus.test', nome: 'Marcos Tavares', role: 'instrutor', active: true },
  { email: 'patricia.nunes@salus.test', nome: 'Patrícia Nunes', role: 'instrutor', active: true },
  { email: 'aline.barbosa@salus.test', nome: 'Aline Barbosa', role: 'instrutor', active: 'pending' },
  { email: 'eduardo.lins@salus.test', nome: 'Eduardo Lins', role: 'instrutor', active: false },
];

/** 3 admins, 5 active instrutores, 2 pending sign-ups and 2 revoked users; password as the demo's. */
export const benchLogins: BenchLogin[] = [
  ...demoLogins.map(({ email, password, nome, role, active }) => ({ email, password, nome, role, active })),
  ...moreLogins.map((login) => ({ ...login, password: demoPassword })),
];

export function buildBenchUsers(random: Random, now: number): { login: BenchLogin; profile: User }[] {
  return benchLogins.map((login, i) => ({ login, profile: staffProfile(random, login, now - (900 - i * 70) * DAY) }));
}
