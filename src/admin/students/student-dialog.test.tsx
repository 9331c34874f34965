import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lookupCep } from '../../data/cep-lookup';
import { useStudentPrivate } from '../../data/hooks';
import { studentsRepo } from '../../data/students-repo';
import { paths } from '../paths';
import { sessions } from '../testing/sessions';
import { live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { SessionContext, type Session } from '../auth/session-context';
import { StudentDialog } from './student-dialog';
import { dialog, field, fill, rowOf } from '../testing/queries';
import { ana, now, open, setUpStudentsTests } from './students-test-setup';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => ({ useStudents: vi.fn(), useStudentPrivate: vi.fn() }));
vi.mock('../../data/students-repo', () => import('./students-repo-mock'));
vi.mock('../../data/cep-lookup', () => ({ lookupCep: vi.fn() }));
// Printing is not run here (student-dialog-admin.test.tsx checks what the dialog hands it).
vi.mock('../print/print-student-documents', () => ({ printStudentContract: vi.fn(), printImageUseTerm: vi.fn() }));

setUpStudentsTests();

describe('StudentDialog: new student', { timeout: 60_000 }, () => {
  it('starts on Nome, and has four tabs that follow the keyboard (arrows, Home, End)', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    // Typing starts in Nome (the first Tab went to the tabs).
    expect(field(/^Nome/)).toHaveFocus();
    const tabs = within(dialog())
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['Dados pessoais', 'Responsável', 'Endereço', 'Configurações']);
    const selected = () => within(dialog()).getByRole('tab', { selected: true }).textContent;
    await user.click(within(dialog()).getByRole('tab', { name: 'Dados pessoais' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Responsável');
    expect(within(dialog()).getByRole('tabpanel')).toHaveAccessibleName('Responsável');
    await user.keyboard('{End}');
    expect(selected()).toBe('Configurações');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Dados pessoais');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Configurações');
    await user.keyboard('{Home}');
    expect(selected()).toBe('Dados pessoais');
  });

  it('opens the tab of the first failing field and focuses it; every tab with one is marked', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Aluno' }));
    expect(within(dialog()).getByRole('tab', { selected: true })).toHaveTextContent('Dados pessoais');
    expect(field(/^Nome/)).toHaveFocus();
    expect(within(dialog()).getByText('Informe o nome')).toBeInTheDocument();
    // Every tab with a failing field says so, not only the one opened: the discipline is missing too.
    const tab = (name: string) => within(dialog()).getByRole('tab', { name });
    expect(tab('Dados pessoais, 1 campo com erro')).toBeInTheDocument();
    expect(tab('Configurações, 1 campo com erro')).toBeInTheDocument();
    expect(tab('Endereço')).toBeInTheDocument();

    await user.type(field(/^Nome/), 'Carla');
    expect(tab('Dados pessoais')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Aluno' }));
    expect(within(dialog()).getByRole('tab', { selected: true })).toHaveTextContent('Configurações');
    expect(field(/^Disciplina/)).toHaveFocus();
    expect(within(dialog()).getByText('Selecione a disciplina')).toBeVisible();
    expect(studentsRepo.add).not.toHaveBeenCalled();
  });

  it('asks a minor for a guardian, then saves with one', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await fill(user, /^Nome/, 'Lia Costa');
    await fill(user, 'Data de nascimento', '2015-03-02');
    expect(within(dialog()).getByText('Idade: 10 anos')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('tab', { name: 'Configurações' }));
    await user.click(field(/^Disciplina/));
    await user.click(screen.getByRole('option', { name: 'Ballet Infantil' }));
    await user.click(within(dialog()).getByRole('tab', { name: 'Dados pessoais' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Aluno' }));

    expect(within(dialog()).getByRole('tab', { selected: true })).toHaveTextContent('Responsável');
    expect(field('Responsável')).toHaveFocus();
    expect(within(dialog()).getAllByText('Obrigatório para menor')).toHaveLength(2);
    expect(studentsRepo.add).not.toHaveBeenCalled();

    await fill(user, 'Responsável', 'Marta Costa');
    await fill(user, /^Telefone do responsável/, '48998765432');
    expect(field(/^Telefone do responsável/)).toHaveValue('(48) 99876-5432');
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Aluno' }));

    await waitFor(() => expect(studentsRepo.add).toHaveBeenCalledOnce());
    expect(vi.mocked(studentsRepo.add).mock.calls[0]?.[0]).toMatchObject({
      nome: 'Lia Costa',
      dataNascimento: '2015-03-02',
      disciplina: 'ballet',
      responsavel: 'Marta Costa',
      telefoneResponsavel: '(48) 99876-5432',
      active: true,
      createdAt: now.getTime(),
      updatedAt: now.getTime(),
      deletedAt: null,
    });
    expect(await screen.findByText('Aluno cadastrado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("clears the guardian's 'Obrigatório para menor' as soon as the birth date is corrected to an adult's", async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await fill(user, /^Nome/, 'Lia Costa');
    await fill(user, 'Data de nascimento', '2015-03-02');
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Aluno' }));
    expect(within(dialog()).getAllByText('Obrigatório para menor')).toHaveLength(2);

    await user.click(within(dialog()).getByRole('tab', { name: 'Dados pessoais' }));
    await user.clear(field('Data de nascimento'));
    await fill(user, 'Data de nascimento', '1990-03-02');
    await user.click(within(dialog()).getByRole('tab', { name: 'Responsável' }));
    expect(within(dialog()).queryByText('Obrigatório para menor')).toBeNull();
    expect(field('Responsável')).not.toBeInvalid();
  });

  it('masks what is typed', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await user.type(field('Telefone'), '4833221100');
    expect(field('Telefone')).toHaveValue('(48) 3322-1100');
    await fill(user, 'Documento (CPF/RG)', '52998224725');
    expect(field('Documento (CPF/RG)')).toHaveValue('529.982.247-25');
    await user.click(within(dialog()).getByRole('tab', { name: 'Endereço' }));
    await fill(user, /^CEP/, '8801040099');
    expect(field(/^CEP/)).toHaveValue('88010-400');
    // Pasted as the post office writes it: all eight digits kept.
    await user.clear(field(/^CEP/));
    await user.paste('88.063-300');
    expect(field(/^CEP/)).toHaveValue('88063-300');
    await user.type(field('Estado'), 'sc1x');
    expect(field('Estado')).toHaveValue('SC');
  });

  it('fills the address from the CEP', async () => {
    vi.mocked(lookupCep).mockResolvedValue({
      logradouro: 'Rua Felipe Schmidt',
      bairro: 'Centro',
      cidade: 'Florianópolis',
      estado: 'SC',
    });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await user.click(within(dialog()).getByRole('tab', { name: 'Endereço' }));
    await fill(user, /^CEP/, '88010400');
    await waitFor(() => expect(field('Logradouro')).toHaveValue('Rua Felipe Schmidt'));
    expect(lookupCep).toHaveBeenCalledWith('88010400', expect.anything());
    expect(field('Bairro')).toHaveValue('Centro');
    expect(field('Cidade')).toHaveValue('Florianópolis');
    expect(field('Estado')).toHaveValue('SC');
  });

  it('shows "Cadastrando..." while saving and keeps everything after a failure', async () => {
    let fail: (error: Error) => void = () => undefined;
    vi.mocked(studentsRepo.add).mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await fill(user, /^Nome/, 'Rui Alves');
    await user.click(within(dialog()).getByRole('tab', { name: 'Configurações' }));
    await user.click(field(/^Disciplina/));
    await user.click(screen.getByRole('option', { name: 'Yoga' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Aluno' }));
    expect(await within(dialog()).findByRole('button', { name: 'Cadastrando...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fail(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Erro ao cadastrar aluno. Tente novamente.');
    expect(within(dialog()).getByRole('button', { name: 'Cadastrar Aluno' })).toBeEnabled();
    expect(field(/^Nome/)).toHaveValue('Rui Alves');
  });
});

// Issue 18: someone else saved the student after the dialog was opened here.

describe('StudentDialog: history of changes', { timeout: 60_000 }, () => {
  it('is for admins: who changed what and when, and restoring a version', async () => {
    const current = { ...ana, telefone: '(48) 97777-0000', version: 2, updatedByName: 'Ivo Instrutor' };
    const { writtenAt: _w, ...first } = { ...ana };
    vi.mocked(studentsRepo.history).mockResolvedValue([
      { data: first, version: 1, updatedBy: 'ivo-uid', updatedByName: 'Ivo Instrutor', writtenAt: now.getTime() },
    ]);
    vi.mocked(studentsRepo.restore).mockResolvedValue(true);
    const { user } = open(paths.students, sessions.admin, [current]);
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Histórico de alterações' }));
    const history = await screen.findByRole('dialog', { name: 'Histórico de alterações' });
    const change = await within(history).findByRole('listitem', { name: 'Versão 2' });
    expect(change).toHaveTextContent('alterado por Ivo Instrutor em 15/06/2025 às 12:00');
    expect(within(change).getByRole('row', { name: /Telefone/ })).toHaveTextContent('(48) 99111-2222(48) 97777-0000');
    expect(within(change).getAllByRole('row')).toHaveLength(2); // the header and Telefone: not her CPF, address…
    await user.click(within(history).getByRole('button', { name: 'Restaurar esta versão' }));
    const question = screen.getByRole('dialog', { name: 'Restaurar a versão 1?' });
    expect(question).not.toHaveTextContent('descartadas'); // nothing typed in the form
    await user.click(within(question).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(studentsRepo.restore).toHaveBeenCalledOnce());
    expect(vi.mocked(studentsRepo.restore).mock.calls[0]?.[0]).toMatchObject(current);
    expect(vi.mocked(studentsRepo.restore).mock.calls[0]?.[1]).toMatchObject({
      telefone: '(48) 99111-2222',
      version: 1,
    });
    expect(await screen.findByText('Versão 1 restaurada com sucesso!')).toBeInTheDocument();
  });

  it('asking to restore over changes not saved in the form, says they will be discarded', async () => {
    vi.mocked(studentsRepo.history).mockResolvedValue([
      { data: { ...ana }, version: 1, updatedBy: 'ivo-uid', updatedByName: 'Ivo Instrutor', writtenAt: now.getTime() },
    ]);
    const { user } = open(paths.students, sessions.admin, [{ ...ana, version: 2 }]);
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    const nome = within(dialog()).getByRole('textbox', { name: /^Nome/ });
    await user.type(nome, ' Lima');
    await user.click(within(dialog()).getByRole('button', { name: 'Histórico de alterações' }));
    const history = await screen.findByRole('dialog', { name: 'Histórico de alterações' });
    await user.click(await within(history).findByRole('button', { name: 'Restaurar esta versão' }));
    expect(screen.getByRole('dialog', { name: 'Restaurar a versão 1?' })).toHaveTextContent(
      'As alterações que você fez no formulário e ainda não salvou serão descartadas.',
    );
  });

  it('is not offered to an instrutor', async () => {
    const { user } = open(paths.students, sessions.instrutor);
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    expect(within(dialog()).queryByRole('button', { name: 'Histórico de alterações' })).not.toBeInTheDocument();
  });
});

describe('StudentDialog while the role changes', () => {
  it('an instrutor promoted to admin while typing keeps what was typed', async () => {
    let promote = () => undefined as void;
    function Harness() {
      const [session, setSession] = useState<Session>(sessions.instrutor);
      promote = () => setSession(sessions.admin);
      return (
        <SessionContext.Provider value={session}>
          <StudentDialog student={ana} onClose={vi.fn()} />
        </SessionContext.Provider>
      );
    }
    // An admin's form reads the private part first (the ficha loads).
    vi.mocked(useStudentPrivate).mockImplementation((id) => (id ? live(null, { loading: true }) : live(null)));
    const { user } = renderAdmin(<Harness />, { session: sessions.instrutor });
    await fill(user, /^Nome/, ' Prado');
    act(() => promote());
    expect(within(dialog()).getByLabelText(/^Nome/)).toHaveValue('Ana Souza Prado');
  });
});
