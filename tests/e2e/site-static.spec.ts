// The prerendered page: complete without JavaScript, hydrated without warnings, and free of Firebase
// and admin code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { desktop, expectSectionInView, nav, openSite, phone, sections } from './site-helpers';

const therapies = [
  'Acupuntura',
  'Auriculoterapia',
  'Massagem',
  'Quiropraxia Seitai e New Seitai',
  'Radiestesia Terapêutica',
  'Reiki',
  'Cone Hindu / Chines',
  'Yoga',
];

for (const viewport of [phone, desktop]) {
  test(`with JavaScript disabled at ${viewport.width} px every section, link and the map are there`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle(/Salus/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Movimento e cuidado a poucos passos do mar');
    for (const { id, link, heading } of sections) {
      await expect(page.getByRole('region', { name: heading })).toHaveAttribute('id', id);
      await expect(nav(page).getByRole('link', { name: link, exact: true })).toHaveAttribute('href', `#${id}`);
      await expect(nav(page).getByRole('link', { name: link, exact: true })).toBeVisible(); // no toggle needed
    }
    const therapyRegion = page.getByRole('region', { name: 'Cuidados que complementam o movimento' });
    await expect(therapyRegion.getByRole('heading', { level: 3 })).toHaveText(therapies);
    await expect(page.getByRole('heading', { name: 'Ballet Infantil' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jiu-Jitsu' })).toBeVisible();
    await expect(page.getByText('Crianças de até 10 anos')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agendar aula' })).toHaveAttribute('href', '#contato');
    await expect(page.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(page.getByTitle('Mapa com a localização da Salus')).toHaveAttribute('src', /google\.com\/maps/);
    await expect(page.getByText('Matricule-se no Pilates e ganhe uma sessão de terapia')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Salus`);

    // Plain hash links still work, and the header does not cover the heading.
    await nav(page).getByRole('link', { name: 'Sobre Nós' }).click();
    await expectSectionInView(page, 'sobre', 'Um espaço para cuidar de você por inteiro', { focused: false });
    await context.close();
  });
}

test('on a phone the menu opens and leads to a section before the scripts have hydrated the page', async ({
  browser,
}) => {
  // Its own page: the scripts never arrive (slow or failed), and their failure is not the page's error.
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
  const contato = nav(page).getByRole('link', { name: 'Contato', exact: true });
  await expect(contato).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(contato).toBeVisible();
  await contato.click();
  await expectSectionInView(page, 'contato', 'Venha nos visitar', { focused: false });
  // SPEC 2.1: the menu closes when a link is tapped (the finger still over it), and opens again.
  await expect(contato).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(contato).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await context.close();
});

test('hydrates without warnings or errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await openSite(page);
  // A click is only handled once React owns the markup: proof that hydration is done.
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('link', { name: 'Falar no WhatsApp sobre a promoção' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Salus`);
  expect(problems).toEqual([]);
});

// A tab opened in the background paints nothing, so the browser reports no paint: the scripts must
// still start (from the load event) or the menu and the promo card would never work there.
test('hydrates even when the browser reports no paint, as in a background tab', async ({ page }) => {
  await page.addInitScript(() => {
    PerformanceObserver.prototype.observe = () => undefined;
  });
  await openSite(page);
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('link', { name: 'Falar no WhatsApp sobre a promoção' })).toBeVisible();
});

// Strings that only Firebase or the staff tool contain.
const forbidden = ['firestore.googleapis.com', '@firebase', 'identitytoolkit', 'MuiButton', 'Área da equipe'];

/**
 * The scripts dist/index.html loads — <script src>, modulepreload links and the list the inline
 * loader imports (a JSON data block) — and everything they import statically (not their import() chunks).
 */
function publicScripts(dist: string): Map<string, string> {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g),
    ...[...html.matchAll(/<script type="(?:module|application\/json)"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [
      ...m[1]!.matchAll(/"\/(assets\/[^"]+\.js)"/g),
    ]),
  ];
  const files = new Map<string, string>();
  const queue = referenced.map((match) => match[1]!);
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    const code = readFileSync(join(dist, file), 'utf8');
    files.set(file, code);
    for (const [, spec] of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(join('assets', spec!));
    }
  }
  return files;
}

test('the JavaScript of "/" contains no Firebase and no admin code', async ({ page }) => {
  const dist = join(process.cwd(), process.env.SALUS_DIST ?? 'dist');
  const scripts = publicScripts(dist);
  expect(scripts.size).toBeGreaterThan(0);
  for (const [file, code] of scripts) {
    for (const needle of forbidden) expect(code.includes(needle), `${file} contains ${needle}`).toBe(false);
  }
  // The same needles do match the staff tool's chunks, so finding none above means something.
  const others = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js') && !scripts.has(`assets/${name}`))
    .map((name) => readFileSync(join(dist, 'assets', name), 'utf8'))
    .join('\n');
  expect(forbidden.filter((needle) => others.includes(needle)).length).toBeGreaterThan(0);

  // And in the browser, "/" requests exactly those scripts and nothing from Firebase.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await openSite(page);
  await page.getByRole('button', { name: 'Fechar' }).click();
  const loadedJs = requested.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname.slice(1));
  expect(new Set(loadedJs)).toEqual(new Set(scripts.keys()));
  expect(requested.filter((url) => /firebase|googleapis|identitytoolkit/.test(url))).toEqual([]);
});

test('an address that does not exist answers 404 with a page in Portuguese that leads home', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/the server responded with a status of 404/); // how Chromium logs the answer
  const response = await page.goto('/aulas-de-natacao');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Página não encontrada — Salus Pilates e Terapias');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Movimento e cuidado a poucos passos do mar');
});
