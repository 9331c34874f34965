// Whether the Firestore backend answers. The browser may say it is online while the server is
// unreachable (a server restarting, a blocked network): Firestore then serves listeners from its
// cache and reconnects by itself. A listener with metadata changes on the user's own profile tells
// which: fromCache turns true when the connection is lost, false again once the server answers.
import { doc, onSnapshot } from 'firebase/firestore';
import { db } from './firestore';
import type { Unsubscribe } from './live';

/**
 * Calls `onChange(false)` when the server stops answering after having answered, and
 * `onChange(true)` when it answers (again).
 */
export function subscribeServerReachable(uid: string, onChange: (reachable: boolean) => void): Unsubscribe {
  let answered = false;
  return onSnapshot(
    doc(db(), 'users', uid),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.metadata.fromCache) answered = true;
      if (answered) onChange(!snapshot.metadata.fromCache);
    },
    // Access questions are the session's business (it follows the same document).
    () => undefined,
  );
}
