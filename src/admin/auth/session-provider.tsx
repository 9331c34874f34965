import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { recordEmailVerified, signOut, subscribeAuth, type SessionUser } from '../../data/session';
import { useProfile } from '../../data/shell-hooks';
import { openFormCount } from '../ui/open-forms';
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
/** A sign-up the admin refused ('Revogar' on a pending user): it never had access to lose. */
export const refusedNotice = 'Seu cadastro não foi aprovado. Fale com a administração do estúdio.';
/** Signing in to an account already without access: revoked, or a sign-up refused — not told apart. */
export const noAccessNotice = 'Esta conta está sem acesso. Fale com a administração do estúdio.';
/** The account signed out elsewhere (another tab's Sair, a password changed): said on the login page. */
export const endedElsewhereNotice = 'Sua sessão foi encerrada (por exemplo, ao sair em outra aba).';

/**
 * Follows the signed-in account and, live, its profile; ends the session at once when access is
 * revoked, or when the account signs out elsewhere with a form open here (status 'revoked' until the
 * open form is closed, then 'signed-out' with the notice).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<{ known: boolean; user: SessionUser | null }>({ known: false, user: null });
  const [notice, setNotice] = useState<string | null>(null);
  // Access revoked while in use: the session ends at once ('revoked') and stays so until the
  // screen lets go (`leave`, once no form is open), then 'signed-out' with the notice.
  const [ending, setEnding] = useState(false);
  const [left, setLeft] = useState(false);
  const leave = useCallback(() => setLeft(true), []);
  useEffect(() => {
    let last: string | null = null;
    return subscribeAuth((user, endedHere) => {
      const next = user?.uid ?? null;
      if (next !== null && next !== last) {
        // A (new) sign-in starts afresh: no old "access revoked" notice, no ended session.
        setNotice(null);
        setEnding(false);
        setLeft(false);
      }
      // Signed out elsewhere (Sair in another tab, a password changed, the account disabled): the
      // login page says why. With a form open here, as when access is revoked, the form stays with
      // what was typed, and says why nothing more can be saved.
      if (next === null && last !== null && !endedHere) {
        if (openFormCount() > 0) setEnding(true);
        setNotice((current) => current ?? endedElsewhereNotice);
      }
      last = next;
      // A new ID token for the same person changes nothing but, maybe, a verified e-mail.
      setAuth((previous) => (previous.known && sameUser(previous.user, user) ? previous : { known: true, user }));
    });
  }, []);

  const uid = auth.user?.uid ?? null;
  const profile = useProfile(uid);

  const revoked = profile.data?.active === false;
  // What the profile said before access ended, this sign-in: in use (revoked), waiting (refused), or
  // nothing yet (already without access when signing in).
  const active = profile.data?.active;
  const before = useRef<{ uid: string | null; active?: unknown }>({ uid });
  useEffect(() => {
    if (before.current.uid !== uid) before.current = { uid };
    if (active === true || active === 'pending') before.current.active = active;
  }, [uid, active]);
  useEffect(() => {
    if (!revoked) return;
    const was = before.current.uid === uid ? before.current.active : undefined;
    // Marked ended before signing out, so the sign-out does not look like an ordinary one.
    void Promise.resolve().then(() => {
      setEnding(true);
      setNotice(was === true ? revokedNotice : was === 'pending' ? refusedNotice : noAccessNotice);
      return signOut(uid ?? undefined);
    });
  }, [revoked, uid]);

  // Usuários shows whose e-mail is verified: only the person's own session can know and say so.
  const verifiedUnrecorded =
    auth.user?.emailVerified === true &&
    profile.data !== null &&
    profile.data.emailVerified !== true &&
    auth.user.email?.toLowerCase() === profile.data.email.toLowerCase() &&
    !revoked;
  useEffect(() => {
    if (verifiedUnrecorded && uid) void recordEmailVerified(uid).catch(() => undefined);
  }, [verifiedUnrecorded, uid]);

  const session = useMemo<Session>(() => {
    if (!auth.known) return { status: 'loading' };
    if ((ending || revoked) && !left) return { status: 'revoked', notice: notice ?? revokedNotice, leave };
    if (!auth.user || revoked) return { status: 'signed-out', notice };
    if (profile.loading) return { status: 'loading', uid: auth.user.uid };
    if (profile.data?.active === true) return { status: 'active', user: auth.user, profile: profile.data };
    return { status: 'pending', user: auth.user, profile: profile.data, error: profile.error };
  }, [auth, ending, left, leave, revoked, notice, profile.loading, profile.data, profile.error]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
