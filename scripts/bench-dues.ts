// `npm run bench:dues [-- --runs N (at most 12) --build]`: 'Gerar mensalidades' for 400 students (issue
// 17: ≤ 5 s on the emulator, with a progress indicator), through the real screen. Always in emulators of
// its own (started for it, on this checkout's ports — SALUS_PORT_OFFSET moves them — and thrown away
// after), so neither the demo data nor seed:bench's busy studio ever gets its dues. Loads 400 active
// students on a monthly plan with their fees (their studentPrivate documents, bench/dues-data.ts),
// builds and serves the app as bench:screens does, signs in as the seeded admin in the system Chromium
// and, once per run, for a month of its own: opens Pagamentos in a new context, 'Gerar mensalidades',
// waits for the preview, presses 'Gerar' and times it to "… mensalidades geradas com sucesso!" (what the
// admin waits for) and until the server holds every due; then opens it again for the same month, which
// must have nothing left to create. Prints medians beside the targets; a missed target never fails it.
import type { Browser, BrowserContext, Locator } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { fileURLToPath } from 'node:url';
import { todayIso } from '../src/domain/dates.ts';
import { formatBRL } from '../src/domain/money.ts';
import { monthLabel } from '../src/domain/monthly-dues.ts';
import { openBenchApp, type BenchApp, type Session } from './bench/bench-app.ts';
import { buildDuesData } from './bench/dues-data.ts';
import { contextOptions, type Figure } from './bench/harness.ts';
import { printReport, type ScreenResult } from './bench/report.ts';
import { busyPorts, ensureInsideEmulators, findChrome, installChromeHint } from './local-env.mjs';
import { emulatorHosts, SEED_PROJECT_ID, writeSeedData } from './seed-emulator.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
// One month of next year each (below), so at most 12.
const runs = Math.min(12, Math.max(1, Number(runsArg >= 0 ? args[runsArg + 1] : 3) || 3));
const log = (message: string) => console.log(message);
const target = { max: 5000 };

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

ensureInsideEmulators('scripts/bench-dues.ts', args, { fresh: true });

const chrome = findChrome();
if (!chrome) fail(installChromeHint);
const busy = await busyPorts(['preview']);
if (busy) fail(busy);

const now = Date.now();
const data = buildDuesData(now);
const fees = data.students.reduce((cents, s) => cents + Math.round(s.data.valorMensalidade * 100), 0) / 100;
const hosts = emulatorHosts();
const app = initializeApp({ projectId: SEED_PROJECT_ID }, `salus-bench-dues-${now}`);
const db = getFirestore(app);
if (!(await db.collection('students').limit(1).get()).empty) {
  fail(`O emulador em ${hosts.firestore} já tem alunos: o benchmark só grava em emuladores novos, só dele.`);
}
log(`• Carregando ${data.students.length} alunos ativos de plano mensal (emuladores próprios)...`);
await writeSeedData(app, data);

/** How many dues of `month` the server holds (their ids start with the month: monthlyDueId). */
async function duesOnServer(store: Firestore, month: string): Promise<number> {
  const ids = store
    .collection('payments')
    .where(FieldPath.documentId(), '>=', `${month}_`)
    .where(FieldPath.documentId(), '<=', `${month}_\uf8ff`);
  return (await ids.count().get()).data().count;
}

const count = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);

