import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../paths';
import SignupPage from './signup-page';

vi.mock('../../data/signup', () => ({ signUp: vi.fn() }));

describe('Criar usuário', () => {
  it("takes 'Senhas não conferem.' away once the first password is made to match", async () => {
    const router = createMemoryRouter([{ path: paths.signup, element: <SignupPage /> }], {
      initialEntries: [paths.signup],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Senha/), 'segredo1');
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'segredo2');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByText('Senhas não conferem.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Senha/));
    await user.type(screen.getByLabelText(/^Senha/), 'segredo2');
    await waitFor(() => expect(screen.queryByText('Senhas não conferem.')).not.toBeInTheDocument());
  });
});
