// Saving, online and offline (PATTERNS.md). Firestore applies a write to the local cache at once but
// resolves its promise only when the server acknowledges it, so offline "await save" never ends.
// Every save of the staff tool goes through `trackSave`:
// - online, it waits for the server, so a refusal (rules, permissions) keeps the dialog open;
// - offline (or with no answer for a while), it resolves once the write is in the local cache, so the
//   dialog closes; the write is counted as waiting to sync, and a later refusal is reported by name.
import { getDocFromCache, type DocumentReference } from 'firebase/firestore';

/** How long a write that is already in the local cache may wait for the server before we stop waiting. */
export const SERVER_PATIENCE_MS = 8000;

export interface LateFailure {
  /** The record, as a person knows it (e.g. the student's name). */
  label: string;
  error: unknown;
}

type Listener = () => void;

let pending = 0;
const pendingListeners = new Set<Listener>();
const failureListeners = new Set<(failure: LateFailure) => void>();

function setPending(delta: number) {
  pending += delta;
  for (const listener of pendingListeners) listener();
}

/** How many saves the server has not confirmed yet. */
export const pendingSaves = (): number => pending;

export function subscribePendingSaves(listener: Listener): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

/** Saves that were given up on (dialog closed) and that the server then refused. */
export function subscribeLateFailures(listener: (failure: LateFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

const hasWindow = typeof window !== 'undefined';
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Calls `onCached` once the write started just before is in the local cache: Firestore runs its
 * operations in order, so a cache read queued after the write completes only after the write was
 * applied locally (whatever the read finds; a patch of a document never read may find nothing).
 */
function whenInLocalCache(ref: DocumentReference, onCached: () => void): () => void {
  let stopped = false;
  void getDocFromCache(ref)
    .catch(() => undefined)
    .then(() => {
      if (!stopped) onCached();
    });
  return () => {
    stopped = true;
  };
}

/**
 * Tracks a write that has been started (`commit`) on `ref` (for a batch, its main document).
 * Resolves when the server confirms it, or — offline, or after SERVER_PATIENCE_MS — once it is in the
 * local cache. Rejects when the server refuses it before that.
 */
export function trackSave(commit: Promise<unknown>, ref: DocumentReference, label: string): Promise<void> {
  setPending(1);
  let givenUp = false;
  const confirmed = commit.then(
    () => setPending(-1),
    (error: unknown) => {
      setPending(-1);
      if (givenUp) for (const listener of failureListeners) listener({ label, error });
      throw error;
    },
  );
  return new Promise<void>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWatching: () => void = () => undefined;
    const finish = () => {
      clearTimeout(timer);
      stopWatching();
      if (hasWindow) window.removeEventListener('offline', giveUpIfCached);
    };
    let cached = false;
    const giveUpIfCached = () => {
      if (!cached || !isOffline()) return;
      givenUp = true;
      finish();
      resolve();
    };
    confirmed.then(
      () => {
        finish();
        resolve();
      },
      (error: unknown) => {
        if (givenUp) return;
        finish();
        reject(error);
      },
    );
    stopWatching = whenInLocalCache(ref, () => {
      if (cached) return;
      cached = true;
      giveUpIfCached();
      timer = setTimeout(() => {
        givenUp = true;
        finish();
        resolve();
      }, SERVER_PATIENCE_MS);
    });
    if (hasWindow) window.addEventListener('offline', giveUpIfCached);
  });
}
