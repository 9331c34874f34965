// `npm run build` (after the typecheck): the client build — extra arguments such as `--mode emulator`
// go to it — then a Node build of src/site/entry-server.tsx, then the prerender of "/" into
// dist/index.html (scripts/prerender.mjs). The Node build is deleted afterwards.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerender } from './prerender.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const args = process.argv.slice(2);
const outDirFlag = args.findIndex((arg) => arg === '--outDir');
const dist = resolve(root, outDirFlag >= 0 ? (args[outDirFlag + 1] ?? 'dist') : 'dist');
const ssrOut = join(root, 'dist-ssr');

// Both bundles must agree on the footer year in the prerendered HTML (hydration compares them).
const buildYear = new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date());
const env = { ...process.env, VITE_SITE_BUILD_YEAR: process.env.VITE_SITE_BUILD_YEAR ?? buildYear };

function vite(viteArgs) {
  const result = spawnSync(process.execPath, [viteBin, ...viteArgs], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

vite(['build', ...args]);
vite(['build', '--ssr', 'src/site/entry-server.tsx', '--outDir', ssrOut, '--emptyOutDir', '--logLevel', 'warn']);
try {
  const { bytes } = await prerender({ dist, serverEntry: join(ssrOut, 'entry-server.js') });
  console.log(`Prerendered / into ${join(dist, 'index.html')} (${(bytes / 1024).toFixed(1)} KiB).`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
