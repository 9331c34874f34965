// Demo data for the local emulators: `npm run seed` (or `tsx scripts/seed.ts [--force]`).
// Uses FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (else this checkout's emulator ports);
// it never touches a real project. Runs once: when the admin account already exists it says so and
// stops, unless --force (which wipes the emulators' data first).
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { rebuildActiveAdmins } from './active-admins.ts';
import { migrateSaved } from './migrations.ts';
import { demoLogins } from './demo-logins.mjs';
import { buildDemoData } from './seed-data.ts';
import { clearEmulatorData, emulatorHosts, SEED_PROJECT_ID, writeSeedData } from './seed-emulator.ts';
import { seedCounts, type SeedCounts } from './seed-shape.ts';

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

export async function seed(options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((message: string) => console.log(message));
  emulatorHosts();
  if (options.force) await clearEmulatorData();
  const app = initializeApp({ projectId: SEED_PROJECT_ID }, `salus-seed-${Date.now()}`);
  try {
    if (await alreadySeeded(app)) {
      // Data saved before access/admins existed gets the list its profiles call for, and data saved
      // before a change of shape is brought up to today's (the migrations: e.g. 32 summary shards).
      await rebuildActiveAdmins(getFirestore(app));
      await migrateSaved(getFirestore(app), log);
      log('• Dados de demonstração já existem; nada a fazer (use --force para recriar).');
      return { skipped: true, counts: null };
    }
    const data = buildDemoData(options.now);
    await writeSeedData(app, data);
    const counts = seedCounts(data);
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
