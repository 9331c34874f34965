import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../testing/sessions';
import { StrictMode } from 'react';
import { ADMIN_ONLY, AdminIndex, RequireAdmin, RequireStaff, SignedOutOnly } from './guards';
import { SessionContext, type Session } from './session-context';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../ui/notify', () => ({ useNotify: () => notify }));

const page = (text: string) => <p>{text}</p>;
// Another admin signing in at the same computer.
const otherAdmin: Session =
  sessions.admin.status === 'active'
    ? { ...sessions.admin, user: { ...sessions.admin.user, uid: 'uid-other' } }
    : sessions.admin;

function renderAt(
  path: string | { pathname: string; state: unknown },
  session: Session,
  earlier: string[] = [], // the pages visited before, in this tab
) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        children: [
          { index: true, element: <AdminIndex /> },
          { element: <SignedOutOnly />, children: [{ path: 'login', element: page('tela de login') }] },
          {
            element: <RequireStaff />,
            children: [
              { path: 'dashboard', element: page('tela do dashboard') },
              { element: <RequireAdmin />, children: [{ path: 'usuarios', element: page('tela de usuários') }] },
            ],
          },
        ],
      },
    ],
    { initialEntries: [...earlier, path] },
  );
  const view = render(
    <SessionContext.Provider value={session}>
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    </SessionContext.Provider>,
  );
  return { ...view, router };
}

/** The session changes under the app as it is (Sair, someone else signing in): no page load. */
const switchTo = (view: ReturnType<typeof renderAt>, session: Session) =>
  view.rerender(
    <SessionContext.Provider value={session}>
      <StrictMode>
        <RouterProvider router={view.router} />
      </StrictMode>
    </SessionContext.Provider>,
  );

describe('route guards', () => {
  // The browser's entry carries whose page it is (RequireStaff): each test starts on one of no one.
  beforeEach(() => {
    history.replaceState(null, '');
    notify.mockClear();
  });

  it.each([
    ['/admin/dashboard', sessions.loading],
    ['/admin/usuarios', sessions.loading],
    ['/admin', sessions.loading],
  ])('render nothing at %s while auth is loading', (path, session) => {
    const { container, router } = renderAt(path, session);
    expect(container).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/admin', sessions.signedOut, 'tela de login'],
    ['/admin', sessions.instrutor, 'tela do dashboard'],
    ['/admin/dashboard', sessions.signedOut, 'tela de login'],
    ['/admin/usuarios', sessions.signedOut, 'tela de login'],
    ['/admin/usuarios', sessions.instrutor, 'tela do dashboard'],
    ['/admin/usuarios', sessions.admin, 'tela de usuários'],
    ['/admin/login', sessions.admin, 'tela do dashboard'],
    // The sign-in form does not wait for the session to be restored.
    ['/admin/login', sessions.loading, 'tela de login'],
  ])('%s with the given session shows %s', (path, session, expected) => {
    renderAt(path, session);
    expect(screen.getByText(expected as string)).toBeInTheDocument();
  });

  it("tells an instrutor at an admin's page why the Dashboard opened instead, once", async () => {
    renderAt('/admin/usuarios', sessions.instrutor);
    expect(screen.getByText('tela do dashboard')).toBeInTheDocument();
    await waitFor(() => expect(notify).toHaveBeenCalledWith(ADMIN_ONLY, 'info'));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an admin there', '/admin/usuarios', sessions.admin, 'tela de usuários'],
    ['a signed-out visitor there', '/admin/usuarios', sessions.signedOut, 'tela de login'],
    ['an instrutor at their own page', '/admin/dashboard', sessions.instrutor, 'tela do dashboard'],
  ])('says nothing to %s', (_who, path, session, shown) => {
    renderAt(path, session);
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says it to one who stops being an admin there', async () => {
    const view = renderAt('/admin/usuarios', sessions.admin);
    expect(notify).not.toHaveBeenCalled();
    switchTo(view, sessions.instrutor);
    expect(await screen.findByText('tela do dashboard')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('remembers the page and its query a signed-out user asked for, and signing in leads back to it', () => {
    const signedOut = renderAt('/admin/usuarios?q=ana', sessions.signedOut);
    expect(signedOut.router.state.location.pathname).toBe('/admin/login');
    const remembered: unknown = signedOut.router.state.location.state;
    signedOut.unmount();

    const { router } = renderAt({ pathname: '/admin/login', state: remembered }, sessions.admin);
    expect(screen.getByText('tela de usuários')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=ana');
  });

  it.each([
    ['the same person is back on their page', sessions.admin, 'tela de usuários'],
    ['someone else starts at the dashboard', otherAdmin, 'tela do dashboard'],
  ])('after a session ends (Sair), signing in again there: %s', (_case, next, expected) => {
    const view = renderAt('/admin/usuarios?q=ana', sessions.admin);
    const as = (session: Session) => switchTo(view, session);
    as(sessions.signedOut);
    expect(view.router.state.location.pathname).toBe('/admin/login');
    as(next);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it("after Sair, the browser's Back to an earlier page does not hand it to someone else signing in", async () => {
    const view = renderAt('/admin/dashboard', sessions.admin, ['/admin/usuarios?q=ana']);
    const as = (session: Session) => switchTo(view, session);
    as(sessions.signedOut);
    await view.router.navigate(-1); // from the sign-in page, back to Usuários: to the sign-in page again
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/login'));
    as(otherAdmin);
    expect(screen.getByText('tela do dashboard')).toBeInTheDocument();
  });

  it.each([
    ['nothing remembered', null],
    ['a page outside the staff area', { from: 'https://example.com/admin/usuarios' }],
    ['another sign-in page', { from: '/admin/login?x=1' }],
  ])('signing in with %s leads to the dashboard', (_, state) => {
    renderAt({ pathname: '/admin/login', state }, sessions.admin);
    expect(screen.getByText('tela do dashboard')).toBeInTheDocument();
  });

  it('sends a user whose access was revoked to the login page at once when no form is open', async () => {
    const leave = vi.fn();
    renderAt('/admin/usuarios', { ...sessions.revoked, leave });
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(screen.queryByText('tela de usuários')).not.toBeInTheDocument();
  });

  it('shows a pending user the waiting screen instead of any protected page', async () => {
    renderAt('/admin/dashboard', sessions.pending);
    expect(await screen.findByRole('heading', { name: 'Aguardando aprovação' })).toBeInTheDocument();
    expect(screen.queryByText('tela do dashboard')).not.toBeInTheDocument();
  });
});

describe('the waiting screen', () => {
  it('says the profile could not be read, in Portuguese, when loading it failed', async () => {
    const failure = Object.assign(new Error('offline'), { code: 'unavailable' });
    renderAt('/admin/dashboard', { ...sessions.pending, profile: null, error: failure });
    expect(
      await screen.findByText('Sem conexão com o servidor. Verifique sua rede e tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Não encontramos o seu perfil/)).not.toBeInTheDocument();
  });

  it('asks to finish the sign-up when there is no profile and nothing failed', async () => {
    renderAt('/admin/dashboard', { ...sessions.pending, profile: null });
    expect(await screen.findByText(/^Seu cadastro ficou incompleto/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Concluir cadastro' })).toBeInTheDocument();
  });
});
