// One step of `npm test`'s emulator lane (scripts/test.mjs): runs the command given after its name,
// then prints its output whole (steps of the lane run side by side) and how long it took, in a line
// test.mjs reads back for its summary.
//   node scripts/test-step.mjs "<name>" <command> [args...]
import { spawnSync } from 'node:child_process';

const [name, ...command] = process.argv.slice(2);
console.log(`── ${name} ──`);
const t0 = Date.now();
const result = spawnSync(command.join(' '), {
  stdio: ['ignore', 'pipe', 'pipe'],
  shell: true,
  maxBuffer: 256 * 1024 * 1024,
});
const code = result.status ?? 1;
console.log(`\n━ ${name} ━`);
process.stdout.write(result.stdout ?? '');
process.stdout.write(result.stderr ?? '');
if (result.error) console.error(result.error.message);
console.log(`⏱ ${name}: ${code === 0 ? 'ok' : 'falhou'} em ${Date.now() - t0} ms`);
process.exitCode = code; // not exit(): the output above is written to a pipe first
