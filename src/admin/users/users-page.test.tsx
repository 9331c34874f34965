import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserByAdmin } from '../../data/admin-users';
import { useUserChanges, useUsers } from '../../data/hooks';
import { updateUser } from '../../data/users-repo';
import { aUser, live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { names, rowOf } from '../testing/queries';
import { sessions } from '../testing/sessions';
import { liveStore } from '../testing/live-store';
import UsersPage from './users-page';

vi.mock('../../data/hooks', () => ({ useUsers: vi.fn(), useUserChanges: vi.fn() }));
vi.mock('../../data/users-repo', () => ({ updateUser: vi.fn() }));
vi.mock('../../data/admin-users', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/admin-users')>()),
  createUserByAdmin: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(updateUser).mockResolvedValue();
  vi.mocked(createUserByAdmin).mockResolvedValue('new-uid');
});
afterEach(() => vi.clearAllMocks());

// The signed-in admin is sessions.admin (uid-1).
const me = aUser({ id: 'uid-1', nome: 'Helena Duarte', role: 'admin', email: 'helena@salus.test' });
const zeca = aUser({
  id: 'zeca',
  nome: 'Zeca Pendente',
  active: 'pending',
  email: 'zeca@salus.test',
  emailVerified: true,
});
const ana = aUser({ id: 'ana', nome: 'Ana Souza', email: 'ana@salus.test', emailVerified: true });
const rui = aUser({
  id: 'rui',
  nome: 'Rui Sem Confirmar',
  active: 'pending',
  email: 'rui@salus.test',
  emailVerified: false,
});
const bia = aUser({ id: 'bia', nome: 'Bia Lima', active: false });
const olga = aUser({ id: 'olga', nome: 'Olga Admin', role: 'admin' });

