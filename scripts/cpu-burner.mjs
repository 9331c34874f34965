// Keeps every core busy (one worker thread each, spinning) until its parent closes its stdin or
// `--seconds` pass (default 900), whichever comes first: `npm run bench:site -- --busy` measures the
// public page on a machine with no idle CPU.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const i = process.argv.indexOf('--seconds');
const seconds = i >= 0 ? Number(process.argv[i + 1]) : 900;
const spin = `const end = Date.now() + ${seconds * 1000}; let x = 0; while (Date.now() < end) x = (x * 31 + 7) % 1000003;`;
const workers = Array.from({ length: availableParallelism() }, () => new Worker(spin, { eval: true }));
const stop = () => {
  for (const worker of workers) void worker.terminate();
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
setTimeout(stop, seconds * 1000).unref();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
