// The screen benchmark's small framework. A screen is a `ScreenBench`: the marks its page watches
// for and a `run` that measures one sample and returns figures; the runner repeats it and prints
// medians beside their targets. Add a screen by writing one in scripts/bench/screens/ and listing it
// in scripts/bench/screens.ts.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { BenchData } from '../seed-bench-data.ts';
import { countFirestoreReads, type ReadCounter } from './firestore-reads.ts';
import type { FloorQuery } from './floor/floor-query.ts';
import { reopenInApp } from './reopen.ts';

/** Something on screen: an element matching `selector`, containing `text` when given. */
export interface MarkSpec {
  selector: string;
  text?: string;
}

/** A figure of one run: milliseconds or documents; null means n/d, with the reason in `note`. */
export interface Figure {
  label: string;
  unit: 'ms' | 'docs';
  value: number | null;
  /** Met when value ≤ max. */
  target?: { max: number };
  /** The same measure of the screen's floor page in the same run (see floor/floor.ts): ms, or null. */
  floor?: number | null;
  note?: string;
}

/** Where a cold open's time went: ms from the navigation's start to each step (see `stepsOf`). */
export type Steps = Record<string, number | null>;

export interface ScreenBench {
  /** As the menu calls it, e.g. 'Alunos / Pacientes'. */
  screen: string;
  /** What its page should watch for from the very start of each navigation (see in-page.js). */
  marks: Record<string, MarkSpec>;
  /** One sample of every figure of the screen (and where a cold open's time went, when measured). */
  run(bench: Bench): Promise<Sample>;
}

export interface Sample {
  figures: Figure[];
  steps?: Steps;
}

export interface Visit {
  /** Navigation start → the paint that first showed the mark; null when it never did. */
  ms: number | null;
  /** Documents Firestore sent from the navigation until it went quiet. */
  reads: number;
  /** Queries the page resumed from its local cache (resumeToken) meanwhile. */
  resumed: number;
  /** Why ms is null. */
  note?: string;
  /** The app's User Timing marks (salus:*), ms from the navigation's start. */
  marks: Record<string, number>;
}

export interface BenchPage {
  page: Page;
  /**
   * Opens `path` and waits for `mark` — or for the 'em construção' placeholder, which means the
   * screen does not exist yet (ms null, note 'tela ainda não existe').
   */
  visit(path: string, mark: string, options?: { timeoutMs?: number }): Promise<Visit>;
  close(): Promise<void>;
}

export interface Bench {
  /** What seed:bench loaded (students, payments per student...). */
  data: BenchData;
  /** A new browser context (empty HTTP and Firestore caches) signed in as the seeded admin. */
  coldPage(): Promise<BenchPage>;
  /**
   * The floor of `queries` in a new context, cold then warm (a second visit): ms from the navigation
   * to every answer in memory, and to the session restored.
   */
  floor(queries: FloorQuery[]): Promise<{ cold: FloorVisit; warm: FloorVisit }>;
}

export interface FloorVisit {
  ms: number | null;
  auth: number | null;
  error?: string;
}

/** Marks every page watches: the placeholder of a screen still being built. */
export const builtInMarks: Record<string, MarkSpec> = {
  absent: { selector: '[role="alert"]', text: 'em construção' },
};

export const absentNote = 'tela ainda não existe';
/** Seen with the Firestore emulator 1.19: it answers a resumed query with every document again. */
const resentNote =
  'na volta o app retomou as consultas do cache (resumeToken), mas o emulador reenviou os documentos; ' +
  'no Firestore real uma retomada em até 30 min cobra só os que mudaram';

