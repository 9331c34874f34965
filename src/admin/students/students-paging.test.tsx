// The Alunos table shows 100 a page: a new search starts at the first page, and the page is kept in
// the URL (Back from a Prontuário returns to it).
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aStudent } from '../testing/factories';
import { open, setUpStudentsTests } from './students-test-setup';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => ({ useStudents: vi.fn(), useStudentPrivate: vi.fn() }));
vi.mock('../../data/students-repo', () => import('./students-repo-mock'));
vi.mock('../../data/cep-lookup', () => ({ lookupCep: vi.fn() }));
vi.mock('../print/print-student-documents', () => ({ printStudentContract: vi.fn(), printImageUseTerm: vi.fn() }));

setUpStudentsTests();

const numbered = (name: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const nome = `${name} ${String(i + 1).padStart(3, '0')}`;
    return aStudent({ id: nome, nome, email: '', telefone: '', disciplina: 'yoga' });
  });
// 150 Anas, then 100 Bias: three pages.
const many = [...numbered('Bia', 100), ...numbered('Ana', 150)];
const next = () => screen.getByRole('button', { name: 'Ir para a próxima página' });
const search = () => screen.getByRole('searchbox', { name: 'Buscar' });
const pageParam = (router: ReturnType<typeof open>['router']) =>
  new URLSearchParams(router.state.location.search).get('pagina');

// A hundred rows a page in a full data grid: seconds each on a busy 2-core machine.
describe('StudentsPage: pages', { timeout: 120_000 }, () => {
  it('shows the first matches when the search changes on page 2, not the second page of them', async () => {
    const { user, router } = open(undefined, undefined, many);
    await user.click(next());
    expect(screen.getByText('101–200 de 250')).toBeInTheDocument();
    await user.click(search());
    await user.paste('ana');
    expect(await screen.findByText('1–100 de 150')).toBeInTheDocument();
    expect(screen.getByText('Ana 001')).toBeInTheDocument();
    expect(pageParam(router)).toBeNull();
  });

  it("goes back to the first page when 'Mostrar inativos' changes", async () => {
    const { user } = open(undefined, undefined, many);
    await user.click(next());
    expect(screen.getByText('101–200 de 250')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar inativos' }));
    expect(await screen.findByText('1–100 de 250')).toBeInTheDocument();
  });

  it('keeps the page in the URL, so Back from a Prontuário returns to it', async () => {
    const { user, router } = open(undefined, undefined, many);
    await user.click(next());
    expect(pageParam(router)).toBe('2');
    await act(() => router.navigate('/admin/alunos/ana/prontuario'));
    expect(screen.getByText('Outra tela')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('101–200 de 250')).toBeInTheDocument();
    expect(screen.getByText('Bia 001')).toBeInTheDocument();
  });

  it('keeps the rows per page and the sorted column in the URL too: Back returns to the same rows', async () => {
    const { user, router } = open(undefined, undefined, many);
    await user.click(screen.getByRole('combobox', { name: /Linhas por página/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    await user.click(next());
    expect(screen.getByText('26–50 de 250')).toBeInTheDocument();
    const nome = () => screen.getAllByRole('columnheader').find((h) => h.getAttribute('data-field') === 'nome')!;
    await user.click(within(nome()).getByText('Nome')); // ascending
    await user.click(within(nome()).getByText('Nome')); // descending
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('porPagina'), params.get('ordem'), params.get('pagina')]).toEqual(['25', '-nome', null]);
    expect(screen.getByText('1–25 de 250')).toBeInTheDocument(); // a new order starts at its first page
    const shown = () =>
      screen
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-id'))
        .filter(Boolean);
    await user.click(next());
    expect(screen.getByText('26–50 de 250')).toBeInTheDocument();
    const before = shown();
    expect(before[0]).toBe('Bia 075'); // Z to A: the Bias first, 26th of them
    await act(() => router.navigate('/admin/alunos/ana/prontuario'));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('26–50 de 250')).toBeInTheDocument();
    expect(shown()).toEqual(before);
    // The list opened afresh from the menu (same screen, the table stays), then Back: the same rows.
    await act(() => router.navigate('/admin/alunos'));
    expect(await screen.findByText('1–100 de 250')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('26–50 de 250')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the grid's own return to page 1, ignored
    expect(screen.getByText('26–50 de 250')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('pagina')).toBe('2');
    expect(shown()).toEqual(before);
  });

  it('shows the last page for a page past the end (an old link)', async () => {
    open('/admin/alunos?pagina=9', undefined, many);
    expect(await screen.findByText('201–250 de 250')).toBeInTheDocument();
    expect(screen.getByText('Bia 051')).toBeInTheDocument();
  });
});
