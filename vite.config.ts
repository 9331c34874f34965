/// <reference types="vitest/config" />
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleGraph } from './scripts/bundle-graph.ts';

// "/" is prerendered into index.html; the staff tool is served from admin.html (an empty shell), so
// a visit to /admin never flashes the public page. Dev and preview use the same rewrite as Hosting.
const adminRewrite: Connect.NextHandleFunction = (req, _res, next) => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (path === '/admin' || path.startsWith('/admin/')) req.url = '/admin.html';
  next();
};
// Preview (browser tests, benchmarks) caches the hashed assets as Hosting does (firebase.json), so a
// second visit measures what a visitor's second visit costs.
const immutableAssets: Connect.NextHandleFunction = (req, res, next) => {
  if ((req.url ?? '').startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  next();
};
const adminShell: Plugin = {
  name: 'salus-admin-shell',
  configureServer: (server) => void server.middlewares.use(adminRewrite),
  configurePreviewServer: (server) => {
    server.middlewares.use(immutableAssets);
    server.middlewares.use(adminRewrite);
  },
};

export default defineConfig({
  plugins: [react(), adminShell, bundleGraph()],
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