/** One run: a new context opens Pagamentos and generates `month`'s dues, then tries again. */
async function generateMonth(browser: Browser, baseURL: string, auth: Session, month: string): Promise<Figure[]> {
  const context: BrowserContext = await browser.newContext({ ...contextOptions, baseURL, storageState: auth });
  try {
    const page = await context.newPage();
    await page.goto('/admin/pagamentos');
    const open = async (): Promise<{ dialog: Locator; preview: string; previewMs: number }> => {
      await page.getByRole('button', { name: 'Gerar mensalidades' }).click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog', { name: 'Gerar mensalidades' });
      const started = performance.now();
      const [year = '', mm = ''] = month.split('-');
      const name = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(Number(year), Number(mm) - 1, 15)),
      );
      await dialog.getByRole('textbox', { name: 'Ano' }).fill(year);
      await dialog.getByRole('combobox', { name: 'Mês' }).click();
      await page.getByRole('option', { name, exact: true }).click();
      const preview = dialog.getByRole('alert', { name: 'Prévia' }).filter({ hasText: monthLabel(month) });
      await preview.waitFor({ timeout: 60_000 });
      return { dialog, preview: await preview.innerText(), previewMs: performance.now() - started };
    };

    const first = await open();
    const planned = count(first.preview, /Serão geradas (\d+) mensalidades?/);
    const total = /total (R\$\s*[\d.]+,\d{2})/.exec(first.preview)?.[1] ?? 'n/d';
    // Whether the progress bar showed while the dues were being written.
    await page.evaluate(`(() => {
      window.__salusDuesProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Gerando mensalidades"]')) window.__salusDuesProgress = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    const started = performance.now();
    await first.dialog.getByRole('button', { name: 'Gerar', exact: true }).click({ timeout: 60_000 });
    const done = page.getByText(/mensalidades? geradas? com sucesso!/);
    await done.waitFor({ timeout: 120_000 });
    const uiMs = performance.now() - started;
    const created = count(await done.innerText(), /(\d+) mensalidades? geradas?/);
    // trackSave may let a batch go after 8 s in the local cache: the server's own count says when all arrived.
    let onServer = await duesOnServer(db, month);
    while (onServer < planned && performance.now() - started < 120_000) {
      await new Promise((r) => setTimeout(r, 100));
      onServer = await duesOnServer(db, month);
    }
    const serverMs = onServer >= planned ? performance.now() - started : null;
    const progress = (await page.evaluate('window.__salusDuesProgress')) === true;
    await page.getByText(/mensalidades? geradas? com sucesso!/).waitFor({ state: 'hidden', timeout: 30_000 });

    // The same month again (safe twice): nothing left to create, and the server still holds one each.
    const again = await open();
    const left = again.preview.includes('Nenhuma mensalidade a gerar')
      ? 0
      : count(again.preview, /Serão geradas (\d+) mensalidades?/);
    const already = count(again.preview, /Já geradas: (\d+)/);
    const gerarOff = await again.dialog.getByRole('button', { name: 'Gerar', exact: true }).isDisabled();
    const stored = await duesOnServer(db, month);

    const note =
      `prévia: ${planned} mensalidades, total ${total} (soma das mensalidades: ${formatBRL(fees)}); ` +
      `barra de progresso ${progress ? 'vista' : 'NÃO vista'}`;
    const againNote = `de novo: 'Já geradas: ${already}', 'Gerar' ${gerarOff ? 'desabilitado' : 'HABILITADO'}`;
    return [
      { label: 'prévia (mês → contagem e total)', unit: 'ms', value: first.previewMs },
      { label: 'mensalidades criadas', unit: 'docs', value: created, note },
      { label: "'Gerar' → '… geradas com sucesso!'", unit: 'ms', value: uiMs, target },
      { label: "'Gerar' → todas no servidor", unit: 'ms', value: serverMs, target },
      { label: 'no servidor depois', unit: 'docs', value: stored },
      { label: 'de novo, mesmo mês: a criar', unit: 'docs', value: left, target: { max: 0 }, note: againNote },
    ];
  } finally {
    await context.close();
  }
}

let bench: BenchApp | undefined;
try {
  bench = await openBenchApp(root, chrome, { force: args.includes('--build'), log });
  const { browser, url, auth } = bench;
  const result: ScreenResult = { screen: 'Gerar mensalidades', runs: [], steps: [], errors: [] };
  const nextYear = Number(todayIso().slice(0, 4)) + 1;
  for (let run = 1; run <= runs; run++) {
    // A month of its own per run, in next year (the dialog takes last, this or next year; these
    // emulators are new, so none has dues yet): every run creates the whole month.
    const month = `${nextYear}-${String(run).padStart(2, '0')}`;
    log(`• Gerar mensalidades de ${monthLabel(month)}: execução ${run}/${runs}...`);
    try {
      result.runs.push(await generateMonth(browser, url, auth, month));
    } catch (error) {
      // The message's first lines say which step gave up (e.g. the locator a click waited for).
      const message = error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
      result.errors.push(`execução ${run} falhou: ${message}`);
    }
  }
  printReport(
    [result],
    `'Gerar mensalidades' com ${data.students.length} alunos ativos de plano mensal (emuladores próprios, ` +
      `descartados ao fim) — Chromium ${browser.version()}, mediana de ${runs} execução(ões), um mês por ` +
      'execução; as metas só informam, nunca reprovam.',
  );
} catch (error) {
  console.error(`\n✖ O benchmark não pôde rodar: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await bench?.close();
  await deleteApp(app);
}
