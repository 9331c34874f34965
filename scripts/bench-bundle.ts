// `npm run bench:bundle [-- --no-build]`: what each page of the app downloads. Builds the app (into
// .cache/bundle-dist; --no-build reads the last one, or SALUS_DIST) and prints, from the build's
// .vite/bundle.json (scripts/bundle-graph.ts):
// - each page's JavaScript (gzip): the staff shell plus the chunks its route loads, the sign-in
//   page beside its target (≤ 150 KiB, without the Firestore SDK, before the form can be used; what
//   it loads next, in parallel — the Auth SDK to restore a session, the menu — is printed apart);
// - for each page, code that its chunks carry but that nothing it imports uses (should be none);
// - every chunk with its size and its largest packages;
// - the user guide's pictures (public/instrucoes/), each ≤ 120 000 bytes (a phone loads them as it scrolls).
// It only prints; a missed target never fails it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleChunk, BundleGraph } from './bundle-graph.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.env.SALUS_DIST ?? join('.cache', 'bundle-dist'));
if (!process.argv.includes('--no-build')) {
  // Emulator mode: the same code, with the demo project's config (a production build refuses to run
  // without a real project's, vite.config.ts); only the emulator hosts differ, a few bytes.
  const build = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'build.mjs'), '--mode', 'emulator', '--outDir', dist, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const reportFile = join(dist, '.vite', 'bundle.json');
if (!existsSync(reportFile)) {
  console.error(`\n✖ ${reportFile} não existe: rode sem --no-build.\n`);
  process.exit(1);
}
const { chunks, graph } = JSON.parse(readFileSync(reportFile, 'utf8')) as BundleGraph;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const firestoreSdk = '~/@firebase/firestore/';
const app = 'src/app/admin-app.tsx'; // admin.html's entry loads it at once, beside the screen's data
const profile = 'src/data/users-repo.ts'; // every signed-in page reads the user's profile
const staff = (page: string, ...more: string[]) => [app, page, ...more, profile];

/** Each page: the HTML entry and the modules its route imports on the way (screen, preload, profile). */
const pages: {
  name: string;
  html: string;
  modules: string[];
  /** What it loads once the form is usable (in parallel): the session's Auth SDK, the menu. */
  later?: string[];
  target?: number;
  noFirestore?: boolean;
}[] = [
  { name: 'Site público /', html: 'index.html', modules: [] },
  {
    name: 'Login (/admin/login)',
    html: 'admin.html',
    modules: [app, 'src/admin/auth/login-page.tsx'],
    later: ['src/data/auth-service.ts', 'src/admin/layout/admin-nav.tsx'],
    target: 150 * 1024,
    noFirestore: true,
  },
  { name: 'Cadastro (/admin/signup)', html: 'admin.html', modules: [app, 'src/admin/auth/signup-page.tsx'] },
  { name: 'Recuperar senha (/admin/forgot)', html: 'admin.html', modules: [app, 'src/admin/auth/forgot-page.tsx'] },
  { name: 'Dashboard', html: 'admin.html', modules: staff('src/admin/agenda/dashboard-page.tsx') },
  {
    name: 'Alunos / Pacientes',
    html: 'admin.html',
    modules: staff('src/admin/students/students-page.tsx', 'src/admin/students/preload.ts'),
  },
  {
    name: 'Instrutores',
    html: 'admin.html',
    modules: staff('src/admin/instructors/instructors-page.tsx', 'src/admin/instructors/preload.ts'),
  },
  {
    name: 'Usuários',
    html: 'admin.html',
    modules: staff('src/admin/users/users-page.tsx', 'src/admin/users/preload.ts'),
  },
  {
    name: 'Pagamentos',
    html: 'admin.html',
    modules: staff('src/admin/payments/payments-page.tsx', 'src/admin/payments/preload.ts'),
  },
  {
    name: 'Relatórios',
    html: 'admin.html',
    modules: staff('src/admin/reports/reports-page.tsx', 'src/admin/reports/preload.ts'),
  },
];

const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));

/** The chunk a module is in. */
function chunkOf(module: string): BundleChunk {
  const chunk =
    chunks.find((c) => c.entry === module || c.dynamicEntry === module) ?? chunks.find((c) => module in c.modules);
  if (!chunk) throw new Error(`${module} is in no chunk of ${dist}`);
  return chunk;
}

/** A chunk and every chunk it imports statically (what the browser loads with it). */
function withImports(start: BundleChunk[]): BundleChunk[] {
  const seen = new Map<string, BundleChunk>();
  const visit = (chunk: BundleChunk) => {
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  start.forEach(visit);
  return [...seen.values()];
}

/** Every module `start` reaches through static imports. */
function reached(start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const module = stack.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    stack.push(...(graph[module] ?? []));
  }
  return seen;
}

