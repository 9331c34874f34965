// Listeners whose first answer never comes. Firestore's Listen stream can lose its very first message
// (the ADD of the stream's first target): the SDK then discards that target's documents for good and
// its listener never answers — the screen stays 'Carregando...'. Seen with the emulator on about one
// cold open in eight at seed:bench scale (the SDK's debug log shows a stream whose first message is a
// document of a target never added). Restarting the connection makes the SDK open a new stream that
// sends every target again (those already answered with their resume tokens, so little is re-read);
// the sync chip says 'Reconectando ao servidor…' for that moment.
import { disableNetwork, enableNetwork, type Firestore } from 'firebase/firestore';

/** How long a listener may wait for the server's first answer, while others get theirs, before a restart. */
export const STALL_MS = 6_000;
/**
 * A new stream can lose its first message too, so the first restarts come at the same pace; from
 * the third on, each waits twice as long, up to this: a slow network still gets its answers.
 */
export const MAX_STALL_MS = 60_000;
const QUICK_RESTARTS = 2;
const RESTART_MS = 10_000;

interface State {
  /** Listeners still waiting for their first answer from the server. */
  waiting: number;
  /** Answers from the server so far, to any listener (a count, so only its growth matters). */
  heard: number;
  /** `heard` when the connection was last restarted. */
  heardAtRestart: number;
  restarts: number;
  delay: number;
  restarting: boolean;
  restartedAt: number;
}

export interface Watched {
  /** The listener got an answer from the server (each time: it shows the connection works). */
  heard(): void;
  /** The listener closed or failed. */
  stop(): void;
}

export interface Watchdog {
  /** Starts waiting for a listener's first server answer. */
  watch(db: Firestore): Watched;
}

export function createWatchdog(
  restart: (db: Firestore) => Promise<void>,
  online: () => boolean = () => typeof navigator === 'undefined' || navigator.onLine !== false,
): Watchdog {
  const states = new WeakMap<Firestore, State>();
  const stateOf = (db: Firestore): State => {
    let state = states.get(db);
    if (!state) {
      state = {
        waiting: 0,
        heard: 0,
        heardAtRestart: 0,
        restarts: 0,
        delay: STALL_MS,
        restarting: false,
        restartedAt: -Infinity,
      };
      states.set(db, state);
    }
    return state;
  };
  return {
    watch(db) {
      const state = stateOf(db);
      state.waiting += 1;
      const heardAtStart = state.heard;
      let waiting = true;
      let timer: ReturnType<typeof setTimeout>;
      const check = () => {
        const now = Date.now();
        // Only when the server is answering other listeners (since this one started and since the
        // last restart): a server that answers nobody is down or unreachable, which Firestore
        // detects and recovers from by itself (and the app says so) — a restart would only delay it.
        // Offline, the cache answers. One restart at a time.
        const connectionWorks = state.heard > Math.max(heardAtStart, state.heardAtRestart);
        if (connectionWorks && online() && !state.restarting && now - state.restartedAt >= state.delay) {
          state.restarting = true;
          state.restartedAt = now;
          state.heardAtRestart = state.heard;
          state.restarts += 1;
          if (state.restarts >= QUICK_RESTARTS) state.delay = Math.min(state.delay * 2, MAX_STALL_MS);
          console.warn('Firestore: uma consulta não respondeu; reabrindo a conexão.');
          // A restart during an outage may never finish: after RESTART_MS the next may come.
          void Promise.race([restart(db), new Promise((resolve) => setTimeout(resolve, RESTART_MS))])
            .catch((error: unknown) => console.warn('Firestore: a conexão não pôde ser reaberta.', error))
            .finally(() => (state.restarting = false));
        }
        timer = setTimeout(check, state.delay);
      };
      timer = setTimeout(check, state.delay);
      const stop = () => {
        if (!waiting) return;
        waiting = false;
        clearTimeout(timer);
        state.waiting -= 1;
        // Everything answered: the next stall is the lost-message fault again, not a slow network.
        if (state.waiting === 0) {
          state.delay = STALL_MS;
          state.restarts = 0;
        }
      };
      return {
        heard() {
          state.heard += 1;
          stop();
        },
        stop,
      };
    },
  };
}

export const listenWatchdog = createWatchdog(async (db) => {
  await disableNetwork(db);
  await enableNetwork(db);
});
