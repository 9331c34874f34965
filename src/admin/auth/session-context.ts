import { createContext, useContext } from 'react';
import type { SessionUser } from '../../data/session';
import type { UserRecord } from '../../data/users-repo';

/**
 * loading: auth or the profile is not known yet (guards render nothing); `uid` once Auth knows the account;
 * signed-out: nobody, maybe with a notice (e.g. access revoked);
 * pending: signed in but not approved (or no profile, or it could not be read): sees only the waiting screen;
 * active: an approved staff member;
 * revoked: access was withdrawn while in use, or the account signed out in another tab with a form open
 *   here (`notice` says which). The session has ended (signed out, cache cleared), but
 *   an open form stays on screen with what was typed, saying why it can no longer save; `leave()`
 *   (closing it) goes on to signed-out and the login page.
 */
export type Session =
  | { status: 'loading'; uid?: string }
  | { status: 'signed-out'; notice: string | null }
  | { status: 'revoked'; notice: string; leave: () => void }
  | { status: 'pending'; user: SessionUser; profile: UserRecord | null; error: Error | null }
  | { status: 'active'; user: SessionUser; profile: UserRecord };

export const SessionContext = createContext<Session>({ status: 'loading' });

export const useSession = (): Session => useContext(SessionContext);

export const isAdmin = (session: Session): boolean => session.status === 'active' && session.profile.role === 'admin';
