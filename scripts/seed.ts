// Demo data for the local emulators: `npm run seed` (or `tsx scripts/seed.ts [--force]`).
// Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST; it refuses to touch a real project.
// Runs once: when the admin account already exists it says so and stops, unless --force (which
// wipes the emulators' data first).
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { demoLogins } from './demo-logins.mjs';
import { buildDemoData } from './seed-data.ts';

export const SEED_PROJECT_ID = 'demo-salus';

export interface SeedCounts {
  users: number;
  students: number;
  instructors: number;
  schedules: number;
  enrollments: number;
  payments: number;
  paymentsByStatus: Record<string, number>;
}

export interface SeedResult {
  /** true when the data was already there and nothing was written. */
  skipped: boolean;
  counts: SeedCounts | null;
}

export interface SeedOptions {
  force?: boolean;
  now?: number;
  log?: (message: string) => void;
}

function emulatorHosts(): { firestore: string; auth: string } {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestore || !auth) {
    throw new Error('Defina FIRESTORE_EMULATOR_HOST e FIREBASE_AUTH_EMULATOR_HOST: o seed só roda nos emuladores.');
  }
  return { firestore, auth };
}

/** Wipes every document and account in the emulators (their REST endpoints). */
export async function clearEmulatorData(projectId: string = SEED_PROJECT_ID): Promise<void> {
  const hosts = emulatorHosts();
  const urls = [
    `http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    `http://${hosts.auth}/emulator/v1/projects/${projectId}/accounts`,
  ];
  for (const url of urls) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`DELETE ${url} → ${response.status}`);
  }
}

async function alreadySeeded(app: App): Promise<boolean> {
  const admin = demoLogins.find((login) => login.role === 'admin');
  if (!admin) return false;
  try {
    await getAuth(app).getUserByEmail(admin.email);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

/** Writes documents in batches (Firestore allows 500 writes per batch). */
async function writeAll(db: Firestore, writes: { path: string; data: object }[]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + 400)) batch.set(db.doc(write.path), write.data);
    await batch.commit();
  }
}

export async function seed(options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((message: string) => console.log(message));
  emulatorHosts();
  if (options.force) await clearEmulatorData();
  const app = initializeApp({ projectId: SEED_PROJECT_ID }, `salus-seed-${Date.now()}`);
  try {
    if (await alreadySeeded(app)) {
      log('• Dados de demonstração já existem; nada a fazer (use --force para recriar).');
      return { skipped: true, counts: null };
    }
    const data = buildDemoData(options.now);
    const auth = getAuth(app);
    const db = getFirestore(app);
    const writes: { path: string; data: object }[] = [];
    for (const { login, profile } of data.users) {
      const account = await auth.createUser({ email: login.email, password: login.password, displayName: login.nome });
      writes.push({ path: `users/${account.uid}`, data: profile });
    }
    for (const s of data.students) writes.push({ path: `students/${s.id}`, data: s.data });
    for (const i of data.instructors) writes.push({ path: `instructors/${i.id}`, data: i.data });
    for (const s of data.schedules) {
      writes.push({ path: `schedules/${s.id}`, data: s.data });
      // Keyed by student id, as the app's schedules repository does.
      for (const e of s.enrollments) writes.push({ path: `schedules/${s.id}/enrollments/${e.studentId}`, data: e });
    }
    for (const p of data.payments) writes.push({ path: `payments/${p.id}`, data: p.data });
    await writeAll(db, writes);

    const paymentsByStatus: Record<string, number> = {};
    for (const p of data.payments) paymentsByStatus[p.data.status] = (paymentsByStatus[p.data.status] ?? 0) + 1;
    const counts: SeedCounts = {
      users: data.users.length,
      students: data.students.length,
      instructors: data.instructors.length,
      schedules: data.schedules.length,
      enrollments: data.schedules.reduce((n, s) => n + s.enrollments.length, 0),
      payments: data.payments.length,
      paymentsByStatus,
    };
    log(
      `✓ Dados de demonstração criados: ${counts.users} usuários, ${counts.students} alunos, ` +
        `${counts.instructors} instrutores, ${counts.schedules} horários (${counts.enrollments} matrículas), ` +
        `${counts.payments} pagamentos.`,
    );
    return { skipped: false, counts };
  } finally {
    await deleteApp(app);
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  seed({ force: process.argv.includes('--force') }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('✖ Falha ao criar os dados de demonstração:', error);
      process.exit(1);
    },
  );
}
