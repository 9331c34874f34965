// Sign-in, password reset and sign-out against Firebase Auth (sign-up: signup.ts; e-mail
// verification: verification.ts). This module needs Auth only — clearing the cache on sign-out imports
// Firestore when it happens — so the sign-in page loads without the Firestore SDK.
import {
  browserSessionPersistence,
  indexedDBLocalPersistence,
  onAuthStateChanged,
  onIdTokenChanged,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User as AuthUser,
} from 'firebase/auth';
import { cacheMayHoldData } from './device-cache';
import { firebase } from './firebase';
import { timingMark, type Unsubscribe } from './live';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Auth has verified the e-mail (a verification link, or a password set through a reset link). */
  emailVerified: boolean;
}

const toSessionUser = (user: AuthUser): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  emailVerified: user.emailVerified,
});

/**
 * Sair here deletes the cache every tab of this browser shares, which stops their Firestore: each of
 * them ends its session too. Tabs on a persisted session learn it from Auth; one signed in for this
 * browser session only (each tab keeps its own, e.g. a duplicated tab) learns it from this channel.
 */
const signOutChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('salus-sign-out');
// In Node (the data-layer tests) an open channel would keep the process alive.
(signOutChannel as { unref?: () => void } | null)?.unref?.();

/**
 * The clearing of this device's data — of what an earlier session left, decided at Auth's first
 * answer (below), or Sair's: a sign-in waits for it, so no new session's Firestore is stopped by it.
 */
let clearing: Promise<void> | null = null;

/** Once Auth knows whether a session was restored: with none, what an earlier one left is cleared. */
const leftoversCleared = (): Promise<void> =>
  (clearing ??= firebase()
    .auth.authStateReady()
    .then(() => {
      // Its code is fetched only when something was left.
      if (firebase().auth.currentUser || !cacheMayHoldData()) return undefined;
      return import('./firestore').then((m) => m.clearLeftovers());
    })
    .catch(() => undefined));

/** Sign-in, sign-out and every new ID token (so a freshly verified e-mail shows without a new sign-in). */
export function subscribeAuth(onChange: (user: SessionUser | null) => void): Unsubscribe {
  let signedIn = false;
  const { auth } = firebase();
  void leftoversCleared();
  const signedOutElsewhere = () => void firebaseSignOut(auth).catch(() => undefined);
  signOutChannel?.addEventListener('message', signedOutElsewhere);
  const stop = onIdTokenChanged(auth, (user) => {
    timingMark('auth');
    // Signed out, here or in another tab (whose Sair deleted the cache this tab's Firestore client
    // used, leaving it answering nothing): that client is dropped, and the next sign-in starts anew.
    if (signedIn && !user) void import('./firestore').then((m) => m.forgetFirestore());
    signedIn = user !== null;
    onChange(user ? toSessionUser(user) : null);
  });
  return () => {
    signOutChannel?.removeEventListener('message', signedOutElsewhere);
    stop();
  };
}

/** Calls `onGone` once nobody is signed in any more (Sair, here or in another tab). */
export function onSignedOut(onGone: () => void): Unsubscribe {
  return onAuthStateChanged(firebase().auth, (user) => {
    if (!user) onGone();
  });
}

/**
 * `remember` on: the session survives a browser restart; off: it ends with the browser session. On,
 * it is kept in IndexedDB, where a new tab's Auth looks first (firebase.ts): kept in localStorage, the
 * next tab to open moved it to IndexedDB and removed it there — which signed out every tab already open.
 * Resolves with the account's uid.
 */
export async function signIn(email: string, password: string, remember: boolean): Promise<string> {
  const { auth, authPersistence } = firebase();
  await leftoversCleared();
  if (authPersistence === 'browser') {
    await setPersistence(auth, remember ? indexedDBLocalPersistence : browserSessionPersistence);
  }
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  return user.uid;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebase().auth, email.trim());
}

/**
 * Signs out and forgets the cached studio data on this device; for `withoutAccess` (that person's uid,
 * who has no access here), not while it holds other people's unsent changes (clearLocalData).
 */
export async function signOut(withoutAccess?: string): Promise<void> {
  await firebaseSignOut(firebase().auth);
  signOutChannel?.postMessage('signed-out');
  const cleared = import('./firestore').then((m) => m.clearLocalData(withoutAccess));
  clearing = cleared.catch(() => undefined);
  await cleared;
}
