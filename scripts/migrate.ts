// Brings records written before a change of shape up to today's (README, "Migrações"). Safe to run
// twice: each step touches only documents that still lack what it adds.
//   GOOGLE_APPLICATION_CREDENTIALS=~/salus-service-account.json npx tsx scripts/migrate.ts --project <id> [--dry-run]
// Against the emulators (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set) it works the
// same, without credentials.
import { parseArgs } from 'node:util';
import { adminApp } from './admin-target.ts';
import { getFirestore } from 'firebase-admin/firestore';
import { runMigrations } from './migrations.ts';

const { values } = parseArgs({
  options: { project: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
if (!values.project) {
  console.error('uso: npx tsx scripts/migrate.ts --project <id> [--dry-run]');
  process.exit(2);
}

const app = adminApp(values.project);
const db = getFirestore(app);

for (const { name, changed } of await runMigrations(db, values['dry-run'])) {
  console.log(`${values['dry-run'] ? '(simulação) ' : ''}${name}: ${changed} documento(s)`);
}
