// The one place the Firebase app and Auth are created (Firestore: firestore.ts, loaded only when a
// screen needs data, so the sign-in page never downloads it).
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

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
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

/**
 * Whether this tab holds a session of its own ("this session only", in sessionStorage). Such a tab's
 * Auth looks there first: looking for the remembered one first, it became on reload whoever had since
 * signed in on this computer with "Manter conectado". Any other tab looks for the remembered one first,
 * as Auth follows only where it looks first: a tab on the sign-in page then follows a sign-in made in
 * another (not keeping its own user, which its token refreshes would write back over the other's).
 */
function holdsOwnSession(): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => key.startsWith('firebase:authUser:'));
  } catch {
    return false; // storage blocked: Auth falls back to memory anyway
  }
}

export function createFirebase(setup: FirebaseSetup): FirebaseHandles {
  const app = initializeApp(setup.config, setup.name);
  const auth = initializeAuth(app, {
    persistence:
      setup.authPersistence === 'browser'
        ? holdsOwnSession()
          ? [browserSessionPersistence, indexedDBLocalPersistence, browserLocalPersistence]
          : [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence]
        : inMemoryPersistence,
  });
  if (setup.emulators) connectAuthEmulator(auth, `http://${setup.emulators.auth}`, { disableWarnings: true });
  // The e-mails Firebase sends (confirmation, password reset, the password of an account an admin
  // created) and its pages for them, in Portuguese whatever the project's default template language.
  auth.languageCode = 'pt-BR';
  return { app, auth, authPersistence: setup.authPersistence, setup };
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

/** Resolves once Auth has restored (or not) the session kept on this device. */
export async function signedInUid(): Promise<string | null> {
  const { auth } = firebase();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}
