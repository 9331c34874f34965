// Shared by `npm start` and `npm test`: how to run the Firebase emulators on this machine.
// firebase-tools downloads its own Firestore emulator jar and wants Java 21; the studio's machines
// have Java 17 and the Google Cloud SDK's emulator jar instead (ENVIRONMENT.md). When that is the case,
// a tiny wrapper jar (just a manifest) makes that installed emulator startable by firebase-tools.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports } from './local-env.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const projectId = 'demo-salus';
export { ports };
const sdkJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function javaMajor() {
  // `java -version` prints to stderr.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first; // "1.8.0" is Java 8
}

function buildWrapperJar() {
  const dir = join(root, '.cache');
  const jar = join(dir, 'firestore-emulator-wrapper.jar');
  if (existsSync(jar)) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'firestore-emulator-manifest.txt');
  writeFileSync(
    manifest,
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' + `Class-Path: ${sdkJar}\n`,
  );
  try {
    execFileSync('jar', ['cfm', jar, manifest], { cwd: dir, stdio: 'inherit' });
  } catch (error) {
    // A Java runtime without its development kit has no `jar`.
    if (error.code !== 'ENOENT') throw error;
    throw new Error(
      'O Java 17 instalado não tem a ferramenta `jar` (só o JRE). Instale o JDK, por exemplo ' +
        '`sudo apt install openjdk-17-jdk-headless`, e tente de novo.',
    );
  }
  return jar;
}

/** Environment for firebase-tools, or throws an Error that says what is missing. */
export function emulatorEnv() {
  // firebase-tools finds its running hub (for --export-on-exit) through a file in the temp folder named
  // after the project only; a temp folder per checkout and port keeps two runs from meeting there.
  const tmp = join(root, '.cache', `tmp-${ports.firestore}`);
  mkdirSync(tmp, { recursive: true });
  const env = {
    ...process.env,
    TMPDIR: tmp,
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  };
  const major = javaMajor();
  if (major === null) {
    throw new Error(
      'Java não encontrado. Instale o Java 21 (ou Java 17 com o emulador do Firestore do Google Cloud SDK).',
    );
  }
  if (major < 21) {
    if (!existsSync(sdkJar)) {
      throw new Error(
        `Java ${major} encontrado, mas o emulador do Firestore precisa de Java 21 — ou, com Java 17, do emulador ` +
          `instalado pelo Google Cloud SDK em ${sdkJar} (gcloud components install cloud-firestore-emulator).`,
      );
    }
    env.FIRESTORE_EMULATOR_BINARY_PATH = buildWrapperJar();
  }
  return env;
}

export const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');

/**
 * firebase-tools arguments that point it at a config with this checkout's ports (SALUS_PORT_OFFSET)
 * and absolute paths to the rules, so emulators of two checkouts never meet on one port.
 */
export function emulatorConfigArgs() {
  const base = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const config = {
    firestore: { rules: join(root, 'firestore.rules'), indexes: join(root, 'firestore.indexes.json') },
    emulators: {
      ...base.emulators,
      auth: { host: '127.0.0.1', port: ports.auth },
      firestore: { host: '127.0.0.1', port: ports.firestore, websocketPort: ports.websocket },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
    },
  };
  const dir = join(root, '.cache');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `firebase.emulators.${ports.firestore}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return ['--config', file];
}

/** The hosts the app and the tools use to reach these emulators. */
export const emulatorHosts = {
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
};
/** The same, for the app's build (Vite reads VITE_* from the environment before .env files). */
export const viteEmulatorEnv = {
  VITE_FIRESTORE_EMULATOR_HOST: emulatorHosts.FIRESTORE_EMULATOR_HOST,
  VITE_AUTH_EMULATOR_HOST: emulatorHosts.FIREBASE_AUTH_EMULATOR_HOST,
  // The emulator the faults test stops and restarts: the emulator-mode build may be pointed at it.
  VITE_FAULT_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.faultFirestore}`,
};

/** The Firestore emulator jar firebase-tools downloads (a laptop with Java 21 and internet). */
function downloadedFirestoreJar() {
  const require = createRequire(import.meta.url);
  const { getDownloadDetails } = require('firebase-tools/lib/emulator/downloadableEmulators');
  const jar = getDownloadDetails('firestore').downloadPath;
  if (!existsSync(jar)) {
    throw new Error(
      `O emulador do Firestore ainda não foi baixado (${jar}): rode \`npm test\` ou \`npm start\` uma vez.`,
    );
  }
  return jar;
}

/**
 * How to start a Firestore emulator of one's own on `port` (rules loaded, as firebase-tools starts
 * one), optionally with the documents of an export: { command, args }.
 */
export function firestoreEmulatorCommand({ port, seedFromExport }) {
  const jar = emulatorEnv().FIRESTORE_EMULATOR_BINARY_PATH ?? downloadedFirestoreJar();
  const args = ['-Duser.language=en', '-jar', jar, '--host', '127.0.0.1', '--port', String(port)];
  args.push('--project_id', projectId, '--rules', join(root, 'firestore.rules'), '--single_project_mode', 'true');
  if (seedFromExport) args.push('--seed_from_export', seedFromExport);
  return { command: 'java', args };
}
