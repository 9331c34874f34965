// `npm run guide:screenshots`: the pictures of the user guide (public/instrucoes.html), taken from the
// real app. Starts this checkout's emulators (SALUS_PORT_OFFSET moves them) unless
// FIRESTORE_EMULATOR_HOST points at running ones, loads the demo data, builds the app in emulator
// mode when needed, serves it and, in the system Chromium, opens each screen of scripts/guide/shots.ts
// and writes public/instrucoes/<name>.webp. Screens still in construction are skipped and listed.
// `-- --only historico,alunos` takes only those pictures.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuild, servePreview, type Server } from './bench/app-server.ts';
import { demoLogins } from './demo-logins.mjs';
import { pngToWebp } from './guide/encode-webp.ts';
import { shots, type Shot, type Who } from './guide/shots.ts';
import { busyPorts, chromiumArgs, ensureInsideEmulators, findChrome, installChromeHint, ports } from './local-env.mjs';
import { seed } from './seed.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'public', 'instrucoes');
const log = (message: string) => console.log(message);

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

ensureInsideEmulators('scripts/guide-screenshots.ts');

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only ? new Set(values.only.split(',')) : null;
const chosen = only ? shots.filter((s) => only.has(s.file)) : shots;
if (only && chosen.length !== only.size)
  fail(`--only: imagens desconhecidas (conhecidas: ${shots.map((s) => s.file).join(', ')})`);

const chrome = findChrome();
if (!chrome) fail(installChromeHint);
const busy = await busyPorts(['preview']);
if (busy) fail(busy);
// The pictures show the app as a studio's browser does, in Portuguese: native date fields then read
// 27/11/2026, not 11/27/2026. Debian's Chromium keeps its languages in another package.
const debianLocales = '/usr/lib/chromium/locales';
if (existsSync(debianLocales) && !existsSync(join(debianLocales, 'pt-BR.pak')))
  fail('O Chromium não tem o português do Brasil (datas em pt-BR nas imagens): `sudo apt-get install chromium-l10n`.');

// A fixed clock would be nicer, but Firestore and Auth need real time; the demo data is fixed.
await seed({ log });
const dist = join(root, '.cache', 'guide-dist');
ensureBuild(
  root,
  dist,
  {
    VITE_FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '',
    VITE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
  },
  { log },
);

const desktop = { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 };
const phone = { viewport: { width: 390, height: 760 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

async function signedIn(browser: Browser, baseURL: string, who: Who, small: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(small ? phone : desktop),
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  if (who === 'anonymous') return context;
  const login = demoLogins.find((l) => l.key === who);
  if (!login) throw new Error(`no demo login '${who}'`);
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel(/^Senha/).fill(login.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.close();
  return context;
}

/** Takes one picture; false when the screen is still the 'em construção' placeholder. */
async function take(browser: Browser, context: BrowserContext, shot: Shot): Promise<boolean> {
  const page = await context.newPage();
  try {
    await page.goto(shot.path);
    const placeholder = page.getByText('Esta tela está em construção');
    await shot.prepare?.(page).catch(() => undefined);
    await Promise.race([shot.ready(page).first().waitFor(), placeholder.waitFor()]);
    if (await placeholder.isVisible()) return false;
    // Let dialogs finish opening and fonts settle.
    await page.waitForTimeout(400);
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    writeFileSync(join(outDir, `${shot.file}.webp`), await pngToWebp(browser, png));
    return true;
  } finally {
    await page.close();
  }
}

let server: Server | undefined;
let browser: Browser | undefined;
try {
  mkdirSync(outDir, { recursive: true });
  server = await servePreview(root, dist, ports.preview);
  browser = await chromium.launch({
    executablePath: chrome,
    args: chromiumArgs,
    env: { ...process.env, LANGUAGE: 'pt_BR' },
  });
  const contexts = new Map<string, BrowserContext>();
  const coming: string[] = [];
  for (const shot of chosen) {
    const key = `${shot.who}:${shot.phone ? 'phone' : 'desktop'}`;
    let context = contexts.get(key);
    if (!context) contexts.set(key, (context = await signedIn(browser, server.url, shot.who, Boolean(shot.phone))));
    if (await take(browser, context, shot)) log(`✔ instrucoes/${shot.file}.webp`);
    else coming.push(shot.file);
  }
  if (coming.length) log(`• Telas ainda em construção (sem imagem): ${coming.join(', ')}`);
} catch (error) {
  console.error(
    `\n✖ As imagens do guia não puderam ser geradas: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await browser?.close();
  server?.stop();
}
