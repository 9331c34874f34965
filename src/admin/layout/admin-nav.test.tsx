import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingUsers } from '../../data/shell-hooks';
import { signOut, unsentOfGonePages } from '../../data/session';
import { inOtherOpenTabs, ofOtherUsers } from '../../data/save-journal';
import { setEarlierSaves, setPending } from '../../data/save-status';
import { aUser, live } from '../testing/factories';
import { sessions } from '../testing/sessions';
import { SessionContext, type Session } from '../auth/session-context';
import AdminNav from './admin-nav';

vi.mock('../../data/shell-hooks', () => ({ usePendingUsers: vi.fn() }));
vi.mock('../../data/session', () => ({ signOut: vi.fn(() => Promise.resolve()), unsentOfGonePages: vi.fn() }));
vi.mock('../../data/save-journal', async (original) => ({
  ...(await original<typeof import('../../data/save-journal')>()),
  inOtherOpenTabs: vi.fn(),
  ofOtherUsers: vi.fn(),
}));
beforeEach(() => {
  vi.mocked(usePendingUsers).mockReturnValue(live([]));
  vi.mocked(signOut).mockClear();
  vi.mocked(inOtherOpenTabs).mockResolvedValue({ saves: 0, tabs: 0 });
  vi.mocked(unsentOfGonePages).mockResolvedValue(0);
  vi.mocked(ofOtherUsers).mockReturnValue([]);
});

function renderNav(session: Session) {
  render(
    <SessionContext.Provider value={session}>
      <MemoryRouter>
        <AdminNav onNavigate={() => undefined} />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  return screen.queryAllByRole('link').map((link) => link.textContent);
}

describe('AdminNav', () => {
  it('shows an admin every screen, the guide and Sair', () => {
    expect(renderNav(sessions.admin)).toEqual([
      'Dashboard',
      'Alunos / Pacientes',
      'Instrutores',
      'Usuários',
      'Pagamentos',
      'Relatórios',
      'Feriados e recesso',
      'Instruções de Uso',
    ]);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('shows an admin how many users wait for approval, beside Usuários', async () => {
    vi.mocked(usePendingUsers).mockReturnValue(live([aUser({ active: 'pending' }), aUser({ active: 'pending' })]));
    renderNav(sessions.admin);
    expect(await screen.findByRole('link', { name: 'Usuários 2 aguardando aprovação' })).toBeInTheDocument();
  });

  it('hides Usuários, Pagamentos and Relatórios from an instrutor', () => {
    expect(renderNav(sessions.instrutor)).toEqual([
      'Dashboard',
      'Alunos / Pacientes',
      'Instrutores',
      'Instruções de Uso',
    ]);
  });

  it('offers Login and Criar usuário when signed out, and no Sair', () => {
    expect(renderNav(sessions.signedOut)).toEqual(['Login', 'Criar usuário', 'Instruções de Uso']);
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('gives a pending user only the guide and Sair', () => {
    expect(renderNav(sessions.pending)).toEqual(['Instruções de Uso']);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('opens the guide in a new tab, safely', () => {
    renderNav(sessions.instrutor);
    const guide = screen.getByRole('link', { name: 'Instruções de Uso' });
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('signs out at once when every save has reached the server', async () => {
    renderNav(sessions.instrutor);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it("lets someone awaiting approval leave without asking, keeping another person's saves made here offline", async () => {
    const theirs = { id: 'x', label: 'Maria Silva', path: 'students/m', at: 0, tab: 'gone', uid: 'outra' };
    vi.mocked(ofOtherUsers).mockReturnValue([theirs]);
    renderNav(sessions.pending);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith(sessions.pending.user.uid));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks before Sair throws away another open tab's saves, which share this browser's cache", async () => {
    vi.mocked(inOtherOpenTabs).mockResolvedValue({ saves: 1, tabs: 1 });
    renderNav(sessions.instrutor);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem enviar as alterações?' });
    expect(dialog).toHaveTextContent(
      'Outra aba aberta tem 1 alteração ainda não enviada ao servidor. Se sair agora, ela será perdida.',
    );
    expect(signOut).not.toHaveBeenCalled();
  });

  it('asks before Sair throws away the saves of a tab closed since, still kept unsent in the cache they share', async () => {
    vi.mocked(unsentOfGonePages).mockResolvedValue(1);
    renderNav(sessions.instrutor);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem enviar as alterações?' });
    expect(dialog).toHaveTextContent(
      '1 alteração feita em outra aba (fechada ou recarregada) ainda não foi enviada ao servidor. Se sair agora, ' +
        'ela será perdida. Com conexão, o envio leva instantes, e este aviso se atualiza sozinho.',
    );
    expect(signOut).not.toHaveBeenCalled();
  });

  it("asks before Sair throws away another person's saves made here offline, sent only in their session", async () => {
    const theirs = { id: 'x', label: 'Maria Silva', path: 'students/m', at: 0, tab: 'gone', uid: 'outra' };
    vi.mocked(ofOtherUsers).mockReturnValue([theirs]);
    setPending(1); // and one of this page's: waiting for it does not send theirs
    try {
      renderNav(sessions.instrutor);
      await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sair sem enviar as alterações?' });
      expect(dialog).toHaveTextContent(
        '1 alteração feita sem conexão por outra pessoa neste aparelho ainda não foi enviada: ela só é enviada ' +
          'quando essa pessoa entrar aqui de novo. Se sair agora, elas serão perdidas. Com conexão, o envio leva ' +
          'instantes, e este aviso se atualiza sozinho. Peça a essa pessoa que entre aqui, com conexão, antes de você sair.',
      );
    } finally {
      setPending(-1);
    }
    expect(vi.mocked(ofOtherUsers).mock.calls[0]?.[0]).toBe(sessions.instrutor.user.uid);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('asks before Sair throws away saves still waiting for the server', async () => {
    setPending(2);
    try {
      renderNav(sessions.instrutor);
      await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sair sem enviar as alterações?' });
      expect(dialog).toHaveTextContent(
        '2 alterações ainda não foram enviadas ao servidor. Se sair agora, elas serão perdidas.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(signOut).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Sair mesmo assim' }));
      await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    } finally {
      setPending(-2);
    }
  });

  it('says so, and Sair is no longer a risk, once what waited is sent while it asks', async () => {
    setPending(1);
    let sent = false;
    try {
      renderNav(sessions.instrutor);
      await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
      await screen.findByRole('dialog', { name: 'Sair sem enviar as alterações?' });
      setPending(-1); // the connection came back and sent it
      sent = true;
      const dialog = await screen.findByRole('dialog', { name: 'Alterações enviadas' });
      expect(dialog).toHaveTextContent(
        'Todas as alterações foram enviadas ao servidor: você pode sair sem perder nada.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Sair mesmo assim' })).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
      await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    } finally {
      if (!sent) setPending(-1);
    }
  });

  it('asks too when saves made before the page was reloaded still wait, their number unknown', async () => {
    setEarlierSaves(true);
    try {
      renderNav(sessions.instrutor);
      await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sair sem enviar as alterações?' });
      expect(dialog).toHaveTextContent(
        'Há alterações feitas antes de a página ser recarregada que ainda não foram enviadas ao servidor.',
      );
      expect(signOut).not.toHaveBeenCalled();
    } finally {
      setEarlierSaves(false);
    }
  });
});
