// `npm run bench:screens [-- --runs N --build --only <tela>]`: the staff screens at a busy studio's
// scale. Starts this checkout's emulators (SALUS_PORT_OFFSET moves them) unless
// FIRESTORE_EMULATOR_HOST points at running ones, loads seed:bench, builds the app in emulator mode
// when the build is missing or stale (--build: always; SALUS_DIST=<dir>: that build instead), serves
// it with `vite preview`, signs in as
// the seeded admin in the system Chromium and runs every screen of scripts/bench/screens.ts N times
// (3 by default). Prints medians beside their targets; a missed target never fails it.
import { fileURLToPath } from 'node:url';
import { openBenchApp, type BenchApp } from './bench/bench-app.ts';
import { createBench, type MarkSpec } from './bench/harness.ts';
import { printReport, type ScreenResult } from './bench/report.ts';
import { screenBenches } from './bench/screens.ts';
import { busyPorts, ensureInsideEmulators, findChrome, installChromeHint } from './local-env.mjs';
import { buildBenchData } from './seed-bench-data.ts';
import { seedBench, SeedRefused } from './seed-bench.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Math.max(1, Number(option('--runs') ?? 3) || 3);
const only = option('--only');
const log = (message: string) => console.log(message);

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

ensureInsideEmulators('scripts/bench-screens.ts', args);

const chrome = findChrome();
if (!chrome) fail(installChromeHint);
const busy = await busyPorts(['preview']);
if (busy) fail(busy);

const now = Date.now();
const data = buildBenchData(now);
try {
  await seedBench({ data, now, log });
} catch (error) {
  fail(error instanceof SeedRefused ? error.message : `seed:bench falhou: ${String(error)}`);
}

let app: BenchApp | undefined;
try {
  app = await openBenchApp(root, chrome, { force: args.includes('--build'), log });
  const { browser } = app;
  const screens = screenBenches.filter((s) => !only || s.screen.toLowerCase().includes(only.toLowerCase()));
  const marks: Record<string, MarkSpec> = Object.assign({}, ...screens.map((s) => s.marks));
  const bench = createBench(browser, app.url, app.auth, data, marks);

  const results: ScreenResult[] = [];
  for (const screen of screens) {
    const result: ScreenResult = { screen: screen.screen, runs: [], steps: [], errors: [] };
    for (let run = 1; run <= runs; run++) {
      log(`• ${screen.screen}: execução ${run}/${runs}...`);
      try {
        const sample = await screen.run(bench);
        result.runs.push(sample.figures);
        if (sample.steps) result.steps.push(sample.steps);
      } catch (error) {
        result.errors.push(
          `execução ${run} falhou: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
      }
    }
    results.push(result);
  }
  const students = data.students.length.toLocaleString('pt-BR');
  const payments = data.payments.length.toLocaleString('pt-BR');
  printReport(
    results,
    `Telas da equipe com ${students} alunos e ${payments} pagamentos (seed:bench) — Chromium ${browser.version()}, ` +
      `mediana de ${runs} execução(ões); as metas só informam, nunca reprovam.`,
  );
} catch (error) {
  console.error(`\n✖ O benchmark não pôde rodar: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await app?.close();
}
