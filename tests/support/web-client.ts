// The app's own data layer (src/data) running in Node against the emulators.
import { createFirebase, demoProjectId, setFirebaseHandles, type FirebaseHandles } from '../../src/data/firebase';
import { emulatorHosts } from './emulator';

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
