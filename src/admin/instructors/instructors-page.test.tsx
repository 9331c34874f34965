import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupCep } from '../../data/cep-lookup';
import { useInstructorPrivate, useInstructors, useUsers } from '../../data/hooks';
import {
  instructorPrivateRepo,
  instructorsRepo,
  loginLinkPart,
  setInstructorActive,
} from '../../data/instructors-repo';
import { instructorPrivateKeys } from '../../domain/instructor-private';
import { sampleAuthorship, sampleInstructorPrivate } from '../../domain/test-helpers';
import { aUser, anInstructor, live } from '../testing/factories';
import { dialog, names, rowOf } from '../testing/queries';
import { paths } from '../paths';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
import InstructorsPage from './instructors-page';

vi.mock('../../data/hooks', () => import('./instructors-hooks-mock'));
vi.mock('../../data/instructors-repo', () => ({
  instructorsRepo: { add: vi.fn(), update: vi.fn(), history: vi.fn(), restore: vi.fn() },
  instructorPrivateRepo: { part: vi.fn(), save: vi.fn(), history: vi.fn(), restore: vi.fn() },
  loginLinkPart: vi.fn(),
  followInstructorLinks: vi.fn(() => () => undefined),
  setInstructorActive: vi.fn(),
}));

/** What instructorPrivateRepo.part hands the save (the batch part itself is the data layer's). */
const privatePart = vi.fn();
vi.mock('../../data/cep-lookup', () => ({ lookupCep: vi.fn() }));

