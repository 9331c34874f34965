// Shared by `npm start` and `npm test`: how to run the Firebase emulators on this machine.
// firebase-tools downloads its own Firestore emulator jar and wants Java 21; the studio's machines
// have Java 17 and the Google Cloud SDK's emulator jar instead (ENVIRONMENT.md). When that is the case,
// a tiny wrapper jar (just a manifest) makes that installed emulator startable by firebase-tools.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const projectId = 'demo-salus';
export const ports = { auth: 9099, firestore: 8080 };
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
  execFileSync('jar', ['cfm', jar, manifest], { cwd: dir, stdio: 'inherit' });
  return jar;
}

/** Environment for firebase-tools, or throws an Error that says what is missing. */
export function emulatorEnv() {
  const env = {
    ...process.env,
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  };
  const major = javaMajor();
  if (major === null) {
    throw new Error('Java não encontrado. Instale o Java 21 (ou Java 17 com o emulador do Firestore do Google Cloud SDK).');
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
