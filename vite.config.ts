/// <reference types="vitest/config" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleGraph } from './scripts/bundle-graph.ts';
import { buildRefusal, missingFirebaseConfig } from './src/domain/firebase-config.ts';
import {
  cspSources,
  headersFor,
  hostingHeaderRules,
  previewConnectFile,
  withConnectSources,
} from './scripts/hosting-headers.mjs';

// "/" is prerendered into index.html; the staff tool is served from admin.html (an empty shell), so
// a visit to /admin never flashes the public page. Dev and preview use the same rewrite as Hosting.
const adminRewrite: Connect.NextHandleFunction = (req, _res, next) => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (path === '/admin' || path.startsWith('/admin/')) req.url = '/admin.html';
  next();
};
// Preview (browser tests, benchmarks) sends firebase.json's headers (hostingHeaders below), so it
// caches the hashed assets as Hosting does and a second visit measures what a visitor's costs.
// An address that is no page or file gets 404.html with status 404, as on Hosting (preview only:
// Vite's own fallback would serve the public page).
const notFound =
  (outDir: string): Connect.NextHandleFunction =>
  (req, res, next) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
    const file = join(outDir, path);
    if (path === '/' || [file, `${file}.html`, join(file, 'index.html')].some(isFile)) return next();
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(readFileSync(join(outDir, '404.html')));
  };
const adminShell: Plugin = {
  name: 'salus-admin-shell',
  configureServer: (server) => void server.middlewares.use(adminRewrite),
  configurePreviewServer: (server) => {
    server.middlewares.use(adminRewrite);
    server.middlewares.use(notFound(resolve(server.config.root, server.config.build.outDir)));
  },
};

// What the app connects to besides the Firebase endpoints: the postal-code lookup (ViaCEP, or
// VITE_CEP_LOOKUP_URL) and, in emulator mode, the local emulators.
const originOf = (url: string | undefined) => (url ? new URL(url).origin : null);
const emulatorOrigins = (env: Record<string, string>) =>
  [
    env.VITE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
    // The one the faults test stops and restarts (tests/e2e/faults.spec.ts).
    ...(env.VITE_FAULT_FIRESTORE_EMULATOR_HOST ? [env.VITE_FAULT_FIRESTORE_EMULATOR_HOST] : []),
  ].map((host) => `http://${host}`);

// The client build. Production: refuses without a Firebase project's configuration (/admin would
// open dark and empty), and when VITE_CEP_LOOKUP_URL names a server firebase.json's
// Content-Security-Policy does not allow. Emulator mode: leaves the origins of the emulators (and
// of a local CEP stub) in dist for `vite preview`, which adds them to the policy — only there.
let localOrigins: string[] | null = null;
const deployChecks: Plugin = {
  name: 'salus-deploy-checks',
  apply: 'build',
  configResolved(config) {
    localOrigins = null;
    if (config.build.ssr) return;
    const missing = missingFirebaseConfig(config.env);
    if (missing.length > 0) throw new Error(buildRefusal(missing));
    const cep = originOf(config.env.VITE_CEP_LOOKUP_URL);
    if (config.env.VITE_USE_EMULATORS === 'true') {
      localOrigins = [...emulatorOrigins(config.env), ...(cep ? [cep] : [])];
      return;
    }
    const policy = headersFor('/admin.html')['Content-Security-Policy'] ?? '';
    if (cep && !cspSources(policy, 'connect-src').includes(cep)) {
      throw new Error(
        `Build de produção recusado: VITE_CEP_LOOKUP_URL aponta para ${cep}, que a Content-Security-Policy ` +
          'de firebase.json não permite. Acrescente essa origem ao connect-src de firebase.json.',
      );
    }
  },
  generateBundle() {
    if (localOrigins)
      this.emitFile({ type: 'asset', fileName: previewConnectFile, source: JSON.stringify(localOrigins) });
  },
};

// `vite preview` sends firebase.json's headers, matched on the path as requested (before the
// /admin rewrite), as Hosting does; an emulator-mode build's local origins join connect-src.
const hostingHeaders: Plugin = {
  name: 'salus-hosting-headers',
  configurePreviewServer(server) {
    const file = join(resolve(server.config.root, server.config.build.outDir), previewConnectFile);
    const local = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
    const rules = hostingHeaderRules();
    server.middlewares.use((req, res, next) => {
      const headers = headersFor(new URL(req.url ?? '/', 'http://x').pathname, rules);
      const csp = headers['Content-Security-Policy'];
      if (csp) headers['Content-Security-Policy'] = withConnectSources(csp, local);
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), hostingHeaders, adminShell, deployChecks, bundleGraph()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      input: { main: 'index.html', admin: 'admin.html' },
      output: {
        // React is loaded whole by both pages; as one file (not four pieces) it compresses better.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  test: {
    // Worker threads rather than child processes: on this 2-core machine the unit tests took
    // 269 -> 205 s (and 348 -> 267 s of CPU), every test passing the same.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.tsx'],
          // happy-dom: the component tests' time 250 -> 179 s on this 2-core machine against jsdom. A file
          // that needs jsdom's fuller DOM (an iframe's window, computed styles) says so in a docblock.
          environment: 'happy-dom',
          setupFiles: ['src/test-setup.ts'],
          // The print window's stylesheet is read as text (?raw); tests check what it says.
          css: { include: [/print\.css/] },
          // Screens with MUI dialogs and menus take seconds under user-event on a busy 2-core machine.
          testTimeout: 15000,
        },
      },
      {
        // The pure logic (domain, data helpers, URL state): no DOM to build for each file.
        extends: true,
        test: {
          name: 'unit-node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
