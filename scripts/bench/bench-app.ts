// What every browser benchmark starts from (bench:screens, bench:dues): the app built in emulator
// mode for the running emulators (SALUS_DIST=<dir>: that build as it is, e.g. another branch's),
// served by `vite preview`, the system Chromium, and the seeded admin's session.
import { chromium, type Browser } from '@playwright/test';
import { join, resolve } from 'node:path';
import { demoLogins } from '../demo-logins.mjs';
import { chromiumArgs, ports } from '../local-env.mjs';
import { ensureBuild, servePreview, type Server } from './app-server.ts';
import { signIn } from './harness.ts';

export type Session = Awaited<ReturnType<typeof signIn>>;

export interface BenchApp {
  url: string;
  browser: Browser;
  /** The seeded admin's session, for new contexts. */
  auth: Session;
  close(): Promise<void>;
}

export async function openBenchApp(
  root: string,
  chrome: string,
  options: { force: boolean; log: (message: string) => void },
): Promise<BenchApp> {
  const outDir = process.env.SALUS_DIST ? resolve(root, process.env.SALUS_DIST) : join(root, '.cache', 'bench-dist');
  if (!process.env.SALUS_DIST) {
    const viteEnv = {
      VITE_FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '',
      VITE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    };
    ensureBuild(root, outDir, viteEnv, options);
  }
  let server: Server | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    server?.stop();
  };
  try {
    server = await servePreview(root, outDir, ports.preview);
    browser = await chromium.launch({ executablePath: chrome, args: chromiumArgs });
    const admin = demoLogins.find((login) => login.role === 'admin' && login.active === true);
    if (!admin) throw new Error('no admin among the demo logins');
    options.log(`• Entrando como ${admin.email} (${server.url})...`);
    const auth = await signIn(browser, server.url, admin.email, admin.password);
    return { url: server.url, browser, auth, close };
  } catch (error) {
    await close();
    throw error;
  }
}
