// The one place the Firebase app, Auth and Firestore are created.
// Development and tests talk to the Emulator Suite (project demo-salus); a production build reads the
// real project's config from VITE_FIREBASE_* variables (README, "Deploy").
import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { missingFirebaseConfig } from '../domain/firebase-config';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  clearIndexedDbPersistence,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  /** Whether the user may choose how long the session lasts ('memory' in Node, for tests). */
  authPersistence: FirebaseSetup['authPersistence'];
  setup: FirebaseSetup;
}

export interface EmulatorHosts {
  auth: string; // host:port
  firestore: string; // host:port
}

export interface FirebaseSetup {
  config: FirebaseOptions;
  emulators: EmulatorHosts | null;
  /** Browser: IndexedDB cache shared by tabs; Node (integration tests): memory. */
  cache: 'persistent' | 'memory';
  /** Browser: the session survives a restart unless the user unticks "stay logged in"; Node: memory. */
  authPersistence: 'browser' | 'memory';
  name?: string;
}

export const demoProjectId = 'demo-salus';

export function createFirebase(setup: FirebaseSetup): FirebaseHandles {
  const app = initializeApp(setup.config, setup.name);
  const auth = initializeAuth(app, {
    persistence:
      setup.authPersistence === 'browser'
        ? [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence]
        : inMemoryPersistence,
  });
  if (setup.emulators) connectAuthEmulator(auth, `http://${setup.emulators.auth}`, { disableWarnings: true });
  return { app, auth, db: createFirestore(app, setup), authPersistence: setup.authPersistence, setup };
}

function createFirestore(app: FirebaseApp, setup: FirebaseSetup): Firestore {
  const db = initializeFirestore(app, {
    localCache:
      setup.cache === 'persistent'
        ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
        : memoryLocalCache(),
  });
  if (setup.emulators) {
    const [host = '127.0.0.1', port = '8080'] = setup.emulators.firestore.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return db;
}

/**
 * Forgets every document cached on this device, e.g. on sign-out, so the next person to sign in on
 * a shared computer never sees the previous user's data (payments!) from the cache.
 */
export async function clearLocalData(): Promise<void> {
  const current = firebase();
  await terminate(current.db);
  // Fails while another tab still holds the cache; that tab is signed out too and clears it then.
  await clearIndexedDbPersistence(current.db).catch(() => undefined);
  current.db = createFirestore(current.app, current.setup);
}

/**
 * Emulator builds only (a production bundle has no such code): the browser test that stops and
 * restarts a Firestore emulator points this page at its own one through localStorage.
 */
function faultEmulator(env: ImportMetaEnv): string | null {
  const host = typeof localStorage === 'undefined' ? null : localStorage.getItem('salus:fault-firestore');
  return host !== null && host === env.VITE_FAULT_FIRESTORE_EMULATOR_HOST ? host : null;
}

/** What the built app uses, read from Vite's environment variables. */
export function browserSetup(env: ImportMetaEnv = import.meta.env): FirebaseSetup {
  if (env.VITE_USE_EMULATORS === 'true') {
    return {
      config: { apiKey: 'demo-key', authDomain: `${demoProjectId}.firebaseapp.com`, projectId: demoProjectId },
      emulators: {
        auth: env.VITE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
        firestore: faultEmulator(env) ?? (env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080'),
      },
      cache: 'persistent',
      authPersistence: 'browser',
    };
  }
  const missing = missingFirebaseConfig(env);
  if (missing.length > 0) throw new Error(`Firebase não configurado: defina ${missing.join(', ')} (veja o README).`);
  const config: FirebaseOptions = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
  return { config, emulators: null, cache: 'persistent', authPersistence: 'browser' };
}

let handles: FirebaseHandles | null = null;

/** The app's Firebase, created on first use (so importing the data layer costs nothing until then). */
export function firebase(): FirebaseHandles {
  handles ??= createFirebase(browserSetup());
  return handles;
}

let secondary: FirebaseHandles | null = null;

/**
 * A second app whose session lives only in memory: it creates accounts (signup, and admins adding
 * users) without disturbing the session of whoever is using the browser (SPEC 7).
 */
export function secondaryFirebase(): FirebaseHandles {
  secondary ??= createFirebase({ ...firebase().setup, name: 'secondary', cache: 'memory', authPersistence: 'memory' });
  return secondary;
}

/** Tests and tools may install their own handles (e.g. Node against the emulator). */
export function setFirebaseHandles(next: FirebaseHandles): void {
  handles = next;
  secondary = null;
}
