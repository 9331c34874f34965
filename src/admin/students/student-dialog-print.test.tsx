import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studentsRepo } from '../../data/students-repo';
import { printImageUseTerm, printStudentContract } from '../print/print-student-documents';
import { dialog, field, fill, rowOf } from '../testing/queries';
import { ana, open, setUpStudentsTests } from './students-test-setup';

// What the student form hands the printing (the print module has its own tests).
vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => ({ useStudents: vi.fn(), useStudentPrivate: vi.fn() }));
vi.mock('../../data/students-repo', () => import('./students-repo-mock'));
vi.mock('../../data/cep-lookup', () => ({ lookupCep: vi.fn() }));
vi.mock('../print/print-student-documents', () => ({ printStudentContract: vi.fn(), printImageUseTerm: vi.fn() }));

setUpStudentsTests();

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