const now = new Date('2025-06-15T15:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(instructorsRepo.add).mockResolvedValue('new-id');
  vi.mocked(instructorsRepo.update).mockResolvedValue();
  vi.mocked(loginLinkPart).mockImplementation((before, after) => (before === after ? null : vi.fn()));
  vi.mocked(setInstructorActive).mockResolvedValue();
  vi.mocked(lookupCep).mockResolvedValue(null);
  vi.mocked(instructorPrivateRepo.part).mockReturnValue(privatePart);
  vi.mocked(instructorPrivateRepo.save).mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const rafael = anInstructor({ id: 'rafael', nome: 'Rafael Monteiro', disciplinas: ['pilates', 'yoga'] });
const ines = anInstructor({ id: 'ines', nome: 'Inês Prado', disciplinas: ['reiki'], telefone: '(48) 3333-4444' });
const caio = anInstructor({ id: 'caio', nome: 'Caio Reis', active: false, deletedAt: 1 });

/** Inês's home address; the others have none on file. */
const inesAddress = { ...sampleInstructorPrivate, ...sampleAuthorship, id: 'ines', bairro: 'Centro' };
const ivo = aUser({ id: 'ivo-uid', nome: 'Ivo Login', email: 'ivo@salus.test' });
const taken = aUser({ id: 'taken-uid', nome: 'Tânia Login', email: 'tania@salus.test' });

function open(url: string = paths.instructors, session = sessions.admin, listed = [{ ...ines, userId: 'taken-uid' }]) {
  vi.mocked(useInstructors).mockReturnValue(live([rafael, caio, ...listed]));
  vi.mocked(useInstructorPrivate).mockImplementation((id) => live(id === 'ines' ? inesAddress : null));
  vi.mocked(useUsers).mockReturnValue(live([ivo, taken]));
  return renderAdmin(<InstructorsPage />, { url, session });
}

const chip = (label: string) => within(dialog()).getByRole('button', { name: label });

describe('InstructorsPage', { timeout: 60_000 }, () => {
  it('lists, searches (accents, disciplines, phone) and shows the inactive ones on request', async () => {
    const { user, router } = open();
    expect(screen.getByRole('heading', { name: 'Instrutores' })).toBeInTheDocument();
    expect(names()).toEqual(['Inês Prado', 'Rafael Monteiro']);
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    for (const [query, expected] of [
      ['ines', ['Inês Prado']],
      ['yoga', ['Rafael Monteiro']],
      ['3333', ['Inês Prado']],
    ] as const) {
      await user.clear(search);
      await user.type(search, query);
      expect(names()).toEqual(expected);
    }
    await user.clear(search);
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar inativos' }));
    expect(names()).toEqual(['Caio Reis', 'Inês Prado', 'Rafael Monteiro']);
    expect(router.state.location.search).toBe('?inativos=1');
  });

  it('creates an instructor with disciplines chosen as chips', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo instrutor' }));
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Dados pessoais', 'Endereço', 'Disciplinas']);
    await user.click(within(dialog()).getByLabelText(/^Nome/));
    await user.paste('Laura Dias');
    await user.click(within(dialog()).getByLabelText('Telefone'));
    await user.paste('48991112233');
    expect(within(dialog()).getByLabelText('Telefone')).toHaveValue('(48) 99111-2233');
    await user.click(within(dialog()).getByRole('tab', { name: 'Disciplinas' }));
    expect(chip('Ballet Infantil')).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip('Ballet Infantil'));
    await user.click(chip('Cone Hindu / Chines'));
    await user.click(chip('Yoga'));
    await user.click(chip('Yoga'));
    expect(chip('Ballet Infantil')).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog()).getByText(/2 selecionadas/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Instrutor' }));

    await waitFor(() => expect(instructorsRepo.add).toHaveBeenCalledOnce());
    const [instructor, options] = vi.mocked(instructorsRepo.add).mock.calls[0] ?? [];
    expect(instructor).toMatchObject({
      nome: 'Laura Dias',
      telefone: '(48) 99111-2233',
      disciplinas: ['ballet', 'cone hindu / chines'],
      active: true,
      createdAt: now.getTime(),
      deletedAt: null,
    });
    for (const key of instructorPrivateKeys) expect(instructor).not.toHaveProperty(key);
    // The address goes into the instructor's batch.
    const author = { updatedBy: 'admin-uid', updatedByName: 'Ana Admin' };
    await options?.also?.({} as never, 'new-id', author);
    expect(privatePart).toHaveBeenCalledWith({}, 'new-id', author);
    expect(await screen.findByText('Instrutor cadastrado com sucesso!')).toBeInTheDocument();
  });

  it('sends a missing name back to its tab', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo instrutor' }));
    await user.click(within(dialog()).getByRole('tab', { name: 'Disciplinas' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Instrutor' }));
    expect(within(dialog()).getByRole('tab', { selected: true })).toHaveTextContent('Dados pessoais');
    expect(within(dialog()).getByLabelText(/^Nome/)).toHaveFocus();
    expect(within(dialog()).getByText('Informe o nome')).toBeVisible();
    expect(instructorsRepo.add).not.toHaveBeenCalled();
  });

  it('edits an instructor, fills the address from the CEP, and keeps the dialog open on failure', async () => {
    vi.mocked(lookupCep).mockResolvedValue({
      logradouro: 'Rua Lauro Linhares',
      bairro: 'Trindade',
      cidade: 'Florianópolis',
      estado: 'SC',
    });
    vi.mocked(instructorPrivateRepo.save).mockRejectedValueOnce(new Error('offline'));
    const { user } = open();
    await user.click(within(rowOf('Inês Prado')).getByRole('button', { name: 'Editar' }));
    await user.click(within(dialog()).getByRole('tab', { name: 'Endereço' }));
    const cep = within(dialog()).getByLabelText(/^CEP/);
    await user.clear(cep);
    await user.paste('88036-002');
    await waitFor(() => expect(within(dialog()).getByLabelText('Bairro')).toHaveValue('Trindade'));
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Erro ao salvar instrutor. Tente novamente.');
    expect(within(dialog()).getByLabelText('Bairro')).toHaveValue('Trindade');

    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(instructorPrivateRepo.save).toHaveBeenCalledTimes(2));
    // Only the address changed: the private document alone, on the version read when it opened.
    expect(instructorPrivateRepo.save).toHaveBeenLastCalledWith('ines', expect.any(Function), 'Inês Prado');
    expect(instructorsRepo.update).not.toHaveBeenCalled();
    expect(instructorPrivateRepo.part).toHaveBeenLastCalledWith(
      expect.objectContaining({ cep: '88036-002', logradouro: 'Rua Lauro Linhares', updatedAt: now.getTime() }),
      inesAddress,
      undefined,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saved unchanged, writes nothing and says so', async () => {
    vi.mocked(instructorPrivateRepo.part).mockReturnValue(null); // the address as it was too
    const { user } = open();
    await user.click(within(rowOf('Inês Prado')).getByRole('button', { name: 'Editar' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Nenhuma alteração a salvar: o instrutor continua como estava.'),
    ).toBeInTheDocument();
    expect(instructorsRepo.update).not.toHaveBeenCalled();
    expect(instructorPrivateRepo.save).not.toHaveBeenCalled();
  });

  it('an instrutor neither reads nor writes an instructor’s home address', async () => {
    const { user } = open(paths.instructors, sessions.instrutor);
    await user.click(within(rowOf('Inês Prado')).getByRole('button', { name: 'Editar' }));
    expect(vi.mocked(useInstructorPrivate).mock.calls.every(([id]) => id === null)).toBe(true);
    expect(
      within(dialog())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Dados pessoais', 'Disciplinas']);
    expect(within(dialog()).getByText('O endereço residencial fica só com a administração.')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText(/^CEP/)).not.toBeInTheDocument();
    await user.clear(within(dialog()).getByLabelText('Telefone'));
    await user.paste('48991112233');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(instructorsRepo.update).toHaveBeenCalledOnce());
    expect(vi.mocked(instructorsRepo.update).mock.calls[0]?.[1]).toEqual({
      telefone: '(48) 99111-2233',
      updatedAt: now.getTime(),
    });
    expect(vi.mocked(instructorsRepo.update).mock.calls[0]?.[2]).toMatchObject({ also: null });
    expect(instructorPrivateRepo.part).not.toHaveBeenCalled();
  });

  it('an admin links the instructor to a login not linked elsewhere (Conta de acesso)', async () => {
    // As the database lists them (by character code): offered in name order, accents beside their letters.
    const angela = aUser({ id: 'angela-uid', nome: 'Ângela Dias', email: 'angela@salus.test' });
    const { user } = open(paths.instructors, sessions.admin);
    vi.mocked(useUsers).mockReturnValue(live([ivo, taken, angela]));
    await user.click(within(rowOf('Rafael Monteiro')).getByRole('button', { name: 'Editar' }));
    await user.click(within(dialog()).getByRole('combobox', { name: 'Conta de acesso' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Nenhuma',
      'Ângela Dias (angela@salus.test)',
      'Ivo Login (ivo@salus.test)',
      'Tânia Login (tania@salus.test) — já vinculada a Inês Prado',
    ]);
    // A login is one instructor: Inês's is shown, whose it is, and cannot be chosen.
    expect(screen.getByRole('option', { name: /^Tânia Login/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Ivo Login (ivo@salus.test)' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(instructorsRepo.update).toHaveBeenCalledOnce());
    const [id, patch, saved] = vi.mocked(instructorsRepo.update).mock.calls[0] ?? [];
    expect([id, patch]).toEqual(['rafael', { userId: 'ivo-uid', updatedAt: now.getTime() }]);
    // The login's link is written in the same batch as the instructor.
    expect(loginLinkPart).toHaveBeenCalledWith('', 'ivo-uid');
    expect(saved?.also).toEqual(expect.any(Function));
  });

  it('says a login is kept by an inactive instructor, who has to let it go first', async () => {
    const { user } = open(paths.instructors, sessions.admin);
    vi.mocked(useInstructors).mockReturnValue(live([rafael, caio, { ...ines, userId: 'taken-uid', active: false }]));
    await user.click(within(rowOf('Rafael Monteiro')).getByRole('button', { name: 'Editar' }));
    await user.click(within(dialog()).getByRole('combobox', { name: 'Conta de acesso' }));
    expect(screen.getByRole('option', { name: /^Tânia Login/ })).toHaveTextContent(
      'Tânia Login (tania@salus.test) — já vinculada a Inês Prado (cadastro inativo)',
    );
  });

  it('shows the login linked now even when it was revoked, and offers no other revoked login', async () => {
    const { user } = open(paths.instructors, sessions.admin);
    const revoked = aUser({ id: 'old-uid', nome: 'Otto Antigo', email: 'otto@salus.test', active: false });
    vi.mocked(useUsers).mockReturnValue(live([ivo, { ...taken, active: false }, revoked]));
    await user.click(within(rowOf(ines.nome)).getByRole('button', { name: 'Editar' }));
    const field = within(dialog()).getByRole('combobox', { name: 'Conta de acesso' });
    expect(field).toHaveTextContent('Tânia Login (tania@salus.test) — acesso revogado');
    await user.click(field);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Nenhuma',
      'Ivo Login (ivo@salus.test)',
      'Tânia Login (tania@salus.test) — acesso revogado',
    ]);
  });

  it('keeps the linked login unchangeable, and says why, while the logins cannot be read', async () => {
    const { user } = open(paths.instructors, sessions.admin);
    vi.mocked(useUsers).mockReturnValue(live([], { error: Object.assign(new Error('x'), { code: 'unavailable' }) }));
    await user.click(within(rowOf(ines.nome)).getByRole('button', { name: 'Editar' }));
    const field = within(dialog()).getByRole('combobox', { name: 'Conta de acesso' });
    expect(field).toHaveAttribute('aria-disabled', 'true');
    expect(field).toHaveTextContent('Conta vinculada'); // not 'Conta não encontrada'
    const why = /^Não foi possível carregar as contas de acesso; a atual fica como está\. Sem conexão/;
    expect(within(dialog()).getByText(why)).toBeInTheDocument();
  });

  it("Histórico names the 'Conta de acesso' by its login, and says when a version has nothing to restore", async () => {
    const { writtenAt: _w, ...first } = { ...ines, userId: '' };
    vi.mocked(instructorsRepo.history).mockResolvedValue([
      { data: first, version: 1, updatedBy: 'uid-1', updatedByName: 'Helena Duarte', writtenAt: now.getTime() },
    ]);
    vi.mocked(instructorsRepo.restore).mockResolvedValue(false); // only the login differs: not restored
    const { user } = open(paths.instructors, sessions.admin, [{ ...ines, userId: 'taken-uid', version: 2 }]);
    await user.click(within(rowOf('Inês Prado')).getByRole('button', { name: 'Editar' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Histórico de alterações' }));
    const history = await screen.findByRole('dialog', { name: 'Histórico de alterações' });
    const change = await within(history).findByRole('listitem', { name: 'Versão 2' });
    expect(within(change).getByRole('row', { name: /Conta de acesso/ })).toHaveTextContent(
      'Conta de acesso—Tânia Login (tania@salus.test)',
    );
    expect(within(change).getAllByRole('row')).toHaveLength(2); // the header and the login: not her address
    await user.click(within(history).getByRole('button', { name: 'Restaurar esta versão' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Restaurar a versão 1?' })).getByRole('button', { name: 'Restaurar' }),
    );
    expect(await screen.findByText(/^Nada a restaurar/)).toBeInTheDocument();
    expect(screen.queryByText('Versão 1 restaurada com sucesso!')).not.toBeInTheDocument();
    // Still open, once the confirmation over it has gone.
    expect(await screen.findByRole('dialog', { name: 'Histórico de alterações' })).toBeInTheDocument();
  });
});
