/// <reference types="vitest/config" />
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildRefusal, missingFirebaseConfig } from './src/domain/firebase-config';

// "/" is prerendered into index.html; the staff tool is served from admin.html (an empty shell), so
// a visit to /admin never flashes the public page. Dev and preview use the same rewrite as Hosting.
const adminRewrite: Connect.NextHandleFunction = (req, _res, next) => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (path === '/admin' || path.startsWith('/admin/')) req.url = '/admin.html';
  next();
};
const adminShell: Plugin = {
  name: 'salus-admin-shell',
  configureServer: (server) => void server.middlewares.use(adminRewrite),
  configurePreviewServer: (server) => void server.middlewares.use(adminRewrite),
};

// A production bundle without a Firebase project's configuration would open /admin dark and empty:
// the client build refuses, naming what is missing (the emulator-mode build needs none).
const requireFirebaseConfig: Plugin = {
  name: 'salus-require-firebase-config',
  apply: 'build',
  configResolved(config) {
    if (config.build.ssr) return;
    const missing = missingFirebaseConfig(config.env);
    if (missing.length > 0) throw new Error(buildRefusal(missing));
  },
};

export default defineConfig({
  plugins: [react(), adminShell, requireFirebaseConfig],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    rollupOptions: { input: { main: 'index.html', admin: 'admin.html' } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          // The print window's stylesheet is read as text (?raw); tests check what it says.
          css: { include: [/print\.css/] },
          // Screens with MUI dialogs and menus take seconds under user-event on a busy 2-core machine.
          testTimeout: 15000,
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
