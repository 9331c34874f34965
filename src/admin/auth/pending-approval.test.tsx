import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../data/session';
import { countPendingSave } from '../../data/save-status';
import { completeOwnSignup } from '../../data/users-repo';
import { refreshVerification, resendVerification } from '../../data/verification';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
import { PendingApproval } from './pending-approval';

vi.mock('../../data/users-repo', () => ({ completeOwnSignup: vi.fn() }));
vi.mock('../../data/session', () => ({ signOut: vi.fn() }));
vi.mock('../../data/verification', () => ({
  refreshVerification: vi.fn(),
  resendVerification: vi.fn(),
}));
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('PendingApproval', () => {
  it('asks a sign-up to confirm the e-mail, checks again on request and sends another link', async () => {
    vi.mocked(refreshVerification).mockResolvedValueOnce(false);
    vi.mocked(resendVerification).mockResolvedValueOnce();
    const { user } = renderAdmin(<PendingApproval />, { session: sessions.pendingUnverified });
    expect(screen.getByRole('heading', { name: 'Aguardando aprovação' })).toBeInTheDocument();
    expect(screen.getByText('Confirme seu email')).toBeInTheDocument();
    // Not 'we sent': the sign-up may have failed to send it (signupDoneWithoutEmail).
    expect(
      screen.getByText(/Abra o link que enviamos para helena@salus.test .* Se ele não chegou/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Já confirmei' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ainda não recebemos a confirmação.');
    await user.click(screen.getByRole('button', { name: 'Reenviar email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos outro link para helena@salus.test.');
    expect(resendVerification).toHaveBeenCalledOnce();
  });

  it('keeps the focus on a button while Auth answers, and ignores another press meanwhile', async () => {
    let answer = (_sent: boolean) => undefined as void;
    vi.mocked(refreshVerification).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderAdmin(<PendingApproval />, { session: sessions.pendingUnverified });
    const button = screen.getByRole('button', { name: 'Já confirmei' });
    await user.click(button);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}'); // it again, then 'Reenviar email'
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reenviar email' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(refreshVerification).toHaveBeenCalledOnce();
    expect(resendVerification).not.toHaveBeenCalled();
    answer(false);
    expect(await screen.findByRole('status')).toHaveTextContent('Ainda não recebemos a confirmação.');
  });

  it("'Sair' leaves other people's changes made offline on this device (this person has no access to them)", async () => {
    const { user } = renderAdmin(<PendingApproval />, { session: sessions.pending });
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(signOut).toHaveBeenCalledExactlyOnceWith('uid-1');
  });

  it("'Sair' asks first while the profile finished offline waits on this device, which signing out would lose", async () => {
    const sent = countPendingSave(); // 'Concluir cadastro' offline
    try {
      const { user } = renderAdmin(<PendingApproval />, { session: sessions.pending });
      await user.click(screen.getByRole('button', { name: 'Sair' }));
      const question = await screen.findByRole('dialog', { name: 'Sair sem enviar as alterações?' });
      expect(question).toHaveTextContent(
        '1 alteração ainda não foi enviada ao servidor. Se sair agora, ela será perdida.',
      );
      expect(signOut).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Sair mesmo assim' }));
      expect(signOut).toHaveBeenCalledExactlyOnceWith('uid-1');
    } finally {
      sent();
    }
  });

  it('says once the profile has gone that nothing is lost, so it never says what is not so', async () => {
    const sent = countPendingSave();
    const { user } = renderAdmin(<PendingApproval />, { session: sessions.pending });
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await screen.findByRole('dialog', { name: 'Sair sem enviar as alterações?' });
    act(() => sent());
    const question = await screen.findByRole('dialog', { name: 'Alterações enviadas' });
    expect(within(question).queryByRole('button', { name: 'Sair mesmo assim' })).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('a profile that could not be read says so, not that the account awaits approval', () => {
    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    renderAdmin(<PendingApproval />, { session: { ...sessions.pending, profile: null, error: unavailable } });
    expect(screen.getByRole('heading', { name: 'Verificando o seu acesso' })).toBeInTheDocument();
    expect(screen.getByText(/^Não foi possível verificar o seu acesso agora/)).toBeInTheDocument();
    expect(screen.queryByText(/precisa ser aprovada/)).not.toBeInTheDocument();
    expect(screen.getByText('Sem conexão com o servidor. Verifique sua rede e tente novamente.')).toBeInTheDocument();
  });

  it('offers to try again when the profile could not be read (a failed read is not retried by itself)', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    const { user } = renderAdmin(<PendingApproval />, {
      session: { ...sessions.pending, profile: null, error: unavailable },
    });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says why a link could not be sent', async () => {
    vi.mocked(resendVerification).mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    const { user } = renderAdmin(<PendingApproval />, { session: sessions.pendingUnverified });
    await user.click(screen.getByRole('button', { name: 'Reenviar email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Não foi possível enviar o email. Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
  });

  it('shows a confirmed e-mail as such, with nothing to do', () => {
    renderAdmin(<PendingApproval />, { session: sessions.pending });
    expect(screen.getByText('Email confirmado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Já confirmei' })).not.toBeInTheDocument();
  });

  it('lets an account whose sign-up stopped before its profile was saved finish it, and says why it failed', async () => {
    vi.mocked(completeOwnSignup).mockRejectedValueOnce({ code: 'unavailable' }).mockResolvedValueOnce();
    const { user } = renderAdmin(<PendingApproval />, { session: { ...sessions.pending, profile: null } });
    expect(screen.getByText(/^Seu cadastro ficou incompleto/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Concluir cadastro' }));
    expect(screen.getByLabelText(/^CPF/)).toHaveAccessibleDescription('Preencha todos os campos obrigatórios.');
    await user.type(screen.getByLabelText(/^Nome completo/), 'Nara Nova');
    await user.type(screen.getByLabelText(/^CPF/), '52998224725');
    await user.type(screen.getByLabelText(/^Telefone/), '48999991234');
    await user.click(screen.getByRole('button', { name: 'Concluir cadastro' }));
    expect(await screen.findByText(/^Não foi possível concluir o cadastro. Sem conexão com o servidor/)).toBeVisible();
    expect(screen.getByLabelText(/^Nome completo/)).toHaveValue('Nara Nova');
    await user.click(screen.getByRole('button', { name: 'Concluir cadastro' }));
    await waitFor(() => expect(completeOwnSignup).toHaveBeenCalledTimes(2));
    expect(completeOwnSignup).toHaveBeenLastCalledWith(sessions.pending.user.uid, sessions.pending.user.email, {
      nome: 'Nara Nova',
      cpf: '529.982.247-25',
      telefone: '(48) 99999-1234',
    });
  });
});
