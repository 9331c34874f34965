// Live data of the staff tool's shell (session, menu, sync status), which every page shows — the
// sign-in page too. So this module does not import the Firestore SDK: a subscription downloads it
// when it starts (`deferred`), which happens only once someone is signed in.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { deferred, preloadLive, useLive, type Live, type Subscribe } from './live';
import {
  earlierSaves,
  pendingSaves,
  subscribeLateFailures,
  subscribePendingSaves,
  type LateFailure,
} from './save-status';
import type { UserRecord } from './users-repo';

const none: never[] = [];
const pendingUsers = deferred(() => import('./users-repo').then((m) => m.subscribePendingUsers));

const profile = (uid: string): Subscribe<UserRecord | null> =>
  deferred(() => import('./users-repo').then((m) => (onData, onError) => m.subscribeUser(uid, onData, onError)));

/** The signed-in user's profile, live; pass null when nobody is signed in. */
export function useProfile(uid: string | null): Live<UserRecord | null> {
  return useLive<UserRecord | null>(uid ? profile(uid) : null, `user:${uid ?? ''}`, null);
}

/**
 * Starts reading the profile of the session kept on this device, if any, before the app has rendered;
 * resolves once Firestore has its listener (or there is no session).
 */
export async function preloadProfile(): Promise<void> {
  const uid = await import('./firebase').then((m) => m.signedInUid());
  if (!uid) return;
  const repo = await import('./users-repo');
  preloadLive<UserRecord | null>((onData, onError) => repo.subscribeUser(uid, onData, onError), `user:${uid}`);
}

/** Users waiting for approval; mount only for admins (the rules refuse everyone else). */
export const usePendingUsers = (): Live<UserRecord[]> => useLive(pendingUsers, 'users:pending', none);

/** How many saves still wait for the server (e.g. made offline). */
export const usePendingSaves = (): number => useSyncExternalStore(subscribePendingSaves, pendingSaves, () => 0);

/** Whether saves made before the page was loaded (kept on this device) still wait for the server. */
export const useEarlierSaves = (): boolean => useSyncExternalStore(subscribePendingSaves, earlierSaves, () => false);

/** Calls `onFailure` when a save the user already left is refused by the server. */
export function useLateFailures(onFailure: (failure: LateFailure) => void): void {
  const latest = useRef(onFailure);
  useEffect(() => {
    latest.current = onFailure;
  });
  useEffect(() => subscribeLateFailures((failure) => latest.current(failure)), []);
}

/**
 * Whether the Firestore server answers the signed-in user (true until it is found not to): the top
 * bar says it is reconnecting otherwise (connection.ts, loaded with the first signed-in screen).
 */
export function useServerReachable(uid: string | null): boolean {
  const [state, setState] = useState<{ uid: string | null; reachable: boolean }>({ uid: null, reachable: true });
  useEffect(() => {
    if (!uid) return undefined;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./connection').then((m) => {
      if (live) stop = m.subscribeServerReachable(uid, (reachable) => setState({ uid, reachable }));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [uid]);
  return state.uid === uid ? state.reachable : true;
}
