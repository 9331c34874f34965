import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminKeptError, createUserByAdmin, UnfinishedUserError } from '../../data/admin-users';
import { useUsers } from '../../data/hooks';
import { updateUser } from '../../data/users-repo';
import { aUser, live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { dialog, field, fill, rowOf } from '../testing/queries';
import { sessions } from '../testing/sessions';
import { liveStore } from '../testing/live-store';
import UsersPage from './users-page';
import { CPF_LIST_LOADING } from './user-dialog';

// 'Novo usuário' on Usuários (the list itself: users-page.test.tsx).
vi.mock('../../data/hooks', () => ({ useUsers: vi.fn(), useUserChanges: vi.fn() }));
vi.mock('../../data/users-repo', () => ({ updateUser: vi.fn() }));
vi.mock('../../data/admin-users', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/admin-users')>()),
  createUserByAdmin: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(createUserByAdmin).mockResolvedValue('new-uid');
});
afterEach(() => vi.clearAllMocks());

function open() {
  const me = aUser({
    id: 'uid-1',
    nome: 'Helena Duarte',
    role: 'admin',
    email: 'helena@salus.test',
    cpf: '111.444.777-35',
  });
  vi.mocked(useUsers).mockReturnValue(live([me]));
  return renderAdmin(<UsersPage />, { url: '/admin/usuarios', session: sessions.admin });
}

