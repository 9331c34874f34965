import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChrome, installChromeHint, ports } from './scripts/local-env.mjs';

// Browser tests run in the system Chromium (no browser download here) against the production build,
// served by `vite preview`. The build must exist (scripts/test.mjs builds it first).
const port = Number(process.env.SALUS_PREVIEW_PORT ?? ports.preview);
const executablePath = findChrome();
if (!executablePath) throw new Error(installChromeHint);
const outDir = process.env.SALUS_DIST ?? 'dist';
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: chromiumArgs,
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
