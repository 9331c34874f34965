// `npm start`: the Auth and Firestore emulators (rules loaded, data kept in .emulator-data between
// runs), demo data seeded once, and the app on Vite's dev server. Ctrl-C stops everything it started.
// `npm run reset` (--reset) throws the saved data away and seeds again.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  emulatorConfigArgs,
  emulatorEnv,
  emulatorHosts,
  firebaseBin,
  projectId,
  root,
  viteEmulatorEnv,
} from './emulators.mjs';
import { busyPorts, killLeftoverJava, ports } from './local-env.mjs';

const dataDir = join(root, '.emulator-data');
const appUrl = `http://127.0.0.1:${ports.dev}`;
const children = [];

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

let env;
try {
  env = emulatorEnv();
} catch (error) {
  fail(error.message);
}
const busy = await busyPorts(['firestore', 'auth', 'hub', 'logging', 'websocket', 'dev']);
if (busy) fail(busy);
if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('• Dados locais apagados; os dados de demonstração serão recriados.');
}
// Data from an earlier run, complete: a first run whose seeding fails keeps nothing (stop()).
const hadData = existsSync(dataDir);
let seeded = hadData;

function start(command, args, extraEnv = {}) {
  // Each child leads its own process group, so stopping it also stops what it started (the JVM).
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit', detached: true });
  children.push(child);
  return child;
}

async function waitFor(url, what, seconds = 90) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${what} não respondeu em ${seconds} s (${url}).`);
}

const emulatorArgs = [
  'emulators:start',
  ...emulatorConfigArgs(),
  '--only',
  'auth,firestore',
  '--project',
  projectId,
  '--export-on-exit',
  dataDir,
];
if (existsSync(dataDir)) emulatorArgs.push('--import', dataDir);
const emulators = start(firebaseBin, emulatorArgs);
emulators.on('exit', (code) => {
  void stop(1, `Os emuladores pararam (código ${code}). Veja as mensagens acima.`);
});

let stopping = false;
/** Stops everything started, keeping the emulators' data; with a `failure`, says why and exits 1. */
async function stop(code = 0, failure = '') {
  // Stopping already (Ctrl-C while seeding, say): a step awaiting this waits for that stop's exit, and
  // nothing after it starts — a Vite started then would outlive the script, holding its port.
  if (stopping) return new Promise(() => undefined);
  stopping = true;
  if (failure) console.error(`\n✖ ${failure}`);
  console.log('\n• Parando (salvando os dados dos emuladores)...');
  for (const child of children.filter((c) => c !== emulators && c.exitCode === null)) kill(child, 'SIGTERM');
  if (emulators.exitCode === null) {
    kill(emulators, 'SIGINT'); // firebase-tools exports the data, then stops the emulators
    const exited = await Promise.race([
      new Promise((resolve) => emulators.once('exit', () => resolve(true))),
      new Promise((resolve) => setTimeout(() => resolve(false), 30_000)),
    ]);
    if (!exited) kill(emulators, 'SIGKILL');
  }
  // Whatever is left in the emulators' process group goes too, and their JVM (a group of its own).
  kill(emulators, 'SIGKILL');
  killLeftoverJava(['firestore', 'auth']);
  // Half-seeded data would pass for complete next time (seed.ts checks the demo admin only).
  if (!seeded) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

function kill(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop());
// A closed terminal must not kill this script (EPIPE) before it has stopped the emulators.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

const hosts = { ...emulatorHosts, GCLOUD_PROJECT: projectId };
try {
  await waitFor(`http://${hosts.FIRESTORE_EMULATOR_HOST}/`, 'O emulador do Firestore');
  await waitFor(`http://${hosts.FIREBASE_AUTH_EMULATOR_HOST}/`, 'O emulador do Auth');
} catch (error) {
  await stop(1, error.message);
}

const seed = start(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], hosts);
const seedOk = await new Promise((resolve) => seed.on('exit', (code) => resolve(code === 0)));
seeded = hadData || seedOk;
if (!seedOk) await stop(1, 'Não foi possível criar os dados de demonstração (veja as mensagens acima).');

const vite = start(
  join(root, 'node_modules', '.bin', 'vite'),
  ['--host', '127.0.0.1', '--port', String(ports.dev), '--strictPort'],
  viteEmulatorEnv,
);
vite.on('exit', (code) => {
  void stop(1, `O servidor do app parou (código ${code}). Veja as mensagens acima.`);
});
try {
  await waitFor(appUrl, 'O servidor do app');
} catch (error) {
  await stop(1, error.message);
}
const { demoLogins } = await import('./demo-logins.mjs');
console.log(`
  Salus está no ar
  ─────────────────────────────────────────────
  Site público:      ${appUrl}/
  Área da equipe:    ${appUrl}/admin
  Logins de demonstração (senha entre parênteses):
${demoLogins.map((login) => `    ${login.email.padEnd(24)} (${login.password})  ${login.description}`).join('\n')}

  Ctrl-C para parar. \`npm run reset\` recria os dados de demonstração.
`);