describe('Novo usuário', { timeout: 60_000 }, () => {
  it('creates a user with masks and the chosen profile, then confirms', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo usuário' }));
    // Typing starts in Nome, not on the dialog's frame.
    expect(field(/^Nome/)).toHaveFocus();
    await fill(user, /^Nome/, 'Laura Dias');
    await fill(user, /^CPF/, '52998224725');
    expect(field(/^CPF/)).toHaveValue('529.982.247-25');
    // Pasted from WhatsApp, country code and all: the whole number is kept, not cut at 15 characters.
    await user.click(field('Telefone'));
    await user.paste('+55 48 99111-2233');
    expect(field('Telefone')).toHaveValue('(48) 99111-2233');
    await user.click(field(/^CPF/));
    await user.clear(field(/^CPF/));
    await user.paste(' 529.982.247-25 ');
    expect(field(/^CPF/)).toHaveValue('529.982.247-25');
    await fill(user, /^Email/, 'Laura@Salus.test');
    await user.click(field(/^Perfil/));
    await user.click(screen.getByRole('option', { name: 'Admin' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Usuário' }));

    await waitFor(() => expect(createUserByAdmin).toHaveBeenCalledOnce());
    expect(vi.mocked(createUserByAdmin).mock.calls[0]?.[0]).toEqual({
      nome: 'Laura Dias',
      cpf: '529.982.247-25',
      telefone: '(48) 99111-2233',
      email: 'Laura@Salus.test',
      role: 'admin',
    });
    expect(await screen.findByText(/Usuário cadastrado com sucesso!/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the messages beside the fields and saves nothing while they are wrong', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo usuário' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(within(dialog()).getByText('Informe o nome')).toBeVisible();
    expect(within(dialog()).getByText('Informe o CPF')).toBeVisible();
    expect(within(dialog()).getByText('Informe o email')).toBeVisible();
    await fill(user, /^CPF/, '11111111111');
    await fill(user, /^Email/, 'laura');
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(within(dialog()).getByText('CPF inválido')).toBeVisible();
    expect(within(dialog()).getByText('Email inválido')).toBeVisible();
    expect(createUserByAdmin).not.toHaveBeenCalled();
  });

  /** 'Novo usuário' filled in for Laura (with `cpf`) and 'Cadastrar Usuário' pressed. */
  async function createLaura(cpf = '52998224725') {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo usuário' }));
    await fill(user, /^Nome/, 'Laura Dias');
    await fill(user, /^CPF/, cpf);
    await fill(user, /^Email/, 'laura@salus.test');
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Usuário' }));
  }

  it.each([
    [
      'an e-mail in use',
      { code: 'auth/email-already-in-use' },
      "Erro ao cadastrar usuário. Este email já está cadastrado: se a pessoa está na lista, use 'Ativar' na linha dela; se não, peça que ela entre pela tela de login com 'Esqueci minha senha'.",
    ],
    ['no network', { code: 'auth/network-request-failed' }, 'Sem conexão com a internet'],
    [
      'a profile that could not be written',
      new UnfinishedUserError('profile', { code: 'permission-denied' }),
      "A conta foi criada, mas o cadastro do usuário não foi gravado. Clique de novo em 'Cadastrar Usuário' com o mesmo email, nesta aba e sem recarregar a página, para concluir. Você não tem permissão para esta operação.",
    ],
    [
      'a retry asking for Instrutor where an admin was saved',
      new AdminKeptError(),
      'O usuário já foi cadastrado como Admin, e um admin não volta a ser instrutor.',
    ],
    [
      'a reset e-mail that could not be sent',
      new UnfinishedUserError('reset', { code: 'auth/network-request-failed' }),
      'O usuário foi cadastrado, mas o email para definir a senha não foi enviado.',
    ],
  ])('keeps the form filled and explains %s', async (_name, error, message) => {
    vi.mocked(createUserByAdmin).mockRejectedValueOnce(error);
    await createLaura();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(field(/^Nome/)).toHaveValue('Laura Dias');
    expect(field(/^Email/)).toHaveValue('laura@salus.test');
  });

  it('says beside the CPF field whose account already has it, and creates nothing', async () => {
    await createLaura('11144477735'); // Helena's
    expect(await within(dialog()).findByText('CPF já cadastrado para Helena Duarte.')).toBeVisible();
    expect(field(/^CPF/)).toHaveAccessibleDescription('CPF já cadastrado para Helena Duarte.');
    expect(field(/^CPF/)).toHaveFocus();
    expect(createUserByAdmin).not.toHaveBeenCalled();
  });

  it('says a CPF taken with the other fields’ messages, and waits for the list before judging one', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo usuário' }));
    await fill(user, /^CPF/, '11144477735'); // Helena's, and no name nor e-mail yet
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(await within(dialog()).findByText('CPF já cadastrado para Helena Duarte.')).toBeVisible();
    expect(within(dialog()).getByText('Informe o nome')).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));

    vi.mocked(useUsers).mockReturnValue(live([], { loading: true }));
    await user.click(screen.getByRole('button', { name: 'Novo usuário' }));
    await fill(user, /^Nome/, 'Laura Dias');
    await fill(user, /^CPF/, '52998224725');
    await fill(user, /^Email/, 'laura@salus.test');
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(await within(dialog()).findByText(CPF_LIST_LOADING)).toBeVisible();
    expect(createUserByAdmin).not.toHaveBeenCalled();
  });

  it('says beside the email field that the email is already in use, and puts the cursor there', async () => {
    vi.mocked(createUserByAdmin).mockRejectedValueOnce({ code: 'auth/email-already-in-use' });
    await createLaura();
    await within(dialog()).findByRole('alert');
    expect(field(/^Email/)).toHaveAccessibleDescription('Este email já está cadastrado.');
    expect(field(/^Email/)).toHaveFocus();
  });
});

describe('Editar usuário', { timeout: 60_000 }, () => {
  const me = aUser({ id: 'uid-1', nome: 'Helena Duarte', role: 'admin', email: 'helena@salus.test' });
  const ana = aUser({ id: 'ana', nome: 'Ana Souza', cpf: '', telefone: '(48) 99111-2222', email: 'ana@salus.test' });

  /** Usuários with Ana and the signed-in admin; `users`: the list, which the test changes as the listener would. */
  function open() {
    const users = liveStore(live([ana, me]));
    vi.mocked(useUsers).mockImplementation(users.use);
    return { ...renderAdmin(<UsersPage />, { url: '/admin/usuarios', session: sessions.admin }), users };
  }

  /** Usuários with Ana's 'Editar' open; `change` then replaces her as another admin's save would. */
  async function editAna() {
    const { user, users } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: /mais/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const change = (next: typeof ana) => users.set(live([next, me]));
    return { user, change };
  }

  it('writes only what was changed here, not back over a field another admin corrected meanwhile', async () => {
    const { user, change } = await editAna();
    const corrected = { ...ana, telefone: '(48) 98888-7777' };
    change(corrected);
    await user.clear(field(/^Nome/));
    await fill(user, /^Nome/, 'Ana Souza Lima');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(updateUser).toHaveBeenCalledWith(corrected, { nome: 'Ana Souza Lima' }));
  });

  it('corrects someone with no CPF on file without asking for one, and still checks one typed', async () => {
    const { user } = await editAna();
    await fill(user, /^CPF/, '11111111111');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog()).getByText('CPF inválido')).toBeVisible();
    await user.clear(field(/^CPF/));
    await user.clear(field(/^Nome/));
    await fill(user, /^Nome/, 'Ana Souza Lima');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(updateUser).toHaveBeenCalledWith(ana, { nome: 'Ana Souza Lima' }));
  });

  it('refuses a CPF typed that another account has, but not one on file before (an older duplicate)', async () => {
    const { user, change } = await editAna();
    await fill(user, /^CPF/, '52998224725'); // Helena's
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog()).findByText('CPF já cadastrado para Helena Duarte.')).toBeVisible();
    expect(updateUser).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    // Ana had Helena's CPF on file already: correcting her phone is not blocked by it.
    const twin = { ...ana, cpf: '529.982.247-25' };
    change(twin);
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: /mais/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    await user.clear(field('Telefone'));
    await fill(user, 'Telefone', '48991113333');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(updateUser).toHaveBeenCalledWith(twin, { telefone: '(48) 99111-3333' }));
  });

  it("'Editar' corrects another user's name, CPF and phone, writing only what changed; never one's own", async () => {
    const { user } = open();
    await user.click(within(rowOf('Helena Duarte (você)')).getByRole('button', { name: /mais/i }));
    expect(await screen.findByRole('menuitem', { name: 'Histórico' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: /mais/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar usuário' });
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toBeDisabled();
    expect(field(/^Nome/)).not.toHaveFocus(); // a record opened to read or correct one field
    expect(within(dialog).queryByRole('combobox', { name: /^Perfil/ })).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Nome/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Informe o nome')).toBeInTheDocument();
    await user.type(name, 'Ana Souza Lima ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(updateUser).toHaveBeenCalledWith(ana, { nome: 'Ana Souza Lima' }));
    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Editar' saved as it was writes nothing and says so, instead of 'atualizado'", async () => {
    const { user } = await editAna();
    await user.clear(field(/^Nome/));
    await fill(user, /^Nome/, 'Ana Souza'); // typed back as it was
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nenhuma alteração a salvar: o usuário continua como estava.')).toBeVisible();
    expect(updateUser).not.toHaveBeenCalled();
    expect(screen.queryByText('Usuário atualizado com sucesso!')).toBeNull();
  });

  it("a failed 'Editar' keeps what was typed and says why", async () => {
    vi.mocked(updateUser).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const { user } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: /mais/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar usuário' });
    const phone = within(dialog).getByRole('textbox', { name: /^Telefone/ });
    await user.clear(phone);
    await user.type(phone, '48988887777');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erro ao atualizar usuário. Tente novamente. Você não tem permissão para esta operação.',
    );
    expect(updateUser).toHaveBeenCalledWith(ana, { telefone: '(48) 98888-7777' });
    expect(phone).toHaveValue('(48) 98888-7777');
  });

  it('stays open with what was typed when the list empties (this admin revoked meanwhile)', async () => {
    const { user, users } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: /mais/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    await fill(user, /^Nome/, ' Lima');
    await users.set(live([]));
    expect(dialog()).toHaveAccessibleName('Editar usuário');
    expect(field(/^Nome/)).toHaveValue('Ana Souza Lima');
  });
});
