// The Firestore instance of the app (and of the secondary app), created on first use. Only modules
// that read or write studio data import this file, so its SDK is a chunk of its own that the sign-in
// page never downloads.
import {
  connectFirestoreEmulator,
  clearIndexedDbPersistence,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { cacheMayHoldData, forgetCacheUsed, markCacheUsed } from './device-cache';
import { firebase, type FirebaseHandles } from './firebase';
import { forgetLiveData } from './live';
import { setSaveOwner, watchEarlierSaves } from './save';
import { clearJournal, forgetMadeBy, leftBehind, ofOtherUsers, otherPagesOpen } from './save-journal';
import { forgetPendingSaves, setEarlierSaves } from './save-status';

const instances = new WeakMap<FirebaseHandles, Firestore>();

function createFirestore(handles: FirebaseHandles): Firestore {
  const { app, auth, setup } = handles;
  const db = initializeFirestore(app, {
    localCache:
      setup.cache === 'persistent'
        ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
        : memoryLocalCache(),
  });
  // The app's saves are journaled in the name of who is signed in (the secondary app's are not journaled).
  if (handles === firebase()) setSaveOwner(() => auth.currentUser?.uid ?? null);
  if (setup.emulators) {
    const [host = '127.0.0.1', port = '8080'] = setup.emulators.firestore.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  if (setup.cache === 'persistent') {
    markCacheUsed();
    watchEarlierSaves(db, () => auth.currentUser?.uid ?? null);
  }
  return db;
}

/** The Firestore of `handles` (default: the app's). */
export function firestoreOf(handles: FirebaseHandles): Firestore {
  let db = instances.get(handles);
  if (!db) {
    db = createFirestore(handles);
    instances.set(handles, db);
  }
  return db;
}

/** The app's Firestore. */
export const db = (): Firestore => firestoreOf(firebase());

/**
 * Stops and drops this tab's Firestore when its session ended (data/auth-service.ts), with the live
 * lists and the count of saves it held: the next sign-in starts a new one. After another tab's Sair
 * the old one is dead (the cache under it deleted) and would answer nothing, for good.
 */
export async function forgetFirestore(): Promise<void> {
  const handles = firebase();
  const current = instances.get(handles);
  if (!current) return;
  instances.delete(handles);
  forgetLiveData();
  forgetPendingSaves();
  setEarlierSaves(false); // gone with the session: the next one's page finds its own
  await terminate(current).catch(() => undefined);
}

/**
 * Forgets every document cached on this device, e.g. on sign-out, so the next person to sign in on
 * a shared computer never sees the previous user's data (payments!) from the cache or a live list.
 */
export async function clearLocalData(withoutAccess?: string): Promise<void> {
  const handles = firebase();
  forgetLiveData();
  // Someone without access here (awaiting approval, refused, revoked) has no say over other people's
  // changes made offline on this device and not sent yet: they stay, with the cache, until each person
  // signs in here again (as when a session ends without Sair). Only this person's own are dropped.
  if (withoutAccess !== undefined && ofOtherUsers(withoutAccess).length > 0) {
    setEarlierSaves(false);
    forgetPendingSaves();
    forgetMadeBy(withoutAccess);
    return;
  }
  // Created if this page never needed it: a cache left by an earlier visit is cleared all the same.
  const current = firestoreOf(handles);
  await terminate(current);
  setEarlierSaves(false);
  forgetPendingSaves(); // dropped with the cache: Firestore never answers them
  clearJournal();
  // Fails while another tab still holds the cache; that tab is signed out too and clears it then.
  const cleared = await clearIndexedDbPersistence(current).then(
    () => true,
    () => false,
  );
  instances.delete(handles);
  if (cleared) forgetCacheUsed();
}

/**
 * What a session left on this device without Sair — the browser closed on a sign-in without 'Manter
 * conectado' (the shared computer's choice), or a session Firebase ended — is cleared when a page
 * opens with nobody signed in: the next person never sees it. Not while another page of the staff
 * tool is open (it may be a signed-in tab using that cache: deleting it would stop its Firestore),
 * nor while changes made offline may still wait in it (the save journal holds any): the same person
 * signing in again sends them. That person's, whoever signs in meanwhile: a session closed after theirs
 * without Sair then stays cached until they come back, or someone signs out (Sair warns, and clears).
 */
export async function clearLeftovers(): Promise<void> {
  if (!cacheMayHoldData() || (await otherPagesOpen()) || (await leftBehind()).length > 0) return;
  await clearLocalData();
}
