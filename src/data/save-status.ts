// Saves still waiting for the server and saves it refused after the user moved on: counted here,
// without Firebase, so the layout can show them on every screen (the sign-in page too) without loading
// the Firestore SDK. The saving itself is save.ts.
export interface LateFailure {
  /** The record, as a person knows it (e.g. the student's name). */
  label: string;
  error: unknown;
}

type Listener = () => void;

let pending = 0;
/** Saves made before this page was loaded (e.g. offline, then the page reloaded) still unsent. */
let earlier = false;
const pendingListeners = new Set<Listener>();
const failureListeners = new Set<(failure: LateFailure) => void>();

export function setPending(delta: number) {
  pending += delta;
  for (const listener of pendingListeners) listener();
}

let generation = 0;

/**
 * Counts a save as waiting; the function returned counts it answered (once). Saves forgotten since
 * (forgetPendingSaves) are not counted down again.
 */
export function countPendingSave(): () => void {
  const counted = generation;
  let answered = false;
  setPending(1);
  return () => {
    if (answered || counted !== generation) return;
    answered = true;
    setPending(-1);
  };
}

/**
 * Forgets the waiting saves: on sign-out the local data is cleared and Firestore drops the writes it
 * had not sent, without ever answering them.
 */
export function forgetPendingSaves(): void {
  generation += 1;
  setPending(-pending);
}

/** How many saves of this page the server has not confirmed yet. */
export const pendingSaves = (): number => pending;

export function setEarlierSaves(waiting: boolean) {
  if (earlier === waiting) return;
  earlier = waiting;
  for (const listener of pendingListeners) listener();
}

/**
 * Whether saves kept on this device from before the page was loaded still wait for the server: their
 * number is not known (Firestore keeps them in its cache and sends them by itself).
 */
export const earlierSaves = (): boolean => earlier;

export function subscribePendingSaves(listener: Listener): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

/** Saves that were given up on (dialog closed) and that the server then refused. */
export function subscribeLateFailures(listener: (failure: LateFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Tells every listener that a save given up on (dialog closed) was refused. */
export function reportLateFailure(failure: LateFailure): void {
  for (const listener of failureListeners) listener(failure);
}
