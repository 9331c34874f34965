// One step of `npm test`'s emulator lane (scripts/test.mjs): runs the command given after its name,
// then prints how long it took in a line test.mjs reads back for its summary.
//   node scripts/test-step.mjs "<name>" <command> [args...]
import { spawnSync } from 'node:child_process';

const [name, ...command] = process.argv.slice(2);
console.log(`\n── ${name} ──`);
const t0 = Date.now();
const result = spawnSync(command.join(' '), { stdio: 'inherit', shell: true });
const code = result.status ?? 1;
console.log(`⏱ ${name}: ${code === 0 ? 'ok' : 'falhou'} em ${Date.now() - t0} ms`);
process.exit(code);