const inPageScript = fileURLToPath(new URL('./in-page.js', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const contextOptions = {
  // The preview serves the production CSP (no 'unsafe-eval'), which would refuse the string predicates
  // of page.waitForFunction: every mark would time out. The app's own code runs the same either way.
  bypassCSP: true,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 1280, height: 800 },
};

/**
 * Signs in through the login form once and keeps only the Auth session (Firebase keeps it in
 * IndexedDB), so every cold context starts signed in but with nothing else cached.
 */
export async function signIn(browser: Browser, baseUrl: string, email: string, password: string) {
  const context = await browser.newContext({ ...contextOptions, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Senha/).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    const state: StorageState = await context.storageState({ indexedDB: true });
    // The snapshot's databases are not in Playwright's types; only Auth's is kept.
    type WithDatabases = { indexedDB?: { name: string }[] };
    return {
      ...state,
      origins: state.origins.map((origin) => ({
        ...origin,
        indexedDB: ((origin as WithDatabases).indexedDB ?? []).filter((db) => db.name === 'firebaseLocalStorageDb'),
      })),
    };
  } finally {
    await context.close();
  }
}

export function createBench(
  browser: Browser,
  baseUrl: string,
  auth: StorageState,
  data: BenchData,
  marks: Record<string, MarkSpec>,
): Bench {
  const allMarks = { ...builtInMarks, ...marks };
  return {
    data,
    async coldPage() {
      const context = await browser.newContext({ ...contextOptions, baseURL: baseUrl, storageState: auth });
      await context.addInitScript({ content: `window.__salusBenchMarks = ${JSON.stringify(allMarks)};` });
      await context.addInitScript({ path: inPageScript });
      const page = await context.newPage();
      const reads = await countFirestoreReads(page);
      return {
        page,
        visit: (path, mark, options) => visit(page, reads, path, mark, options),
        close: () => context.close(),
      };
    },
    async floor(queries) {
      const context = await browser.newContext({ ...contextOptions, baseURL: baseUrl, storageState: auth });
      try {
        const page = await context.newPage();
        const hash = `#${encodeURIComponent(JSON.stringify(queries))}`;
        // Two URLs: going to the same URL again would only move to its hash, not load the page.
        const once = async (visit: 'cold' | 'warm'): Promise<FloorVisit> => {
          await page.goto(`/bench-floor/index.html?visit=${visit}${hash}`, { waitUntil: 'commit' });
          const result = await page
            .waitForFunction('window.__salusFloor', undefined, { timeout: 20_000, polling: 50 })
            .then((handle) => handle.jsonValue() as Promise<{ auth: number; done: number; error?: string }>)
            .catch(() => ({ auth: NaN, done: NaN, error: 'não terminou em 20 s' }));
          const ms = (value: number) => (Number.isFinite(value) ? value : null);
          return { ms: ms(result.done), auth: ms(result.auth), ...(result.error ? { error: result.error } : {}) };
        };
        const cold = await once('cold');
        const warm = await once('warm');
        return { cold, warm };
      } finally {
        await context.close();
      }
    },
  };
}

async function visit(
  page: Page,
  reads: ReadCounter,
  path: string,
  mark: string,
  { timeoutMs = 20_000 } = {},
): Promise<Visit> {
  const before = reads.count();
  const resumedBefore = reads.resumed();
  await page.goto(path, { waitUntil: 'commit' });
  // A string, not a function: nothing of this process's transpiler ends up in the page.
  const state = `(() => {
    const marks = window.__salusBench && window.__salusBench.marks;
    if (!marks) return false;
    if (typeof marks.absent === 'number') return 'absent';
    return typeof marks[${JSON.stringify(mark)}] === 'number' ? 'seen' : false;
  })()`;
  const seen = await page
    .waitForFunction(state, undefined, { timeout: timeoutMs, polling: 50 })
    .then((handle) => handle.jsonValue() as Promise<'absent' | 'seen'>)
    .catch(() => 'timeout' as const);
  const ms =
    seen === 'seen' ? ((await page.evaluate(`window.__salusBench.marks[${JSON.stringify(mark)}]`)) as number) : null;
  await settle(reads);
  const note = seen === 'absent' ? absentNote : seen === 'timeout' ? `não apareceu em ${timeoutMs} ms` : undefined;
  const marks = (await page.evaluate(
    `Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('salus:')).map((m) => [m.name.slice(6), m.startTime]))`,
  )) as Record<string, number>;
  return {
    ms,
    reads: reads.count() - before,
    resumed: reads.resumed() - resumedBefore,
    marks,
    ...(note ? { note } : {}),
  };
}

/**
 * A cold open, step by step, from the app's User Timing marks (src/app/main.tsx, router.tsx,
 * data/live.ts, data/auth-service.ts): the shell's code run, the app's code run (React, MUI, the
 * router), the session restored, the profile read, the screen's code loaded, the screen's data
 * whole (the last of `keys`), the rows painted — and the floor's session and data.
 */
export function stepsOf(visit: Visit, keys: string[], floor: FloorVisit): Steps {
  const mark = (name: string) => visit.marks[name] ?? null;
  const profile = Object.entries(visit.marks).find(([name]) => name.startsWith('whole:user:'))?.[1] ?? null;
  const data = keys.map((key) => mark(`whole:${key}`));
  return {
    'JS do shell': mark('boot'),
    'JS do app': mark('app-code'),
    sessão: mark('auth'),
    perfil: profile,
    'código da tela': mark('screen-code'),
    dados: data.some((t) => t === null) ? null : Math.max(...(data as number[])),
    pintura: visit.ms,
    'piso: sessão': floor.auth,
    'piso: dados': floor.ms,
  };
}

/** Waits until Firestore has sent nothing for a second (at most 20 s), so late documents count. */
async function settle(reads: ReadCounter): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < 20_000) {
    const quietSince = Math.max(reads.lastAt(), started);
    if (performance.now() - quietSince >= 1000) return;
    await sleep(200);
  }
}

