import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setStudentActiveWithPlaces as setStudentActive } from '../../data/student-leaving';
import { StrandedClasses } from '../../domain/class-days';
import { InactivationUnfinished } from '../../domain/student-places';
import { useStudentPrivate, useStudents } from '../../data/hooks';
import { studentsRepo } from '../../data/students-repo';
import { aSchedule, live } from '../testing/factories';
import { liveStore } from '../testing/live-store';
import { renderAdmin } from '../testing/render-admin';
import { names, rowOf } from '../testing/queries';
import { sessions } from '../testing/sessions';
import { paths } from '../paths';
import { ana, bia, joao, open, setUpStudentsTests } from './students-test-setup';
import StudentsPage from './students-page';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => ({
  useStudents: vi.fn(),
  useStudentPrivate: vi.fn(),
  // Inativar names the classes a student leaves (StudentPlacesNotice).
  useSchedules: vi.fn(() =>
    live([aSchedule({ id: 'c1', studentIds: ['ana', 'bia'], days: [1], startTime: '18:00', endTime: '19:00' })]),
  ),
}));
vi.mock('../../data/week-hooks', () => ({ useStudentCredits: vi.fn(() => live([])) }));
vi.mock('../../data/student-leaving', () => ({ setStudentActiveWithPlaces: vi.fn() }));
vi.mock('../../data/students-repo', () => import('./students-repo-mock'));
vi.mock('../../data/cep-lookup', () => ({ lookupCep: vi.fn() }));
// The print module has its own tests; here: what the dialog hands it.
vi.mock('../print/print-student-documents', () => ({ printStudentContract: vi.fn(), printImageUseTerm: vi.fn() }));

setUpStudentsTests();

describe('StudentsPage: the list', { timeout: 60_000 }, () => {
  it('lists the active students by name, with the inactive ones behind "Mostrar inativos"', async () => {
    const { user, router } = open();
    expect(screen.getByRole('heading', { name: 'Alunos / Pacientes' })).toBeInTheDocument();
    expect(names()).toEqual(['Ana Souza', 'João Gonçalves']);
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar inativos' }));
    expect(names()).toEqual(['Ana Souza', 'Beatriz Lima', 'João Gonçalves']);
    expect(router.state.location.search).toBe('?inativos=1');
  });

  it('searches name, e-mail, phone and discipline, ignoring accents and case, and keeps it in the URL', async () => {
    const { user, router } = open();
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    for (const [query, expected] of [
      ['joao', ['João Gonçalves']],
      ['GONÇALVES', ['João Gonçalves']],
      ['ana@x', ['Ana Souza']],
      ['99111-2222', ['Ana Souza']],
      ['pilates', ['João Gonçalves']],
      ['ninguém', []],
    ] as const) {
      await user.clear(search);
      await user.type(search, query);
      expect(names()).toEqual(expected);
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe(query);
    }
    expect(screen.getByText('Nenhum aluno encontrado')).toBeInTheDocument();
  });

  it('opens with the search and filter of the URL', () => {
    open('/admin/alunos?q=lima&inativos=1');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('lima');
    expect(screen.getByRole('checkbox', { name: 'Mostrar inativos' })).toBeChecked();
    expect(names()).toEqual(['Beatriz Lima']);
  });

  it('says when records could not be read or the subscription failed', () => {
    open(undefined, undefined, [ana], { unreadable: 2, error: new Error('x') });
    expect(screen.getByText(/2 registros não puderam ser lidos/)).toBeInTheDocument();
    expect(screen.getByText(/Não foi possível carregar os dados/)).toBeInTheDocument();
  });

  it("a failed read with no student yet leaves the table saying so, not 'Nenhum aluno encontrado'", () => {
    open(undefined, undefined, [], { error: new Error('x') });
    expect(screen.getByText('Não foi possível carregar a lista.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum aluno encontrado')).toBeNull();
  });
});

/** Inativar on Ana Souza's row, confirmed. */
async function inactivateAna() {
  const { user } = open();
  await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Inativar' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Inativar aluno?' })).getByRole('button', { name: 'Inativar' }),
  );
}

