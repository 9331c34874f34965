// `npm test`: every check, cheapest first, stopping at the first failure:
// formatting, typecheck, lint, unit tests, the production build (wired to the emulators), then — with the
// Auth and Firestore emulators started here and stopped afterwards — rules tests, data-layer integration
// tests and browser tests in the system Chromium.
import { spawnSync } from 'node:child_process';
import { root, viteEmulatorEnv } from './emulators.mjs';
import { busyPorts, findChrome, installChromeHint, ports } from './local-env.mjs';

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

// What the machine lacks is said in one line before the long steps, not after minutes of them.
const chrome = findChrome();
if (!chrome) fail(installChromeHint);
const busy = await busyPorts(['firestore', 'auth', 'hub', 'logging', 'websocket', 'preview']);
if (busy) fail(busy);

const npx = (args) => ['npx', ...args];
const steps = [
  ['Formatting (Prettier)', npx(['prettier', '--check', '--log-level', 'warn', '.'])],
  ['Typecheck', npx(['tsc', '-p', 'tsconfig.json', '--noEmit'])],
  ['Lint', npx(['eslint', '.', '--max-warnings=0'])],
  ['Unit tests', npx(['vitest', 'run', '--project', 'unit'])],
  ['Build (emulator mode)', ['node', 'scripts/build.mjs', '--mode', 'emulator']],
  [
    'Rules, integration and browser tests (emulators)',
    [
      'node',
      'scripts/with-emulators.mjs',
      // One project at a time: both clear the same emulator between tests.
      'npx vitest run --project rules && npx vitest run --project integration && npx playwright test',
    ],
  ],
];

const env = {
  ...process.env,
  ...viteEmulatorEnv,
  CHROME_PATH: chrome,
  SALUS_PREVIEW_PORT: String(ports.preview),
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const started = Date.now();
for (const [name, [command, ...args]] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} falhou (${seconds} s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\n✔ Todos os testes passaram em ${((Date.now() - started) / 1000).toFixed(0)} s.`);
