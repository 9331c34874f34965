// `npm test`: every check, in two lanes that run side by side, stopping everything at the first failure:
// - checks: formatting, typecheck and lint (together), then the unit tests;
// - emulators: the Auth and Firestore emulators start (firebase-tools runs the lane's command once
//   they are up), then the production build (wired to them), the rules tests, the data-layer
//   integration tests and the browser tests in the system Chromium, one after the other (they share
//   the emulators).
// Each step's output is printed whole when it ends (so two lanes never interleave) and every step's
// time is printed at the end.
import { spawn } from 'node:child_process';
import { mkdirSync, createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, viteEmulatorEnv } from './emulators.mjs';
import { busyPorts, findChrome, installChromeHint, ports } from './local-env.mjs';

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

// What the machine lacks is said in one line before the long steps, not after minutes of them.
const chrome = findChrome();
if (!chrome) fail(installChromeHint);
const busy = await busyPorts(['firestore', 'auth', 'hub', 'logging', 'websocket', 'preview', 'faultFirestore']);
if (busy) fail(busy);

const env = {
  ...process.env,
  ...viteEmulatorEnv,
  CHROME_PATH: chrome,
  SALUS_PREVIEW_PORT: String(ports.preview),
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const logs = join(root, '.cache', 'test-logs');
mkdirSync(logs, { recursive: true });

const npx = (...args) => ['npx', ...args];
const npmRun = (script, ...args) => ['npm', 'run', '--silent', script, '--', ...args];
// The emulator lane is one command under scripts/with-emulators.mjs, so the emulators start once; its
// steps report their own times (scripts/test-step.mjs), read back for the summary. They run one after
// the other: beside each other (with the rules tests in a project of their own) they saved ~4 % on
// this 2-core machine, which is CPU-bound, and the loaded emulator then failed a rules evaluation.
const emulatorSteps = [
  ['Build (emulator mode)', 'node scripts/build.mjs --mode emulator'],
  // One project at a time: both clear the same emulator between tests.
  ['Rules tests', 'npx vitest run --project rules'],
  ['Integration tests', 'npx vitest run --project integration'],
  ['Browser tests', 'npx playwright test'],
];
const emulatorLane = emulatorSteps
  .map(([name, command]) => `node scripts/test-step.mjs ${JSON.stringify(name)} ${command}`)
  .join(' && ');

/**
 * The steps; `after` names what must have passed first. Prettier, tsc and ESLint (their package.json
 * scripts) keep caches in .cache/ (ignored by git): a later run checks again only what changed — on
 * this 2-core machine, alone, 12 → 2 s, 22 → 7 s and 28 → 2 s. A clean clone checks everything.
 */
const steps = [
  { name: 'Formatting (Prettier)', command: npmRun('format:check', '--log-level', 'warn') },
  { name: 'Typecheck', command: npmRun('typecheck') },
  { name: 'Lint', command: npmRun('lint', '--max-warnings=0') },
  {
    name: 'Unit tests',
    command: npx('vitest', 'run', '--project', 'unit', '--project', 'unit-node'),
    after: ['Formatting (Prettier)', 'Typecheck', 'Lint'],
  },
  {
    name: 'Emulators: build, rules, integration, browser',
    command: ['node', 'scripts/with-emulators.mjs', emulatorLane],
  },
];

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = new Map(); // name → { ok, ms }
const running = new Map(); // name → child
let failed = false;

function print(name, file) {
  console.log(`\n━━ ${name} ━━`);
  process.stdout.write(readFileSync(file, 'utf8'));
}

function start(step) {
  const file = join(logs, `${step.name.replace(/[^\w]+/g, '-').toLowerCase()}.log`);
  const out = createWriteStream(file);
  const t0 = Date.now();
  console.log(`▶ ${step.name}`);
  const [command, ...args] = step.command;
  // Its own process group, so a failure elsewhere stops it with everything it started.
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  // The emulator lane's own steps are announced as they start and end (its output comes at the end).
  child.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) if (/^(── |⏱ )/.test(line)) console.log(`  ${line}`);
  });
  running.set(step.name, child);
  child.on('close', (code) => {
    running.delete(step.name);
    out.end(() => {
      const ms = Date.now() - t0;
      results.set(step.name, { ok: code === 0, ms });
      if (failed) return;
      print(step.name, file);
      if (code !== 0) {
        failed = true;
        console.error(`\n✖ ${step.name} falhou (${seconds(ms)}).`);
        summary();
        stopAllAndExit(code ?? 1); // returns at once while other steps still run: nothing more for this one
        return;
      }
      console.log(`✔ ${step.name} (${seconds(ms)})`);
      next();
    });
  });
}

/**
 * Stops the steps still running and exits with `code` once they have closed — the emulator lane's
 * emulators stopped with it, so a run started right after finds the ports free — or after 20 s.
 */
function stopAllAndExit(code) {
  const children = [...running.values()];
  const exit = () => process.exit(code);
  if (children.length === 0) exit();
  let left = children.length;
  for (const child of children) {
    child.once('close', () => (left -= 1) === 0 && exit());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
  setTimeout(exit, 20_000);
}

function next() {
  for (const step of steps) {
    if (results.has(step.name) || running.has(step.name)) continue;
    if ((step.after ?? []).every((name) => results.get(name)?.ok)) start(step);
  }
  if (results.size === steps.length) {
    summary();
    console.log(`\n✔ Todos os testes passaram em ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
}

/** Each step's time; the emulator lane's steps as they reported them. */
function summary() {
  const lines = [];
  for (const step of steps) {
    const result = results.get(step.name);
    if (!result) continue;
    lines.push([step.name, result]);
    if (step.name.startsWith('Emulators')) {
      const log = readFileSync(join(logs, `${step.name.replace(/[^\w]+/g, '-').toLowerCase()}.log`), 'utf8');
      for (const match of log.matchAll(/⏱ (.+): (ok|falhou) em (\d+) ms/g)) {
        lines.push([`  ${match[1]}`, { ok: match[2] === 'ok', ms: Number(match[3]) }]);
      }
    }
  }
  const width = Math.max(...lines.map(([name]) => name.length));
  console.log(`\nTempo de cada etapa (as duas filas correm lado a lado):`);
  for (const [name, { ok, ms }] of lines)
    console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(width)} ${seconds(ms).padStart(8)}`);
  console.log(`  Total (relógio): ${seconds(Date.now() - started)}`);
}

// Interrupted is not passed: the exit code says so (a handled signal would otherwise end with 0).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (failed) return;
    failed = true;
    console.error(`\n✖ Interrompido (${signal}).`);
    stopAllAndExit(130);
  });
}

next();