describe('StudentsPage: Inativar / Restaurar', { timeout: 60_000 }, () => {
  it('inactivates after a confirmation and says so', async () => {
    const { user } = open();
    const row = rowOf('Ana Souza');
    await user.click(within(row).getByRole('button', { name: 'Inativar' }));
    const confirm = screen.getByRole('dialog', { name: 'Inativar aluno?' });
    expect(confirm).toHaveTextContent('Sai da turma: Seg 18:00–19:00.');
    expect(setStudentActive).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Inativar' }));
    expect(setStudentActive).toHaveBeenCalledWith(ana, false);
    expect(await screen.findByText('Aluno inativado com sucesso!')).toBeInTheDocument();
  });

  it('once the row has left the list, focus goes to the page title, not to the top of the page', async () => {
    const students = liveStore([joao, bia, ana]);
    vi.mocked(useStudents).mockImplementation(() => live(students.use()));
    // The row goes as the write is made (the listener has it before the server answers).
    vi.mocked(setStudentActive).mockImplementation(async (_student, active) => {
      await students.set([joao, bia, { ...ana, active }]);
    });
    const { user } = renderAdmin(<StudentsPage />);
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Inativar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Inativar aluno?' })).getByRole('button', { name: 'Inativar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Ana Souza')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Alunos / Pacientes' })).toHaveFocus());
  });

  it('after an edit that takes the row out of the search, focus goes to the page title', async () => {
    const students = liveStore([joao, bia, ana]);
    vi.mocked(useStudents).mockImplementation(() => live(students.use()));
    vi.mocked(useStudentPrivate).mockImplementation(() => live(null));
    vi.mocked(studentsRepo.update).mockImplementation(async (_id, changes: Partial<typeof ana>) => {
      await students.set([joao, bia, { ...ana, ...changes }]);
    });
    const { user } = renderAdmin(<StudentsPage />, { url: `${paths.students}?q=Souza`, session: sessions.instrutor });
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('dialog', { name: 'Editar aluno' });
    await user.clear(within(form).getByLabelText(/^Nome/));
    await user.type(within(form).getByLabelText(/^Nome/), 'Ana Lima');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Ana Lima')).toBeNull(); // 'Souza' no longer finds her
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Alunos / Pacientes' })).toHaveFocus());
  });

  it('restores an inactive student', async () => {
    const { user } = open('/admin/alunos?inativos=1');
    await user.click(within(rowOf('Beatriz Lima')).getByRole('button', { name: 'Restaurar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Restaurar aluno?' })).getByRole('button', { name: 'Restaurar' }),
    );
    expect(setStudentActive).toHaveBeenCalledWith(bia, true);
    expect(await screen.findByText('Aluno restaurado com sucesso!')).toBeInTheDocument();
  });

  it('does nothing when cancelled, and reports a failure', async () => {
    const { user } = open();
    const inativar = () => within(rowOf('Ana Souza')).getByRole('button', { name: 'Inativar' });
    await user.click(inativar());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(setStudentActive).not.toHaveBeenCalled();
    vi.mocked(setStudentActive).mockRejectedValueOnce(new Error('boom'));
    await user.click(inativar());
    await user.click(
      within(screen.getByRole('dialog', { name: 'Inativar aluno?' })).getByRole('button', { name: 'Inativar' }),
    );
    expect(await screen.findByText(/Erro ao inativar aluno/)).toBeInTheDocument();
  });

  it('says what was done when Inativar stopped half-way (the student still active)', async () => {
    const refused = Object.assign(new Error('denied'), { code: 'permission-denied' });
    vi.mocked(setStudentActive).mockRejectedValueOnce(new InactivationUnfinished('Ana Souza', 2, 1, refused));
    await inactivateAna();
    expect(
      await screen.findByText(
        'Erro ao inativar aluno. Ana Souza já saiu de 2 turmas e teve 1 reposição cancelada, mas o cadastro ' +
          'continua ativo. Você não tem permissão para esta operação. Inative de novo para concluir.',
      ),
    ).toBeInTheDocument();
  });

  it('says what to do first when a class of theirs alone has a make-up booked ahead', async () => {
    vi.mocked(setStudentActive).mockRejectedValueOnce(new StrandedClasses(['2025-06-17'], 'Ter 08:00–09:00'));
    await inactivateAna();
    expect(
      await screen.findByText(
        /^Erro ao inativar aluno\. Há aulas do horário Ter 08:00–09:00 com reposição agendada ou remarcadas em 17\/06\/2025: cancele essas reposições/,
      ),
    ).toBeInTheDocument();
  });
});
