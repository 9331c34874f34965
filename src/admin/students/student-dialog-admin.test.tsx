// StudentDialog as an admin sees it: the private part (CPF/RG, address, plan, fees) and the printed
// documents that carry it. A change saved elsewhere meanwhile: student-dialog-conflict.test.tsx. The
// new-student form and the history of changes: student-dialog.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStudentPrivate } from '../../data/hooks';
import { studentPrivateRepo, studentsRepo } from '../../data/students-repo';
import { studentPrivateKeys } from '../../domain/student-private';
import { z } from '../../domain/z';
import { live } from '../testing/factories';
import { dialog, field, fill, rowOf } from '../testing/queries';
import { sessions } from '../testing/sessions';
import { printImageUseTerm, printStudentContract } from '../print/print-student-documents';
import { ana, anaPrivate, now, open, privatePart, setUpStudentsTests } from './students-test-setup';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => ({ useStudents: vi.fn(), useStudentPrivate: vi.fn() }));
vi.mock('../../data/students-repo', () => import('./students-repo-mock'));
vi.mock('../../data/cep-lookup', () => ({ lookupCep: vi.fn() }));
// The print module has its own tests; here: what the dialog hands it.
vi.mock('../print/print-student-documents', () => ({ printStudentContract: vi.fn(), printImageUseTerm: vi.fn() }));

setUpStudentsTests();

const author = { updatedBy: 'admin-uid', updatedByName: 'Ana Admin' };

/** The ids whose private document the screen asked for (null: none). */
const privateReads = () => vi.mocked(useStudentPrivate).mock.calls.map(([id]) => id);

