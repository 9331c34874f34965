// `npm test`: every check, cheapest first, stopping at the first failure:
// typecheck, lint, unit tests, the production build (wired to the emulators), then — with the Auth
// and Firestore emulators started here and stopped afterwards — rules tests, data-layer integration
// tests and browser tests in the system Chromium.
import { spawnSync } from 'node:child_process';
import { root } from './emulators.mjs';

const npx = (args) => ['npx', ...args];
const steps = [
  ['Typecheck', npx(['tsc', '-p', 'tsconfig.json', '--noEmit'])],
  ['Lint', npx(['eslint', '.', '--max-warnings=0'])],
  ['Unit tests', npx(['vitest', 'run', '--project', 'unit'])],
  ['Build (emulator mode)', ['node', 'scripts/build.mjs', '--mode', 'emulator']],
  [
    'Rules, integration and browser tests (emulators)',
    [
      'node',
      'scripts/with-emulators.mjs',
      'npx vitest run --project rules --project integration && npx playwright test',
    ],
  ],
];

const started = Date.now();
for (const [name, [command, ...args]] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} falhou (${seconds} s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\n✔ Todos os testes passaram em ${((Date.now() - started) / 1000).toFixed(0)} s.`);
