import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { signOut, subscribeAuth, type SessionUser } from '../../data/auth-service';
import { useLive } from '../../data/live';
import { recordEmailVerified, subscribeUser, type UserRecord } from '../../data/users-repo';
import { SessionContext, type Session } from './session-context';

const sameUser = (a: SessionUser | null, b: SessionUser | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.emailVerified === b.emailVerified);

export const revokedNotice = 'Seu acesso foi desativado. Fale com a administração do estúdio.';

/** Follows the signed-in account and, live, its profile; signs out at once when access is revoked. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<{ known: boolean; user: SessionUser | null }>({ known: false, user: null });
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(
    () =>
      subscribeAuth((user) => {
        if (user) setNotice(null); // a new sign-in clears an old "access revoked" notice
        // A new ID token for the same person changes nothing but, maybe, a verified e-mail.
        setAuth((previous) => (previous.known && sameUser(previous.user, user) ? previous : { known: true, user }));
      }),
    [],
  );

  const uid = auth.user?.uid ?? null;
  const profile = useLive<UserRecord | null>(
    uid ? (onData, onError) => subscribeUser(uid, onData, onError) : null,
    uid ?? 'signed-out',
    null,
  );

  const revoked = profile.data?.active === false;
  useEffect(() => {
    if (revoked) void signOut().then(() => setNotice(revokedNotice));
  }, [revoked]);

  // Usuários shows whose e-mail is verified: only the person's own session can know and say so.
  const verifiedUnrecorded =
    auth.user?.emailVerified === true && profile.data !== null && profile.data.emailVerified !== true && !revoked;
  useEffect(() => {
    if (verifiedUnrecorded && uid) void recordEmailVerified(uid).catch(() => undefined);
  }, [verifiedUnrecorded, uid]);

  const session = useMemo<Session>(() => {
    if (!auth.known) return { status: 'loading' };
    if (!auth.user || revoked) return { status: 'signed-out', notice };
    if (profile.loading) return { status: 'loading' };
    if (profile.data?.active === true) return { status: 'active', user: auth.user, profile: profile.data };
    return { status: 'pending', user: auth.user, profile: profile.data, error: profile.error };
  }, [auth, revoked, notice, profile.loading, profile.data, profile.error]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
