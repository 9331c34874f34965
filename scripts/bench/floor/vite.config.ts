// The floor page's build (scripts/bench/app-server.ts runs it after the app's): the Firebase SDK as
// the app gets it — same Vite, same target, same emulator settings (.env.emulator) — and nothing else.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  envDir: fileURLToPath(new URL('../../..', import.meta.url)),
  base: '/bench-floor/',
  build: { target: 'es2022', emptyOutDir: true },
  logLevel: 'warn',
});