describe('StudentDialog: what only admins see (CPF/RG, address, plan, fees)', { timeout: 60_000 }, () => {
  it('an admin’s new student: its private part goes into the same save', async () => {
    vi.mocked(studentPrivateRepo.part).mockReturnValue(privatePart);
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await fill(user, /^Nome/, 'Rui Alves');
    await fill(user, 'Documento (CPF/RG)', '52998224725');
    await user.click(within(dialog()).getByRole('tab', { name: 'Configurações' }));
    await user.click(field(/^Disciplina/));
    await user.click(screen.getByRole('option', { name: 'Yoga' }));
    await fill(user, /Valor da mensalidade/, '310,50');
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Aluno' }));
    await waitFor(() => expect(studentsRepo.add).toHaveBeenCalledOnce());
    const [student, options] = vi.mocked(studentsRepo.add).mock.calls[0] ?? [];
    for (const key of studentPrivateKeys) expect(student).not.toHaveProperty(key);
    // The private part goes into the student's batch.
    await options?.also?.({} as never, 'new-id', author);
    expect(privatePart).toHaveBeenCalledWith({}, 'new-id', author);
    expect(studentPrivateRepo.part).toHaveBeenCalledWith(
      expect.objectContaining({ documento: '529.982.247-25', valorMensalidade: 310.5, updatedAt: now.getTime() }),
      null,
      undefined,
    );
  });

  it('edits a student: "Salvar", fields filled, only the changed fields and updatedAt written', async () => {
    const { user } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    expect(within(dialog()).getByRole('heading', { name: 'Editar aluno' })).toBeInTheDocument();
    expect(field(/^Nome/)).toHaveValue('Ana Souza');
    await user.clear(field('Telefone'));
    await fill(user, 'Telefone', '48991234567');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(studentsRepo.update).toHaveBeenCalledOnce());
    const [id, patch, options] = vi.mocked(studentsRepo.update).mock.calls[0] ?? [];
    expect(id).toBe('ana');
    // As the version opened (1): a newer one on the server is not overwritten. The private part did
    // not change: nothing of it is written.
    expect(options).toEqual({ label: 'Ana Souza', expectedVersion: 1, also: null });
    expect(patch).toEqual({ telefone: '(48) 99123-4567', updatedAt: now.getTime() });
    expect(await screen.findByText('Aluno atualizado com sucesso!')).toBeInTheDocument();
  });

  it('writes nothing when nothing changed, and says so', async () => {
    const { user } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nenhuma alteração a salvar: o aluno continua como estava.')).toBeInTheDocument();
    expect(studentsRepo.update).not.toHaveBeenCalled();
    expect(studentPrivateRepo.save).not.toHaveBeenCalled();
  });

  it('an admin who changed only the private part writes only it, on the version read', async () => {
    vi.mocked(studentPrivateRepo.part).mockReturnValue(privatePart);
    const { user } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    await user.clear(field('Documento (CPF/RG)'));
    await fill(user, 'Documento (CPF/RG)', '11144477735');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(studentPrivateRepo.save).toHaveBeenCalledOnce());
    expect(studentPrivateRepo.save).toHaveBeenCalledWith('ana', expect.any(Function), 'Ana Souza');
    expect(studentPrivateRepo.part).toHaveBeenCalledWith(
      expect.objectContaining({ documento: '111.444.777-35' }),
      anaPrivate,
      undefined,
    );
    expect(studentsRepo.update).not.toHaveBeenCalled();
  });

  it('an admin’s edit reads that one student’s private document, shows it and saves both in one batch', async () => {
    vi.mocked(studentPrivateRepo.part).mockReturnValue(privatePart);
    const { user } = open();
    expect(privateReads().every((id) => id === null)).toBe(true); // nothing read for the list
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    expect(privateReads()).toContain('ana');
    expect(privateReads().filter((id) => id !== null && id !== 'ana')).toEqual([]);
    expect(within(dialog()).getByRole('heading', { name: 'Editar aluno' })).toBeInTheDocument();
    expect(field('Documento (CPF/RG)')).toHaveValue('529.982.247-25');
    await user.clear(field('Telefone'));
    await fill(user, 'Telefone', '48991234567');
    await user.click(within(dialog()).getByRole('tab', { name: 'Endereço' }));
    expect(field('Logradouro')).toHaveValue('Rua das Gaivotas');
    await user.click(within(dialog()).getByRole('tab', { name: 'Configurações' }));
    expect(field(/Valor da mensalidade/)).toHaveValue('280,00');
    await user.clear(field(/Valor da mensalidade/));
    await fill(user, /Valor da mensalidade/, '310,50');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(studentsRepo.update).toHaveBeenCalledOnce());
    const [id, patch, options] = vi.mocked(studentsRepo.update).mock.calls[0] ?? [];
    expect(id).toBe('ana');
    expect(options).toMatchObject({ label: 'Ana Souza', expectedVersion: 1 });
    await options?.also?.({} as never, 'ana', author);
    expect(privatePart).toHaveBeenCalledWith({}, 'ana', author);
    expect(patch).toMatchObject({ telefone: '(48) 99123-4567', updatedAt: now.getTime() });
    expect(patch).not.toHaveProperty('active');
    expect(patch).not.toHaveProperty('createdAt');
    for (const key of studentPrivateKeys) expect(patch).not.toHaveProperty(key);
    expect(studentPrivateRepo.part).toHaveBeenCalledWith(
      expect.objectContaining({ documento: '529.982.247-25', valorMensalidade: 310.5, frequencia: '2x' }),
      anaPrivate,
      undefined,
    );
    expect(await screen.findByText('Aluno atualizado com sucesso!')).toBeInTheDocument();
  });

  it('shows the admin a progress dialog while the private document is read', async () => {
    const { user } = open();
    vi.mocked(useStudentPrivate).mockImplementation((id) => live(null, { loading: id !== null }));
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    expect(within(dialog()).getByText('Carregando a ficha...')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('an admin whose read failed (offline) edits the rest and never writes the private part', async () => {
    const { user } = open();
    vi.mocked(useStudentPrivate).mockImplementation((id) => live(null, { error: id ? new Error('offline') : null }));
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    expect(within(dialog()).getByText(/Não foi possível ler os dados restritos/)).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText(/Documento/)).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Imprimir Contrato' })).not.toBeInTheDocument();
    await user.clear(field('Telefone'));
    await fill(user, 'Telefone', '48991234567');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(studentsRepo.update).toHaveBeenCalledOnce());
    expect(vi.mocked(studentsRepo.update).mock.calls[0]?.[2]).toMatchObject({ also: null });
    expect(studentPrivateRepo.part).not.toHaveBeenCalled();
  });

  it('a private document out of its format (older data) is said to be so, not blamed on the connection', async () => {
    const { user } = open();
    const outOfFormat = z.strictObject({ cpf: z.string() }).safeParse({ cpf: 1 }).error;
    vi.mocked(useStudentPrivate).mockImplementation((id) => live(null, { error: id ? (outOfFormat ?? null) : null }));
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    expect(within(dialog()).getByRole('note')).toHaveTextContent(
      'Os dados restritos deste cadastro estão fora do formato atual e não puderam ser lidos. Salvar altera só os demais dados.',
    );
  });

  it('an instrutor never asks for it: no CPF/RG, Endereço, plan, fees or printing; the save writes the student only', async () => {
    const { user } = open('/admin/alunos', sessions.instrutor);
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    expect(privateReads().every((id) => id === null)).toBe(true);
    const tabs = within(dialog())
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['Dados pessoais', 'Responsável', 'Configurações']);
    expect(within(dialog()).getByText(/ficam só com a administração/)).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText(/Documento/)).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('tab', { name: 'Configurações' }));
    expect(
      within(dialog()).queryByLabelText(/Valor da mensalidade|Frequência|Forma de pagamento/),
    ).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: /Imprimir/ })).not.toBeInTheDocument();
    await user.clear(field(/^Nome/));
    await fill(user, /^Nome/, 'Ana Souza Lima');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(studentsRepo.update).toHaveBeenCalledOnce());
    const [, patch, options] = vi.mocked(studentsRepo.update).mock.calls[0] ?? [];
    expect(patch).toMatchObject({ nome: 'Ana Souza Lima' });
    for (const key of studentPrivateKeys) expect(patch).not.toHaveProperty(key);
    expect(options).toMatchObject({ also: null });
    expect(studentPrivateRepo.part).not.toHaveBeenCalled();
  });

  it('an instrutor’s new student has no private document (an admin adds one later)', async () => {
    const { user } = open('/admin/alunos', sessions.instrutor);
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await fill(user, /^Nome/, 'Davi');
    await user.click(within(dialog()).getByRole('tab', { name: 'Configurações' }));
    await user.click(field(/^Disciplina/));
    await user.click(screen.getByRole('option', { name: 'Jiu-Jitsu' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar Aluno' }));
    await waitFor(() => expect(studentsRepo.add).toHaveBeenCalledOnce());
    const [student, options] = vi.mocked(studentsRepo.add).mock.calls[0] ?? [];
    expect(student).toMatchObject({ nome: 'Davi', disciplina: 'jiu-jitsu' });
    for (const key of studentPrivateKeys) expect(student).not.toHaveProperty(key);
    expect(options).toEqual({ also: null });
  });

  it('an admin opening a student without one sees it empty, and saving hands over nothing on file', async () => {
    const { user } = open();
    await user.click(within(rowOf('João Gonçalves')).getByRole('button', { name: 'Editar' }));
    expect(privateReads()).toContain('joao');
    expect(field('Documento (CPF/RG)')).toHaveValue('');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nenhuma alteração a salvar: o aluno continua como estava.')).toBeInTheDocument();
    expect(studentsRepo.update).not.toHaveBeenCalled();
    expect(studentPrivateRepo.part).toHaveBeenCalledWith(
      expect.objectContaining({ documento: '', valorMensalidade: 0, logradouro: '' }),
      null,
      undefined,
    );
  });
});

describe('StudentDialog: printing', { timeout: 60_000 }, () => {
  it('prints what the form shows, with the private part as read', async () => {
    const { user } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    await user.clear(field(/^Nome/));
    await fill(user, /^Nome/, 'Ana Souza Lima');
    await user.click(within(dialog()).getByRole('button', { name: 'Imprimir Contrato' }));
    expect(printStudentContract).toHaveBeenCalledOnce();
    expect(vi.mocked(printStudentContract).mock.calls[0]?.[0]).toMatchObject({
      nome: 'Ana Souza Lima',
      disciplina: 'yoga',
      documento: '529.982.247-25',
      logradouro: 'Rua das Gaivotas',
      valorMensalidade: 280,
      createdAt: ana.createdAt,
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Imprimir Termo de Imagem' }));
    expect(vi.mocked(printImageUseTerm).mock.calls[0]?.[0]).toMatchObject({
      nome: 'Ana Souza Lima',
      optinInstagram: true,
    });
    expect(studentsRepo.update).not.toHaveBeenCalled();
  });

  it('prints nothing from a form with errors and opens the failing tab', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await fill(user, /^Nome/, 'Lia');
    await user.click(within(dialog()).getByRole('button', { name: 'Imprimir Termo de Imagem' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('tab', { selected: true })).toHaveTextContent('Configurações'),
    );
    expect(field(/^Disciplina/)).toHaveFocus();
    expect(within(dialog()).getByText('Selecione a disciplina')).toBeVisible();
    expect(printImageUseTerm).not.toHaveBeenCalled();
    // Corrected, the message goes at once (it stayed until 'Cadastrar Aluno', even after printing).
    await user.click(field(/^Disciplina/));
    await user.click(screen.getByRole('option', { name: 'Yoga' }));
    await waitFor(() => expect(within(dialog()).queryByText('Selecione a disciplina')).toBeNull());
  });

  it('says so when the browser blocks the print window', async () => {
    vi.mocked(printStudentContract).mockReturnValue({ ok: false, message: 'Permita pop-ups para imprimir.' });
    const { user } = open();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Imprimir Contrato' }));
    expect(await screen.findByText('Permita pop-ups para imprimir.')).toBeInTheDocument();
  });
});
