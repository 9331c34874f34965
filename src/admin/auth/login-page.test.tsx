import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import ForgotPage from './forgot-page';
import LoginPage from './login-page';

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
});
