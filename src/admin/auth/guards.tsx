import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useNotify } from '../ui/notify';
import { useOpenForms } from '../ui/open-forms';
import { isAdmin, useSession } from './session-context';
import { afterSignIn, paths } from '../paths';

// Seen only by a signed-in user awaiting approval: not in the code of every page.
const PendingApproval = lazy(() => import('./pending-approval').then((m) => ({ default: m.PendingApproval })));

// Whose session a staff page was in: after it ends (Sair, another tab's Sair) the page is remembered for
// that person only (afterSignIn) — another one signing in at that computer does not land in their
// screen (a prontuário opened so would log an opening in the newcomer's name). Each page's entry in the
// browser's history carries it (history.state outlives the guard, which the sign-in page unmounts, and
// a reload): the browser's Back reaches such a page anew, a bookmark or a typed address a page of no one.
const pageUid = (): unknown => (history.state as { uid?: unknown } | null)?.uid;

/**
 * Signed-in, approved staff only. While auth is loading, nothing is rendered. Access revoked while
 * in use ends the session; an open form stays (with what was typed, and why it cannot save) until it
 * is closed — the same <Outlet /> keeps it mounted — and with none open, on to the login page at once.
 */
export function RequireStaff() {
  const session = useSession();
  const location = useLocation();
  const openForms = useOpenForms();
  const uid = session.status === 'active' || session.status === 'pending' ? session.user.uid : null;
  useEffect(() => {
    if (uid && pageUid() !== uid) history.replaceState({ ...(history.state as object), uid }, '');
  }, [uid, location.key]);
  const revoked = session.status === 'revoked' ? session : null;
  useEffect(() => {
    if (revoked && openForms === 0) revoked.leave();
  }, [revoked, openForms]);
  if (session.status === 'loading') return null;
  if (revoked) return openForms > 0 ? <Outlet /> : null;
  if (session.status === 'signed-out') {
    const from = { from: location.pathname + location.search, uid: pageUid() };
    return <Navigate to={paths.login} replace state={from} />;
  }
  if (session.status === 'pending') {
    return (
      <Suspense fallback={null}>
        <PendingApproval />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** Admin-only routes (DESIGN.md: Usuários, Pagamentos, Relatórios, Feriados e recesso); others go to the dashboard. */
export function RequireAdmin() {
  const session = useSession();
  const notify = useNotify();
  // An instrutor at an admin's address (a shared link, a bookmark) is told why the page is not theirs,
  // not left to wonder why the Dashboard opened instead.
  const refused = session.status === 'active' && !isAdmin(session);
  const told = useRef(false); // once, should StrictMode run the effect twice
  useEffect(() => {
    if (!refused || told.current) return;
    told.current = true;
    notify(ADMIN_ONLY, 'info');
  }, [refused, notify]);
  if (session.status === 'loading') return null;
  if (session.status === 'revoked') return <Outlet />; // RequireStaff decides
  return isAdmin(session) ? <Outlet /> : <Navigate to={paths.dashboard} replace />;
}

export const ADMIN_ONLY = 'Só administradores acessam essa página: você está no Dashboard.';

/**
 * Login, signup and forgot-password: a signed-in user goes on instead (afterSignIn: to the page that
 * sent them here, or the dashboard). While the session is still being restored the page is shown at
 * once — most who open it are signed out, and the form need not wait for the Auth SDK (a signed-in
 * user moves on when the session is known).
 */
export function SignedOutOnly() {
  const session = useSession();
  const location = useLocation();
  const signedOut = session.status === 'signed-out' || session.status === 'loading';
  if (signedOut) return <Outlet />;
  const uid = session.status === 'active' || session.status === 'pending' ? session.user.uid : '';
  return <Navigate to={afterSignIn(location.state, uid)} replace />;
}

export function AdminIndex() {
  const session = useSession();
  if (session.status === 'loading') return null;
  return <Navigate to={session.status === 'signed-out' ? paths.login : paths.dashboard} replace />;
}
