// Writing seed data into the local emulators (firebase-admin, so the rules are bypassed; the data
// is checked against the schemas before, and the integration tests check it against the rules).
import type { App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { splitInstructor } from '../src/domain/instructor-private.ts';
import { splitStudent } from '../src/domain/student-private.ts';
import { ports } from './local-env.mjs';
import { rebuildActiveAdmins } from './active-admins.ts';
import type { SeedData, SeedLogin } from './seed-shape.ts';
import { summaryWrites } from './seed-summaries.ts';

export const SEED_PROJECT_ID = 'demo-salus';

/**
 * The emulators' hosts: FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST when set, else this
 * checkout's ports (SALUS_PORT_OFFSET). They are put in the environment, where firebase-admin reads
 * them, so a seed can never reach a real project.
 */
export function emulatorHosts(): { firestore: string; auth: string } {
  process.env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${ports.auth}`;
  return { firestore: process.env.FIRESTORE_EMULATOR_HOST, auth: process.env.FIREBASE_AUTH_EMULATOR_HOST };
}

/** Wipes every document and account in the emulators (their REST endpoints). */
export async function clearEmulatorData(projectId: string = SEED_PROJECT_ID): Promise<void> {
  const hosts = emulatorHosts();
  const urls = [
    `http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    `http://${hosts.auth}/emulator/v1/projects/${projectId}/accounts`,
  ];
  for (const url of urls) {
    const response = await fetch(url, { method: 'DELETE' }).catch((error: unknown) => {
      throw new Error(`Emulador não responde em ${url}: está rodando? (${String(error)})`);
    });
    if (!response.ok) throw new Error(`DELETE ${url} → ${response.status}`);
  }
}

/** The uid of the login's account, created or (when it exists) given this password, name and e-mail state. */
export async function ensureAccount(auth: Auth, login: SeedLogin, emailVerified = true): Promise<string> {
  const fields = { email: login.email, password: login.password, displayName: login.nome, emailVerified };
  try {
    const existing = await auth.getUserByEmail(login.email);
    await auth.updateUser(existing.uid, fields);
    return existing.uid;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    return (await auth.createUser(fields)).uid;
  }
}

export interface SeedWrite {
  path: string;
  data: object;
}

const BATCH_SIZE = 500; // Firestore's limit of writes per batch
const PARALLEL_BATCHES = 4;

/** Writes documents in batches of 500, a few batches at a time. */
export async function writeAll(db: Firestore, writes: readonly SeedWrite[]): Promise<void> {
  const batches: SeedWrite[][] = [];
  for (let i = 0; i < writes.length; i += BATCH_SIZE) batches.push(writes.slice(i, i + BATCH_SIZE));
  for (let i = 0; i < batches.length; i += PARALLEL_BATCHES) {
    await Promise.all(
      batches.slice(i, i + PARALLEL_BATCHES).map((chunk) => {
        const batch = db.batch();
        for (const write of chunk) batch.set(db.doc(write.path), write.data);
        return batch.commit();
      }),
    );
  }
}

/**
 * The author of the seeded records (authorship.ts): the first admin login, at the server's time —
 * version 1 of each, as if that admin had typed them in.
 */
function seedAuthor(data: SeedData, uids: readonly string[]) {
  const index = data.users.findIndex((u) => u.profile.role === 'admin');
  const admin = data.users[index];
  if (!admin) throw new Error('seed data without an admin: nobody to name as the author of the records');
  return { updatedBy: uids[index] ?? '', updatedByName: admin.profile.nome, writtenAt: FieldValue.serverTimestamp() };
}

