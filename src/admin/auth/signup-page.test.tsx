import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signUp, SignupUnconfirmedError } from '../../data/signup';
import { paths } from '../paths';
import SignupPage from './signup-page';

vi.mock('../../data/signup', async (original) => ({ ...(await original<object>()), signUp: vi.fn() }));

function open() {
  const router = createMemoryRouter([{ path: paths.signup, element: <SignupPage /> }], {
    initialEntries: [paths.signup],
  });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

/** Types a valid sign-up and presses 'Criar usuário'. */
async function submitFilled() {
  const user = open();
  await user.type(screen.getByLabelText(/^Nome completo/), 'Rui Alves');
  await user.type(screen.getByLabelText(/^CPF/), '52998224725');
  await user.type(screen.getByLabelText(/^Telefone/), '48999990000');
  await user.type(screen.getByLabelText(/^Email/), 'rui@salus.test');
  await user.type(screen.getByLabelText(/^Senha/), 'segredo1');
  await user.type(screen.getByLabelText(/^Confirmar senha/), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
  return user;
}

describe('Criar usuário', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says the account was made but maybe not its profile when the server does not answer in time', async () => {
    vi.mocked(signUp).mockRejectedValue(new SignupUnconfirmedError());
    await submitFilled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O servidor não respondeu a tempo: sua conta foi criada, mas o cadastro pode não ter sido salvo.',
    );
    expect(screen.getByLabelText(/^Nome completo/)).toHaveValue('Rui Alves');
  });

  it("takes 'Senhas não conferem.' away once the first password is made to match", async () => {
    const user = open();
    await user.type(screen.getByLabelText(/^Senha/), 'segredo1');
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'segredo2');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByText('Senhas não conferem.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Senha/));
    await user.type(screen.getByLabelText(/^Senha/), 'segredo2');
    await waitFor(() => expect(screen.queryByText('Senhas não conferem.')).not.toBeInTheDocument());
  });

  it('while creating the account, the button says so and keeps the focus; Enter again creates nothing more', async () => {
    let fail = (_error: Error) => undefined as void;
    vi.mocked(signUp).mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    const user = await submitFilled();
    const busy = await screen.findByRole('button', { name: 'Cadastrando...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(signUp).toHaveBeenCalledOnce();
    fail(new Error('recusado'));
    expect(await screen.findByRole('button', { name: 'Criar usuário' })).toHaveFocus();
  });

  it("says 'Telefone inválido' beside a foreign number, and creates no account", async () => {
    vi.mocked(signUp).mockClear();
    const user = open();
    await user.type(screen.getByLabelText(/^Nome completo/), 'Rui Alves');
    await user.type(screen.getByLabelText(/^CPF/), '52998224725');
    await user.type(screen.getByLabelText(/^Telefone/), '+1 415 555 0100');
    await user.type(screen.getByLabelText(/^Email/), 'rui@salus.test');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo1');
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByText('Telefone inválido')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('+1 415 555 0100');
    expect(signUp).not.toHaveBeenCalled();
  });
});
