// StudentDialog as an admin edits it when a change was saved elsewhere meanwhile: who saved it,
// 'Manter o meu' and 'Recarregar'; and Esc, which asks before what was typed is thrown away. What
// only admins see: student-dialog-admin.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studentPrivateRepo, studentsRepo } from '../../data/students-repo';
import { EditConflict } from '../../domain/authorship';
import { dialog, field, fill, rowOf } from '../testing/queries';
import { ana, anaPrivate, now, open, setUpStudentsTests } from './students-test-setup';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => ({ useStudents: vi.fn(), useStudentPrivate: vi.fn() }));
vi.mock('../../data/students-repo', () => import('./students-repo-mock'));
vi.mock('../../data/cep-lookup', () => ({ lookupCep: vi.fn() }));
vi.mock('../print/print-student-documents', () => ({ printStudentContract: vi.fn(), printImageUseTerm: vi.fn() }));

setUpStudentsTests();

describe('StudentDialog: a change saved elsewhere meanwhile', { timeout: 60_000 }, () => {
  const theirs = new EditConflict({
    version: 2,
    updatedBy: 'bruno-uid',
    updatedByName: 'Bruno Admin',
    writtenAt: Date.parse('2025-06-15T14:32:00Z'), // 11:32 in São Paulo
    data: { ...ana, nome: 'Ana Souza Reis', telefone: '(48) 98888-0000', version: 2 },
  });

  async function editPhone() {
    vi.mocked(studentsRepo.update).mockRejectedValueOnce(theirs);
    const rendered = open();
    const { user } = rendered;
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    await user.clear(field('Telefone'));
    await fill(user, 'Telefone', '48991234567');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    return rendered;
  }

  it('says who saved it and when, and overwrites nothing', async () => {
    await editPhone();
    const prompt = await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' });
    expect(prompt).toHaveTextContent(
      'Bruno Admin salvou este registro em 15/06/2025 às 11:32, depois que você o abriu.',
    );
    expect(studentsRepo.update).toHaveBeenCalledOnce();
  });

  it("'Manter o meu' saves what was typed over their version", async () => {
    const { user } = await editPhone();
    const prompt = await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' });
    await user.click(within(prompt).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(studentsRepo.update).toHaveBeenCalledTimes(2));
    const [id, patch, options] = vi.mocked(studentsRepo.update).mock.calls[1] ?? [];
    expect(id).toBe('ana');
    expect(patch).toEqual({ telefone: '(48) 99123-4567', updatedAt: now.getTime() });
    expect(options).toMatchObject({ expectedVersion: 2 });
    expect(await screen.findByText('Aluno atualizado com sucesso!')).toBeInTheDocument();
  });

  it("'Recarregar' shows their version and saves over it from then on", async () => {
    const { user } = await editPhone();
    const prompt = await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' });
    await user.click(within(prompt).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(field(/^Nome/)).toHaveValue('Ana Souza Reis'));
    expect(field('Telefone')).toHaveValue('(48) 98888-0000');
    await user.clear(field(/^Nome/));
    await fill(user, /^Nome/, 'Ana S. Reis');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(studentsRepo.update).toHaveBeenCalledTimes(2));
    expect(vi.mocked(studentsRepo.update).mock.calls[1]?.[1]).toEqual({
      nome: 'Ana S. Reis',
      updatedAt: now.getTime(),
    });
    expect(vi.mocked(studentsRepo.update).mock.calls[1]?.[2]).toMatchObject({ expectedVersion: 2 });
  });

  it("'Recarregar' shows their CPF and address too when they changed them in the same save", async () => {
    vi.mocked(studentPrivateRepo.load).mockResolvedValue({
      ...anaPrivate,
      documento: '111.444.777-35',
      logradouro: 'Rua Nova',
      version: 2,
    });
    const { user } = await editPhone();
    const prompt = await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' });
    await user.click(within(prompt).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(field('Telefone')).toHaveValue('(48) 98888-0000'));
    expect(field('Documento (CPF/RG)')).toHaveValue('111.444.777-35');
  });

  it("after 'Recarregar', 'Restaurar esta versão' replaces their version, the one the form shows", async () => {
    const first = { data: ana, version: 1, updatedBy: 'u', updatedByName: 'Helena', writtenAt: now.getTime() };
    vi.mocked(studentsRepo.history).mockResolvedValue([first]);
    vi.mocked(studentsRepo.restore).mockResolvedValue(true);
    const { user } = await editPhone();
    const button = async (name: string) => user.click(await screen.findByRole('button', { name }));
    await button('Recarregar');
    await button('Histórico de alterações');
    await button('Restaurar esta versão');
    await user.click(
      within(screen.getByRole('dialog', { name: /^Restaurar a/ })).getByRole('button', { name: 'Restaurar' }),
    );
    await waitFor(() => expect(studentsRepo.restore).toHaveBeenCalledOnce());
    const restored = vi.mocked(studentsRepo.restore).mock.calls[0]?.[0];
    expect(restored).toMatchObject({ telefone: '(48) 98888-0000', version: 2 });
  });
});

describe('StudentDialog: what was typed, on Esc', { timeout: 60_000 }, () => {
  it('asks before Esc throws away what was typed; an unchanged form closes at once', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    await fill(user, /^Nome/, 'Fulana Digitada');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(dialog()).toHaveAccessibleName('Novo aluno'));
    expect(field(/^Nome/)).toHaveValue('Fulana Digitada');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(dialog()).toHaveAccessibleName('Editar aluno'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
