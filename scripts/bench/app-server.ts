// The app as the benchmark sees it: the production build in emulator mode (rebuilt only when the
// sources or the emulator hosts changed since the last one), with the floor page (floor/) built into
// its bench-floor/ folder, served by `vite preview`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under the given files and folders. */
function newestMtime(root: string, entries: readonly string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of entries) visit(join(root, entry));
  return newest;
}

const inputs = [
  'src',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'package-lock.json',
  '.env.emulator',
  'scripts/build.mjs',
  'scripts/prerender.mjs',
  'scripts/bench/floor',
];

/** Builds the app into `outDir` unless the build there is of these sources and hosts already. */
export function ensureBuild(
  root: string,
  outDir: string,
  viteEnv: Record<string, string>,
  options: { force?: boolean; log: (message: string) => void },
): void {
  const stampFile = join(outDir, '.bench-stamp.json');
  const stamp = JSON.stringify({ viteEnv, sources: newestMtime(root, inputs) });
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
  if (!options.force && current === stamp && existsSync(join(outDir, 'admin.html'))) {
    options.log(`• Build em ${outDir} está em dia.`);
    return;
  }
  options.log(`• Build do app (modo emulador) em ${outDir}...`);
  const build = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'build.mjs'), '--mode', 'emulator', '--outDir', outDir, '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...viteEnv } },
  );
  if (build.status !== 0) throw new Error('O build do app falhou (veja acima).');
  // The floor page: the same SDK alone, served beside the app (same origin, so the same session).
  const floor = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(root, 'scripts', 'bench', 'floor', 'vite.config.ts'),
      '--mode',
      'emulator',
      '--outDir',
      join(outDir, 'bench-floor'),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...viteEnv } },
  );
  if (floor.status !== 0) throw new Error('O build da página-piso falhou (veja acima).');
  writeFileSync(stampFile, stamp);
}

export interface Server {
  url: string;
  stop(): void;
}

/** `vite preview` of `outDir` on 127.0.0.1:`port`, once it answers. */
export async function servePreview(root: string, outDir: string, port: number): Promise<Server> {
  const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [viteBin, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => void child.kill();
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview parou (código ${child.exitCode}).`);
    try {
      if ((await fetch(`${url}/admin.html`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`vite preview não respondeu em ${url}.`);
}
