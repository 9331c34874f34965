import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../data/session';
import { paths } from '../paths';
import { sessions } from '../testing/sessions';
import { SessionContext } from './session-context';
import ForgotPage from './forgot-page';
import LoginPage from './login-page';

vi.mock('../../data/session', () => ({ signIn: vi.fn(), sendPasswordReset: vi.fn() }));

describe('the sign-in pages', () => {
  it("keep the page asked for through 'Esqueci minha senha' and 'Voltar ao login'", async () => {
    const remembered = { from: '/admin/alunos?q=ana' };
    const router = createMemoryRouter(
      [
        { path: paths.login, element: <LoginPage /> },
        { path: paths.forgot, element: <ForgotPage /> },
      ],
      { initialEntries: [{ pathname: paths.login, state: remembered }] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    await user.click(await screen.findByRole('link', { name: 'Voltar ao login' }));
    expect(router.state.location.pathname).toBe(paths.login);
    expect(router.state.location.state).toEqual(remembered);
  });

  it('after a failed sign-in: the reason, the fields marked and described by it, focus back on Senha; old notices gone', async () => {
    vi.mocked(signIn).mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    const router = createMemoryRouter([{ path: paths.login, element: <LoginPage /> }], {
      initialEntries: [{ pathname: paths.login, state: { notice: 'Conta criada!' } }],
    });
    const revoked = { ...sessions.signedOut, notice: 'Seu acesso foi desativado.' };
    render(
      <SessionContext.Provider value={revoked}>
        <RouterProvider router={router} />
      </SessionContext.Provider>,
    );
    const user = userEvent.setup();
    expect(screen.getByText('Seu acesso foi desativado.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@salus.test');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Falha no login. Verifique suas credenciais.');
    expect(screen.getByLabelText('Senha')).toHaveFocus();
    for (const label of ['Email', 'Senha']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Falha no login. Verifique suas credenciais.');
    }
    expect(screen.queryByText('Seu acesso foi desativado.')).not.toBeInTheDocument();
    expect(screen.queryByText('Conta criada!')).not.toBeInTheDocument();
  });
});