const packageOf = (module: string) =>
  module.startsWith('~/')
    ? (/^~\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1] ?? module)
    : module.startsWith('src/')
      ? 'src'
      : module;

function largestPackages(chunk: BundleChunk, count = 3): string {
  const sizes = new Map<string, number>();
  for (const [module, bytes] of Object.entries(chunk.modules)) {
    sizes.set(packageOf(module), (sizes.get(packageOf(module)) ?? 0) + bytes);
  }
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name]) => name)
    .join(', ');
}

console.log(`\nJavaScript de cada página (gzip), build em ${dist}\n`);
const problems: string[] = [];
for (const page of pages) {
  const loaded = withImports([page.html, ...page.modules].map(chunkOf));
  const gzip = loaded.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const needed = reached([page.html, ...page.modules]);
  const neededPackages = new Set([...needed].map(packageOf));
  // The bundler's runtime, and a CommonJS package's files (required, not imported: not in the graph)
  // when the package is imported, are needed too.
  const isNeeded = (module: string) =>
    needed.has(module) ||
    module === 'rolldown/runtime.js' ||
    (module.includes('/cjs/') && neededPackages.has(packageOf(module)));
  const unused = loaded.flatMap((chunk) =>
    Object.entries(chunk.modules).filter(([module, bytes]) => bytes > 0 && !isNeeded(module)),
  );
  const hasFirestore = loaded.some((chunk) => Object.keys(chunk.modules).some((m) => m.startsWith(firestoreSdk)));
  const target = page.target === undefined ? '' : `  meta ≤ ${kib(page.target)} ${gzip <= page.target ? '✓' : '✗'}`;
  const firestore = page.noFirestore ? `  ${hasFirestore ? '✗ traz' : '✓ sem'} o SDK do Firestore` : '';
  console.log(
    `  ${page.name.padEnd(34)} ${kib(gzip).padStart(10)} em ${String(loaded.length).padStart(2)} arquivos${target}${firestore}`,
  );
  if (page.later) {
    const files = new Set(loaded.map((chunk) => chunk.file));
    const after = withImports(page.later.map(chunkOf)).filter((chunk) => !files.has(chunk.file));
    const laterGzip = after.reduce((sum, chunk) => sum + chunk.gzip, 0);
    const hasFirestoreLater = after.some((chunk) => Object.keys(chunk.modules).some((m) => m.startsWith(firestoreSdk)));
    console.log(
      `  ${''.padEnd(34)} ${`+ ${kib(laterGzip)}`.padStart(10)} depois, em paralelo (sessão e menu)` +
        (page.noFirestore ? `, ${hasFirestoreLater ? '✗ com' : '✓ sem'} o SDK do Firestore` : ''),
    );
  }
  if (unused.length) {
    const bytes = unused.reduce((sum, [, b]) => sum + b, 0);
    problems.push(
      `${page.name}: ${kib(bytes)} (antes de minificar) de código que a página não importa: ` +
        unused
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([m]) => m)
          .join(', '),
    );
  }
}
console.log(
  problems.length
    ? `\n  Código carregado sem uso:\n${problems.map((p) => `  - ${p}`).join('\n')}`
    : '\n  ✓ Nenhuma página carrega código que não importa.',
);

console.log('\nCada arquivo (gzip, minificado, maiores pacotes)\n');
for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `  ${chunk.file.padEnd(44)} ${kib(chunk.gzip).padStart(10)} ${kib(chunk.bytes).padStart(10)}  ${largestPackages(chunk)}`,
  );
}
console.log('');

const guideDir = join(root, 'public', 'instrucoes');
const pictureTarget = 120_000;
const pictures = readdirSync(guideDir)
  .filter((name) => name.endsWith('.webp'))
  .map((name) => ({ name, size: statSync(join(guideDir, name)).size }))
  .sort((a, b) => b.size - a.size);
const over = pictures.filter((p) => p.size > pictureTarget);
console.log(
  `Imagens do guia (/instrucoes.html): ${pictures.length}, ${kib(pictures.reduce((sum, p) => sum + p.size, 0))} ao todo; ` +
    `maior ${pictures[0]?.name ?? '—'} ${kib(pictures[0]?.size ?? 0)}  meta ≤ ${kib(pictureTarget)} cada ` +
    (over.length ? `✗ ${over.map((p) => p.name).join(', ')}` : '✓'),
);
console.log('');
