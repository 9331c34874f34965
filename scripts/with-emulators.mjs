// Runs a command with the Auth and Firestore emulators up (rules loaded), then stops them:
//   node scripts/with-emulators.mjs "<command>"
// firebase-tools exports FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST to the command.
import { spawn } from 'node:child_process';
import { emulatorEnv, firebaseBin, projectId, root } from './emulators.mjs';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('uso: node scripts/with-emulators.mjs "<comando>"');
  process.exit(2);
}

let env;
try {
  env = emulatorEnv();
} catch (error) {
  console.error(`\n✖ ${error.message}\n`);
  process.exit(1);
}

const child = spawn(firebaseBin, ['emulators:exec', '--only', 'auth,firestore', '--project', projectId, command], {
  cwd: root,
  env,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
