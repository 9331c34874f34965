// Runs a command with the Auth and Firestore emulators up (rules loaded), then stops them:
//   node scripts/with-emulators.mjs "<command>"
// firebase-tools exports FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST to the command.
// No emulator may outlive this script, whether the command fails or the run is interrupted: firebase-tools
// runs in its own process group, which is killed (the JVM with it) once it exits or on any signal.
import { spawn } from 'node:child_process';
import { emulatorConfigArgs, emulatorEnv, firebaseBin, projectId, root } from './emulators.mjs';
import { busyPorts, killLeftoverJava } from './local-env.mjs';

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
const busy = await busyPorts(['firestore', 'auth', 'hub', 'logging', 'websocket']);
if (busy) {
  console.error(`\n✖ ${busy}\n`);
  process.exit(1);
}

const child = spawn(
  firebaseBin,
  ['emulators:exec', ...emulatorConfigArgs(), '--only', 'auth,firestore', '--project', projectId, command],
  { cwd: root, env, stdio: 'inherit', detached: true },
);

function killGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

let exiting = false;
function finish(code) {
  if (exiting) return;
  exiting = true;
  killGroup('SIGKILL'); // anything firebase-tools left behind (a JVM) goes with its group
  process.exit(code);
}

child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    killGroup('SIGTERM');
    setTimeout(() => {
      killLeftoverJava(['firestore', 'auth']); // the JVM runs in a group of its own
      finish(1);
    }, 5000).unref();
  });
}
// A closed terminal or pipe must not kill this script before it has stopped the emulators.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);