export interface ColdAndWarm {
  figures: Figure[];
  /** Where the cold open's time went (only with a floor). */
  steps?: Steps;
}

/**
 * Cold and warm visits of a screen in one context: both times and the documents each read; with
 * `floor` (the screen's queries, profile included), the floor page's cold and warm times in a
 * context of its own, measured in the same run, and where the cold open's time went.
 */
export async function coldAndWarm(
  page: BenchPage,
  path: string,
  mark: string,
  what: string,
  target?: { cold?: number; warm?: number; coldReads?: number; warmReads?: number },
  floor?: { bench: Bench; queries: FloorQuery[] },
): Promise<ColdAndWarm> {
  const cold = await page.visit(path, mark);
  const warm = await page.visit(path, mark);
  const reopened = warm.ms === null ? null : await reopenInApp(page.page, mark);
  const floors = floor ? await floor.bench.floor(floor.queries) : undefined;
  const missing = cold.note === absentNote;
  const figure = (
    label: string,
    unit: Figure['unit'],
    value: number | null,
    max?: number,
    note?: string,
    floorMs?: FloorVisit,
  ): Figure => ({
    label,
    unit,
    value: missing ? null : value,
    ...(max === undefined ? {} : { target: { max } }),
    ...(floorMs ? { floor: floorMs.ms } : {}),
    ...(missing ? { note: absentNote } : note ? { note } : floorMs?.error ? { note: `piso: ${floorMs.error}` } : {}),
  });
  const figures = [
    figure(`${what}, frio`, 'ms', cold.ms, target?.cold, cold.note, floors?.cold),
    figure(`${what}, recarga (quente)`, 'ms', warm.ms, undefined, warm.note, floors?.warm),
    figure(
      `${what}, reaberta no app`,
      'ms',
      reopened,
      target?.warm ?? 300,
      reopened === null && warm.ms !== null ? 'menu ou marca não encontrados' : undefined,
    ),
    figure('documentos lidos, frio', 'docs', cold.reads, target?.coldReads),
    figure(
      'documentos lidos, quente',
      'docs',
      warm.reads,
      target?.warmReads,
      warm.resumed > 0 && warm.reads > 0 ? resentNote : undefined,
    ),
  ];
  const keys = (floor?.queries ?? []).filter((q) => !q.doc && !q.background).map((q) => q.name);
  return { figures, ...(floors ? { steps: stepsOf(cold, keys, floors.cold) } : {}) };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}
