import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { signOut, subscribeAuth, type SessionUser } from '../../data/session';
import { useProfile } from '../../data/shell-hooks';
import { SessionContext, type Session } from './session-context';

export const revokedNotice = 'Seu acesso foi desativado. Fale com a administração do estúdio.';

/** Follows the signed-in account and, live, its profile; signs out at once when access is revoked. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<{ known: boolean; user: SessionUser | null }>({ known: false, user: null });
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(
    () =>
      subscribeAuth((user) => {
        if (user) setNotice(null); // a new sign-in clears an old "access revoked" notice
        setAuth({ known: true, user });
      }),
    [],
  );

  const uid = auth.user?.uid ?? null;
  const profile = useProfile(uid);

  const revoked = profile.data?.active === false;
  useEffect(() => {
    if (revoked) void signOut().then(() => setNotice(revokedNotice));
  }, [revoked]);

  const session = useMemo<Session>(() => {
    if (!auth.known) return { status: 'loading' };
    if (!auth.user || revoked) return { status: 'signed-out', notice };
    if (profile.loading) return { status: 'loading' };
    if (profile.data?.active === true) return { status: 'active', user: auth.user, profile: profile.data };
    return { status: 'pending', user: auth.user, profile: profile.data, error: profile.error };
  }, [auth, revoked, notice, profile.loading, profile.data, profile.error]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
