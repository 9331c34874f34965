// What `npm test` and `npm start` need from this machine, found before any long step runs:
// the ports the emulators and the preview server use, and a Chrome or Chromium for browser tests.
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// SALUS_PORT_OFFSET moves every port at once, so two checkouts can run their tests side by side.
const offset = Number(process.env.SALUS_PORT_OFFSET ?? 0);
export const ports = {
  firestore: 8080 + offset,
  auth: 9099 + offset,
  hub: 4400 + offset,
  logging: 4450 + offset, // between two hubs: offsets are multiples of 100
  websocket: 9150 + offset,
  preview: 4173 + offset,
  // Vite's dev server of `npm start`.
  dev: 5173 + offset,
  // A Firestore emulator of its own for the browser test that stops and restarts it (tests/e2e/faults.spec.ts).
  faultFirestore: 8085 + offset,
};

const chromeCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** CHROME_PATH when set, else the first Chrome/Chromium found where it usually is, else null. */
export function findChrome(env = process.env) {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return chromeCandidates.find((path) => existsSync(path)) ?? null;
}

/** Launch flags that keep Chromium quiet on a closed network (browser tests and benchmarks). */
export const quietChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium 156 loads its omnibox popup (two WebUI pages, in a renderer of their own) for every new
 * browser context: ~1.7 s of CPU on this 2-core machine, while the test's or the benchmark's page
 * loads. A person's browser pays it once per window, not per visit. Off: Alunos cold 5.9 → 3.0 s in
 * bench:screens (its SDK-only floor 5.3 → 2.6 s); the browser tests' time 167 → 145 s on three files.
 */
const omniboxPopup = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright turns off itself (playwright-core's chromiumSwitches.ts, as of 1.65). Chromium keeps
 * only the last --disable-features it is given, so ours repeats them (scripts/local-env.test.ts
 * compares this list with the installed Playwright's).
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The one --disable-features switch: what the launcher disables already, and the omnibox popup. */
export const disableFeatures = (disabledByLauncher) =>
  `--disable-features=${[...disabledByLauncher, ...omniboxPopup].join(',')}`;

/** Flags for Chromium launched by Playwright (browser tests, bench:screens, the guide's pictures). */
export const chromiumArgs = [...quietChromiumArgs, disableFeatures(playwrightDisabledFeatures)];

export const installChromeHint =
  'Chromium não encontrado para os testes de navegador. Instale com `sudo apt-get install chromium` ' +
  '(ou defina CHROME_PATH=/caminho/do/chrome).';

function isListening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The process that holds a port, when the system can tell (ss from iproute2). */
function portHolder(port) {
  const result = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(result.stdout ?? '');
  return match ? { name: match[1], pid: Number(match[2]) } : null;
}

function holderOf(port) {
  const holder = portHolder(port);
  return holder ? `${holder.name} (pid ${holder.pid})` : null;
}

/**
 * Kills a Java process still listening on one of `names`' ports: firebase-tools starts the emulators'
 * JVM in a process group of its own, so killing firebase-tools' group (an interrupted run) leaves it.
 * Called only once the ports were found free at the start, so such a JVM is this run's.
 */
export function killLeftoverJava(names) {
  for (const name of names) {
    const holder = portHolder(ports[name]);
    if (holder?.name !== 'java') continue;
    try {
      process.kill(holder.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

/** Resolves to a message naming each busy port (and its holder), or null when all are free. */
export async function busyPorts(names) {
  const busy = [];
  for (const name of names) {
    const port = ports[name];
    if (await isListening(port)) {
      const holder = holderOf(port);
      busy.push(`porta ${port} (${name}) já está em uso${holder ? ` por ${holder}` : ''}`);
    }
  }
  if (busy.length === 0) return null;
  return (
    `${busy.join('; ')}. Outro \`npm start\` ou \`npm test\` está rodando? ` +
    'Pare-o (ou encerre o processo indicado) e tente de novo.'
  );
}

/** One argument for a shell command line, quoted. */
export const shellQuote = (arg) => `'${String(arg).replaceAll("'", "'\\''")}'`;

/**
 * For a tsx script that needs the emulators: unless FIRESTORE_EMULATOR_HOST points at running ones,
 * run the same script inside scripts/with-emulators.mjs (which starts and stops them) and exit with
 * its status. Returns only when already inside. `fresh`: always in emulators of its own, started for
 * it and thrown away after (a throwaway place: what it writes never lands in running emulators' data).
 */
export function ensureInsideEmulators(script, args = process.argv.slice(2), { fresh = false } = {}) {
  if (process.env.FIRESTORE_EMULATOR_HOST && (!fresh || process.env.SALUS_FRESH_EMULATORS === '1')) return;
  // A path, not a URL: a checkout under 'Área de Trabalho' keeps its accents and spaces (quoted below).
  const root = fileURLToPath(new URL('..', import.meta.url));
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const command = [tsx, script, ...args].map(shellQuote).join(' ');
  const inside = spawnSync(process.execPath, [join(root, 'scripts', 'with-emulators.mjs'), command], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(fresh ? { SALUS_FRESH_EMULATORS: '1' } : {}) },
  });
  process.exit(inside.status ?? 1);
}