/** The documents of the seed data, by path (users need their accounts' uids). */
export function seedWrites(data: SeedData, uids: readonly string[]): SeedWrite[] {
  // Each profile's log starts where an admin's creation starts it ('Cadastro criado'), named by the
  // profile as its last change; a sign-up awaiting approval has none, as the app's own (its approval
  // or refusal is its first entry).
  const writes: SeedWrite[] = data.users.map(({ profile }, i) => ({
    path: `users/${uids[i]}`,
    data: profile.active === 'pending' ? profile : { ...profile, lastChange: 'criado' },
  }));
  const author = seedAuthor(data, uids);
  data.users.forEach(({ profile }, i) => {
    if (profile.active === 'pending') return;
    const { role, active } = profile;
    writes.push({ path: `users/${uids[i]}/changes/criado`, data: { action: 'criar', role, active, ...author } });
  });
  const record = (path: string, fields: object) => writes.push({ path, data: { ...fields, ...author, version: 1 } });
  // What only admins read goes to a document of its own (student-private.ts, instructor-private.ts).
  for (const s of data.students) {
    const { student, details } = splitStudent(s.data);
    record(`students/${s.id}`, student);
    record(`studentPrivate/${s.id}`, details);
  }
  // An instructor whose e-mail is a login's is linked to it ('Conta de acesso'), with its link.
  const loginOf = new Map(data.users.map((u, i) => [u.login.email, uids[i] ?? '']));
  const linked = new Set<string>();
  for (const i of data.instructors) {
    const uid = loginOf.get(i.data.email) ?? '';
    const userId = uid && !linked.has(uid) ? uid : '';
    if (userId) {
      linked.add(userId);
      record(`instructorLinks/${userId}`, {
        instructorId: i.id,
        createdAt: i.data.createdAt,
        updatedAt: i.data.createdAt,
      });
    }
    const { instructor, details } = splitInstructor({ ...i.data, userId });
    record(`instructors/${i.id}`, instructor);
    record(`instructorPrivate/${i.id}`, details);
  }
  for (const s of data.schedules) {
    record(`schedules/${s.id}`, s.data);
    // Keyed by student id, as the app's schedules repository and the rules want.
    for (const e of s.enrollments)
      writes.push({ path: `schedules/${s.id}/enrollments/${e.studentId}`, data: { ...e, ...author } });
  }
  for (const p of data.payments) record(`payments/${p.id}`, p.data);
  for (const o of data.week.occurrences) record(`schedules/${o.scheduleId}/occurrences/${o.data.date}`, o.data);
  for (const c of data.week.credits) record(`credits/${c.id}`, c.data);
  for (const c of data.week.closures) record(`closures/${c.id}`, c.data);
  // Prontuários: the record, its notes (first saved when they were made), the care team of the logins
  // named and the alert the rules derive from both.
  for (const r of data.records ?? []) {
    const equipe = r.team.map((email) => loginOf.get(email) ?? '').filter((uid) => uid !== '');
    const at = r.record.createdAt;
    record(`records/${r.studentId}`, r.record);
    if (equipe.length > 0) record(`careTeams/${r.studentId}`, { uids: equipe, createdAt: at, updatedAt: at });
    writes.push({ path: `recordAlerts/${r.studentId}`, data: { equipe, restricoes: r.record.restricoes, ...author } });
    for (const n of r.notes)
      record(`records/${r.studentId}/notes/${n.id}`, {
        ...n.data,
        registradoEm: Timestamp.fromMillis(n.data.registradoEm),
      });
  }
  // Each student's payment summary, as the app keeps it beside every payment write.
  writes.push(...summaryWrites(data.payments, author));
  return writes;
}

/** Creates the accounts, then writes every document (plus `extra` ones); returns how many documents. */
export async function writeSeedData(app: App, data: SeedData, extra: readonly SeedWrite[] = []): Promise<number> {
  const auth = getAuth(app);
  const uids: string[] = [];
  for (const { login, profile } of data.users) uids.push(await ensureAccount(auth, login, profile.emailVerified));
  const writes = [...seedWrites(data, uids), ...extra];
  const db = getFirestore(app);
  await writeAll(db, writes);
  const admins = await rebuildActiveAdmins(db);
  return writes.length + (admins.length > 0 ? 1 : 0);
}