/** Usuários over a live list of users (`store`: the test changes it, as the listener would). */
function open(users = [ana, me, zeca, bia, olga]) {
  const store = liveStore(live(users));
  vi.mocked(useUsers).mockImplementation(store.use);
  return { ...renderAdmin(<UsersPage />, { url: '/admin/usuarios', session: sessions.admin }), store };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
// The row's buttons, without the menu that holds 'Histórico'.
const actionsOf = (nome: string) =>
  within(rowOf(nome))
    .queryAllByRole('button')
    .filter((b) => b.getAttribute('aria-haspopup') !== 'menu')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('UsersPage', { timeout: 60_000 }, () => {
  it('lists pending users first, then by name, with every column and status', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Usuários' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 cadastro aguarda aprovação: está no topo da lista.');
    expect(names()).toEqual(['Zeca Pendente', 'Ana Souza', 'Bia Lima', 'Helena Duarte (você)', 'Olga Admin']);
    expect(cells(rowOf('Zeca Pendente')).slice(0, 6)).toEqual([
      'Zeca Pendente',
      '529.982.247-25',
      'zeca@salus.test',
      '(48) 99999-0000',
      'Instrutor',
      'PendenteEmail confirmado',
    ]);
    expect(cells(rowOf('Bia Lima'))[5]).toBe('InativoEmail não confirmado');
    expect(cells(rowOf('Olga Admin')).slice(4, 6)).toEqual(['Admin', 'AtivoEmail não confirmado']);
  });

  it('shows whether each e-mail is confirmed, beside the status', () => {
    open([zeca, rui, ana, bia]);
    expect(within(rowOf('Zeca Pendente')).getByRole('img', { name: 'Email confirmado' })).toBeInTheDocument();
    expect(within(rowOf('Rui Sem Confirmar')).getByRole('img', { name: 'Email não confirmado' })).toBeInTheDocument();
    // A profile from before the field existed is not known to be confirmed.
    expect(within(rowOf('Bia Lima')).getByRole('img', { name: 'Email não confirmado' })).toBeInTheDocument();
  });

  it("'Revogar' on a sign-up never approved asks to refuse it, not to take away an access it never had", async () => {
    let answer = () => undefined as void; // the server's answer, which the test gives
    vi.mocked(updateUser).mockImplementation(async () => {
      await store.set(live([{ ...zeca, active: false }, me])); // the live list has it at once
      await new Promise<void>((resolve) => (answer = resolve));
    });
    const { user, store } = open([zeca, me]);
    await user.click(within(rowOf('Zeca Pendente')).getByRole('button', { name: 'Revogar' }));
    const confirm = screen.getByRole('dialog', { name: 'Recusar cadastro?' });
    expect(confirm).toHaveTextContent(
      "Zeca Pendente (zeca@salus.test) não entra na área da equipe. Nada é apagado: 'Ativar' aprova o cadastro depois.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Recusar' }));
    expect(screen.getByRole('dialog', { name: 'Recusar cadastro?' })).toBeInTheDocument(); // not 'Revogar acesso?'
    answer();
    expect(await screen.findByText('Cadastro recusado com sucesso!')).toBeInTheDocument();
    // Its buttons changed under the focus: it goes to the title, not to 'Tornar admin' now in that place.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Usuários' })).toHaveFocus());
  });

  it('asks again before approving a sign-up whose e-mail is not confirmed', async () => {
    const { user } = open([rui, me]);
    await user.click(within(rowOf('Rui Sem Confirmar')).getByRole('button', { name: 'Ativar' }));
    const confirm = screen.getByRole('dialog', { name: 'Aprovar sem email confirmado?' });
    expect(confirm).toHaveTextContent('Rui Sem Confirmar ainda não confirmou o email rui@salus.test');
    expect(within(confirm).queryByRole('button', { name: 'Ativar' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Aprovar mesmo assim' }));
    expect(updateUser).toHaveBeenCalledWith(rui, { active: true });
    expect(await screen.findByText('Usuário ativado com sucesso!')).toBeInTheDocument();
  });

  it('confirms on the user as they are now: promoted by another admin meanwhile, a revocation revokes an admin', async () => {
    const { user, store } = open([ana, me]);
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Revogar' }));
    const promoted = { ...ana, role: 'admin' as const };
    store.set(live([promoted, me]));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revogar' }));
    expect(updateUser).toHaveBeenCalledWith(promoted, { active: false });
  });

  it("after 'Tornar admin', whose button leaves the row, focus goes to the page title, not to the top of the page", async () => {
    vi.mocked(updateUser).mockImplementation(async () => {
      await store.set(live([{ ...ana, role: 'admin' as const }, me]));
    });
    const { user, store } = open([ana, me]);
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Tornar admin' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tornar admin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actionsOf('Ana Souza')).toEqual(['Revogar']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Usuários' })).toHaveFocus());
  });

  it('asks again when a revoked user whose e-mail was never confirmed is activated', async () => {
    const { user } = open([bia, me]);
    await user.click(within(rowOf('Bia Lima')).getByRole('button', { name: 'Ativar' }));
    const confirm = screen.getByRole('dialog', { name: 'Ativar sem email confirmado?' });
    expect(confirm).toHaveTextContent('Bia Lima ainda não confirmou o email');
    await user.click(within(confirm).getByRole('button', { name: 'Ativar mesmo assim' }));
    expect(updateUser).toHaveBeenCalledWith(bia, { active: true });
  });

  it('offers Ativar/Revogar and Tornar admin by status and role, and nothing on the admin’s own row', () => {
    open();
    expect(actionsOf('Zeca Pendente')).toEqual(['Ativar', 'Revogar', 'Tornar admin']);
    expect(actionsOf('Ana Souza')).toEqual(['Revogar', 'Tornar admin']);
    expect(actionsOf('Bia Lima')).toEqual(['Ativar', 'Tornar admin']);
    expect(actionsOf('Olga Admin')).toEqual(['Revogar']);
    // The buttons are icons: hovering one names it.
    expect(within(rowOf('Olga Admin')).getByRole('button', { name: 'Revogar' })).toHaveAttribute('title', 'Revogar');
    expect(actionsOf('Helena Duarte (você)')).toEqual([]);
  });

  it("shows in 'Histórico' who created, approved, revoked or promoted a user, and when", async () => {
    const by = { updatedBy: 'uid-1', updatedByName: 'Helena Duarte' };
    vi.mocked(useUserChanges).mockReturnValue(
      live([
        {
          id: 'c2',
          action: 'revogar',
          role: 'instrutor',
          active: false,
          writtenAt: Date.parse('2026-11-20T13:05:00Z'),
          ...by,
        },
        {
          id: 'c1',
          action: 'ativar',
          role: 'instrutor',
          active: true,
          writtenAt: Date.parse('2026-11-02T12:00:00Z'),
          ...by,
        },
      ] as const),
    );
    const { user } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: /mais/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Histórico' }));
    const history = screen.getByRole('dialog', { name: 'Histórico — Ana Souza' });
    expect(useUserChanges).toHaveBeenCalledWith('ana');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Acesso revogado — Instrutor, Inativo20/11/2026 às 10:05 por Helena Duarte',
      'Cadastro aprovado — Instrutor, Ativo02/11/2026 às 09:00 por Helena Duarte',
      // The sign-up the approval was of (it writes no entry): at the profile's creation.
      'Cadastro feito pela própria pessoa — Pendente10/06/2024 às 03:13 por Ana Souza',
    ]);
  });

  it("an admin-created profile's Histórico starts with 'Cadastro criado', no sign-up below it", async () => {
    const by = { updatedBy: 'uid-1', updatedByName: 'Helena Duarte' };
    const created = {
      id: 'c1',
      action: 'criar',
      role: 'instrutor',
      active: true,
      writtenAt: Date.parse('2026-11-02T12:00:00Z'),
    } as const;
    vi.mocked(useUserChanges).mockReturnValue(live([{ ...created, ...by }]));
    const { user } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: /mais/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Histórico' }));
    const history = screen.getByRole('dialog', { name: 'Histórico — Ana Souza' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cadastro criado — Instrutor, Ativo02/11/2026 às 09:00 por Helena Duarte']);
  });

  it("a sign-up's Histórico says no admin has acted on it yet; an older profile's, that the log began later", async () => {
    vi.mocked(useUserChanges).mockReturnValue(live([]));
    const { user } = open();
    await user.click(within(rowOf('Zeca Pendente')).getByRole('button', { name: /mais/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Histórico' }));
    expect(screen.getByRole('dialog', { name: 'Histórico — Zeca Pendente' })).toHaveTextContent(
      'Cadastro feito pela própria pessoa; nenhuma ação da administração ainda.',
    );
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: /mais/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Histórico' }));
    expect(screen.getByRole('dialog', { name: 'Histórico — Ana Souza' })).toHaveTextContent(
      'Nenhuma alteração registrada (o registro começou depois deste cadastro).',
    );
  });

  it('approves a pending user after a confirmation', async () => {
    const { user } = open();
    await user.click(within(rowOf('Zeca Pendente')).getByRole('button', { name: 'Ativar' }));
    const confirm = screen.getByRole('dialog', { name: 'Aprovar cadastro?' });
    expect(confirm).toHaveTextContent('Zeca Pendente (zeca@salus.test)');
    await user.click(within(confirm).getByRole('button', { name: 'Ativar' }));
    expect(updateUser).toHaveBeenCalledWith(zeca, { active: true });
    expect(await screen.findByText('Usuário ativado com sucesso!')).toBeInTheDocument();
  });

  it('says that approving a sign-up already made admin gives it full access', async () => {
    const { user } = open([me, { ...zeca, role: 'admin' }]);
    await user.click(within(rowOf('Zeca Pendente')).getByRole('button', { name: 'Ativar' }));
    expect(screen.getByRole('dialog', { name: 'Aprovar cadastro?' })).toHaveTextContent(
      'Zeca Pendente (zeca@salus.test) passa a entrar na área da equipe como Admin: acesso total, inclusive a Usuários, Pagamentos, Relatórios e Feriados e recesso.',
    );
  });

  it('revokes and promotes only after confirming, and says when the save fails', async () => {
    vi.mocked(updateUser).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const { user } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Revogar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(updateUser).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Revogar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revogar acesso?' })).getByRole('button', { name: 'Revogar' }),
    );
    expect(updateUser).toHaveBeenCalledWith(ana, { active: false });
    expect(
      await screen.findByText('Erro ao atualizar usuário. Tente novamente. Você não tem permissão para esta operação.'),
    ).toBeInTheDocument();
    // Nothing changed in the row: focus goes back to the button pressed, not to the title.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Ana Souza')).getByRole('button', { name: 'Revogar' })).toHaveFocus();

    await user.click(within(rowOf('Bia Lima')).getByRole('button', { name: 'Tornar admin' }));
    // Bia's access is revoked: being made admin does not give it back.
    const promote = screen.getByRole('dialog', { name: 'Tornar admin?' });
    expect(promote).toHaveTextContent(
      "Bia Lima passa a ser admin, mas só entra depois de 'Ativar'; então terá acesso total, inclusive a Usuários, Pagamentos, Relatórios e Feriados e recesso",
    );
    await user.click(within(promote).getByRole('button', { name: 'Tornar admin' }));
    expect(updateUser).toHaveBeenLastCalledWith(bia, { role: 'admin' });
  });
});
