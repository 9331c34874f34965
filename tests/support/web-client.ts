// The app's own data layer (src/data) running in Node against the emulators.
import { signIn } from '../../src/data/auth-service';
import { createFirebase, demoProjectId, setFirebaseHandles, type FirebaseHandles } from '../../src/data/firebase';
import { currentAuthor } from '../../src/data/tracked';
import { createStaff, emulatorHosts, uniqueEmail, type StaffRole } from './emulator';

let handles: FirebaseHandles | undefined;

/** Points src/data at the emulators (memory cache, in-memory auth) once per test file. */
export function connectDataLayerToEmulators(): FirebaseHandles {
  handles ??= createFirebase({
    config: { apiKey: 'demo-key', projectId: demoProjectId, authDomain: `${demoProjectId}.firebaseapp.com` },
    emulators: emulatorHosts(),
    cache: 'memory',
    authPersistence: 'memory',
  });
  setFirebaseHandles(handles);
  return handles;
}

/**
 * Signs the data layer in as a new active account of `role` (its profile named `nome`); returns its
 * uid. Resolves once Firestore has read the account's profile as that account, as the app's session
 * does (it keeps its own profile subscribed, so the author of writes is known offline too).
 */
export async function signInAsNew(role: StaffRole, nome?: string): Promise<string> {
  const email = uniqueEmail(role);
  const uid = await createStaff(email, { role, password: 'senha123', ...(nome ? { nome } : {}) });
  await signIn(email, 'senha123', true);
  await currentAuthor();
  return uid;
}

/** Resolves with the first value a subscription delivers that satisfies `accept`. */
export function nextValue<T>(
  subscribe: (onData: (value: T) => void, onError: (error: Error) => void) => () => void,
  accept: (value: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    // A subscription may deliver before subscribe() returns its stop function.
    let stopNow = false;
    let stop: (() => void) | undefined = undefined;
    const finish = (action: () => void) => {
      if (stop) stop();
      else stopNow = true;
      action();
    };
    stop = subscribe(
      (value) => {
        if (accept(value)) finish(() => resolve(value));
      },
      (error) => finish(() => reject(error)),
    );
    if (stopNow) stop();
  });
}

/**
 * One subscription kept for a whole test, for values that change while it listens: `until` waits for the
 * latest value to pass a check. (Stopping a listener and at once listening to the same query again has
 * hung for 20 s under load; this never re-listens.)
 */
export function watch<T>(subscribe: (onData: (value: T) => void, onError: (error: Error) => void) => () => void) {
  let latest: { value: T } | undefined;
  let failure: Error | undefined;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((check) => check());
  const stop = subscribe(
    (value) => {
      latest = { value };
      wake();
    },
    (error) => {
      failure = error;
      wake();
    },
  );
  const until = (accept: (value: T) => boolean = () => true) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        if (failure) reject(failure);
        else if (latest && accept(latest.value)) resolve(latest.value);
        else return;
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return { until, stop };
}
