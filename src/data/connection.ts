// Whether the Firestore backend answers. The browser may say it is online while the server is
// unreachable (a server restarting, a blocked network): Firestore then serves listeners from its
// cache and reconnects by itself. A listener with metadata changes on the user's own profile tells
// which: fromCache turns true when the connection is lost, false again once the server answers.
import { doc, onSnapshot } from 'firebase/firestore';
import { db } from './firestore';
import { server } from './live-answers';
import { rejudge, type Unsubscribe } from './live';
import { noServer } from './no-server';

/** How long the server stays unreachable before the live lists judge their cached answers as offline ones. */
export const NO_SERVER_AFTER_MS = 3000;
/**
 * How long a page opened with the server already unreachable waits for its first answer before it is
 * judged unreachable: Firestore's own wait before it says it works offline. The profile's answer comes
 * within a few seconds here, on a busy studio's cold open too; a later one clears the judgement.
 */
export const NO_SERVER_AT_START_MS = 10_000;

/** The server found reachable or not: the live lists judge their cached answers by it too (live-answers.ts). */
export function setServerReachable(reachable: boolean): void {
  const lost = !reachable && !server.unreachable;
  server.unreachable = !reachable;
  if (!lost) return;
  rejudge();
  noServer();
}

/**
 * Calls `onChange(false)` when the server stops answering after having answered, or has not answered
 * `atStartMs` after subscribing, and `onChange(true)` when it answers (again).
 */
export function subscribeServerReachable(
  uid: string,
  onChange: (reachable: boolean) => void,
  atStartMs = NO_SERVER_AT_START_MS,
): Unsubscribe {
  let answered = false;
  let lost: ReturnType<typeof setTimeout> | undefined;
  // The page opened with the server unreachable (a network that blocks it, an outage): the cache answers, the server never.
  const neverAnswered = setTimeout(() => {
    setServerReachable(false);
    onChange(false);
  }, atStartMs);
  const stop = onSnapshot(
    doc(db(), 'users', uid),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.metadata.fromCache) answered = true;
      if (!answered) return;
      clearTimeout(neverAnswered);
      const reachable = !snapshot.metadata.fromCache;
      clearTimeout(lost);
      // Not a reconnection's blink (stalled-listen.ts restarts the network): only a lasting loss.
      if (reachable) setServerReachable(true);
      else lost = setTimeout(() => setServerReachable(false), NO_SERVER_AFTER_MS);
      onChange(reachable);
    },
    // Access questions are the session's business (it follows the same document).
    () => undefined,
  );
  return () => {
    clearTimeout(neverAnswered);
    clearTimeout(lost);
    stop();
    setServerReachable(true);
  };
}
