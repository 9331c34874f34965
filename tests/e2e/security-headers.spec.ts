// The headers Hosting sends (firebase.json), as `vite preview` sends them to every browser test:
// a Content-Security-Policy that allows only what the app uses, the other protective headers, and
// long caching only for files whose names carry their content's hash.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cspSources, headersFor } from '../../scripts/hosting-headers.mjs';
import { ports } from '../../scripts/local-env.mjs';
import { emulatorHosts } from '../support/emulator';
import { expect, test } from './support/test';

const dist = join(process.cwd(), process.env.SALUS_DIST ?? 'dist');
const hashedAsset = `/assets/${readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'))}`;
const production = headersFor('/admin/alunos')['Content-Security-Policy'] ?? '';

test('every page and file carries the protective headers', async ({ request }) => {
  for (const path of ['/', '/admin', '/admin/alunos', '/instrucoes.html', '/favicon.svg', hashedAsset]) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(cspSources(headers['content-security-policy'] ?? '', 'frame-ancestors'), path).toEqual(["'none'"]);
  }
});

test('only hashed assets are cached for long; pages are checked again on every visit', async ({ request }) => {
  expect((await request.get(hashedAsset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashedAsset).toMatch(/-[\w-]{8}\.js$/);
  for (const path of ['/', '/admin', '/admin/dashboard', '/instrucoes.html', '/favicon.svg', '/robots.txt']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
});

test('the policy allows only the app, Firebase, the CEP lookup and the map; the emulators only here', async ({
  request,
}) => {
  const served = (await request.get('/admin')).headers()['content-security-policy'] ?? '';
  const hosts = emulatorHosts();
  // Production (firebase.json): no script but the app's own and the hashed loader of "/", no eval.
  expect(cspSources(production, 'default-src')).toEqual(["'self'"]);
  expect(cspSources(production, 'script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[\w+/]+=*'$/)]);
  expect(cspSources(production, 'object-src')).toEqual(["'none'"]);
  expect(cspSources(production, 'base-uri')).toEqual(["'self'"]);
  expect(cspSources(production, 'frame-src')).toEqual(['https://www.google.com']);
  // The Firestore channel loads an image from www.google.com to tell a dead server from a dead network.
  expect(cspSources(production, 'img-src')).toEqual(["'self'", 'https://www.google.com']);
  expect(cspSources(production, 'connect-src')).toEqual([
    "'self'",
    'https://firestore.googleapis.com',
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://viacep.com.br',
  ]);
  expect(production).not.toContain('127.0.0.1');
  // This emulator-mode build: the same policy, plus the local emulators it talks to (and the one
  // the faults test stops and restarts).
  expect(served).toBe(
    production.replace(
      /connect-src [^;]+/,
      (directive) =>
        `${directive} http://${hosts.auth} http://${hosts.firestore} http://127.0.0.1:${ports.faultFirestore}`,
    ),
  );
});

test('an injected inline script does not run, and the violation fails a test', async ({
  page,
  cspViolations,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Content Security Policy/);
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/^script-src-elem blocked inline/);
  cspViolations.length = 0; // provoked on purpose: the fixture would fail this test otherwise
});

test('the staff tool cannot be framed by another page (clickjacking)', async ({
  page,
  baseURL,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/frame-ancestors/);
  await page.setContent(`<iframe title="alheio" src="${baseURL}/admin/login"></iframe>`, { waitUntil: 'load' });
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(framed?.url()).toBe('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Entrar' })).toHaveCount(0);
});
