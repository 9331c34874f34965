// `npm run test:browser -- [Playwright arguments]`: the browser tests alone, e.g. one file while working on
// a screen (`npm run test:browser -- tests/e2e/students.spec.ts`). Builds in emulator mode, then runs
// Playwright with the emulators up, as the last step of `npm test` does.
import { spawnSync } from 'node:child_process';
import { root, viteEmulatorEnv } from './emulators.mjs';
import { findChrome, installChromeHint, ports, shellQuote } from './local-env.mjs';

const chrome = findChrome();
if (!chrome) {
  console.error(`\n✖ ${installChromeHint}\n`);
  process.exit(1);
}
const env = { ...process.env, ...viteEmulatorEnv, CHROME_PATH: chrome, SALUS_PREVIEW_PORT: String(ports.preview) };
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const built = run('node', ['scripts/build.mjs', '--mode', 'emulator']);
if (built !== 0) process.exit(built);
// Given what to run (a file, -g …), only that: without --no-deps the whole-studio project would first
// run every test of the project it depends on (Playwright applies no filter to a dependency). Other
// options alone (--headed, --reporter …) keep the dependency: every test runs, in order.
const args = process.argv.slice(2);
const valued = /^(--reporter|--project|--workers|-j|--repeat-each|--timeout|--retries|--max-failures|--grep-invert)$/;
const picks = args.some(
  (arg, i) => /^(-g|--grep)(=|$)/.test(arg) || (!arg.startsWith('-') && !valued.test(args[i - 1] ?? '')),
);
const filtered = picks && !args.includes('--no-deps') ? ['--no-deps'] : [];
const playwright = ['npx playwright test', ...filtered, ...args.map(shellQuote)].join(' ');
process.exit(run('node', ['scripts/with-emulators.mjs', playwright]));
