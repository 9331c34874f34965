// Listeners whose first answer never comes. Firestore's Listen stream can lose its very first message
// (the ADD of the stream's first target): the SDK then discards that target's documents for good and
// its listener never answers — the screen stays 'Carregando...'. Seen with the emulator on about one
// cold open in eight at seed:bench scale (the SDK's debug log shows a stream whose first message is a
// document of a target never added). Restarting the connection makes the SDK open a new stream that
// sends every target again (those already answered with their resume tokens, so little is re-read).
import { disableNetwork, enableNetwork, type Firestore } from 'firebase/firestore';

/** How long a listener may wait for the server's first answer before the connection restarts. */
export const STALL_MS = 6_000;
/**
 * A new stream can lose its first message too, so the first restarts come at the same pace; from
 * the third on, each waits twice as long, up to this: a slow network still gets its answers.
 */
export const MAX_STALL_MS = 60_000;
const QUICK_RESTARTS = 2;

interface State {
  /** Listeners still waiting for their first answer from the server. */
  waiting: number;
  restarts: number;
  delay: number;
  restarting: boolean;
  restartedAt: number;
}

export interface Watchdog {
  /** Starts waiting for a listener's first server answer; call the result when it came (or stopped). */
  watch(db: Firestore): () => void;
  /** Whether `db`'s connection is being restarted (its listeners answer from the cache meanwhile). */
  restarting(db: Firestore): boolean;
}

export function createWatchdog(
  restart: (db: Firestore) => Promise<void>,
  online: () => boolean = () => typeof navigator === 'undefined' || navigator.onLine !== false,
): Watchdog {
  const states = new WeakMap<Firestore, State>();
  const stateOf = (db: Firestore): State => {
    let state = states.get(db);
    if (!state) {
      state = { waiting: 0, restarts: 0, delay: STALL_MS, restarting: false, restartedAt: -Infinity };
      states.set(db, state);
    }
    return state;
  };
  return {
    watch(db) {
      const state = stateOf(db);
      state.waiting += 1;
      let done = false;
      let timer: ReturnType<typeof setTimeout>;
      const check = () => {
        const now = Date.now();
        // Offline, the cache answers and Firestore reconnects by itself; one restart at a time.
        if (online() && !state.restarting && now - state.restartedAt >= state.delay) {
          state.restarting = true;
          state.restartedAt = now;
          state.restarts += 1;
          if (state.restarts >= QUICK_RESTARTS) state.delay = Math.min(state.delay * 2, MAX_STALL_MS);
          console.warn('Firestore: uma consulta não respondeu; reabrindo a conexão.');
          void restart(db)
            .catch((error: unknown) => console.warn('Firestore: a conexão não pôde ser reaberta.', error))
            .finally(() => (state.restarting = false));
        }
        timer = setTimeout(check, state.delay);
      };
      timer = setTimeout(check, state.delay);
      return () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        state.waiting -= 1;
        // Everything answered: the next stall is the lost-message fault again, not a slow network.
        if (state.waiting === 0) {
          state.delay = STALL_MS;
          state.restarts = 0;
        }
      };
    },
    restarting: (db) => states.get(db)?.restarting ?? false,
  };
}

export const listenWatchdog = createWatchdog(async (db) => {
  await disableNetwork(db);
  await enableNetwork(db);
});
