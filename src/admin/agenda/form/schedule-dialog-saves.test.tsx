// What an edit of a class says once saved or restored: the make-ups of the students it enrolled (given
// back, kept, or not checked offline), and a save that changed nothing.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { restoreSchedule, scheduleHistory, updateSchedule } from '../../../data/schedules-repo';
import { aStudent } from '../../testing/factories';
import { blankOccurrence } from '../../../domain/occurrence';
import { ana, bia, evening, joao, withData, withWeek } from '../agenda-fixtures';
import { editEvening, save, setUpScheduleFormTests, warningAfterSuccess } from './schedule-form-test-setup';

vi.mock('../../../data/record-hooks', () => import('../../testing/record-hooks-mock'));
vi.mock('../../../data/hooks', () => import('../agenda-hooks-mock'));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');
vi.mock('../../../data/schedules-repo', () => import('../schedules-repo-mock'));

setUpScheduleFormTests();

describe('Editar agenda, once saved', { timeout: 60_000 }, () => {
  it('warns when a student added would pass 6 people on a date with make-up guests booked', async () => {
    const zeca = aStudent({ id: 'zeca', nome: 'Caio Prado' });
    withData([evening], [ana, bia, zeca, joao]); // by name, as listed
    const guests = Object.fromEntries(['g1', 'g2', 'g3', 'g4'].map((id) => [id, `c-${id}`]));
    withWeek({
      occurrences: [{ ...blankOccurrence('2026-11-30', 0, 'carla'), scheduleId: evening.id, version: 1, guests }],
    });
    const { user, edit } = await editEvening();
    expect(within(edit).queryByRole('status')).not.toBeInTheDocument(); // 2 enrolled + 4 guests = 6
    const chips = within(within(edit).getByRole('group', { name: 'Alunos' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Ana Souza', 'João Gonçalves', 'Caio Prado']); // the class's first
    await user.click(within(edit).getByRole('button', { name: 'Caio Prado' }));
    expect(within(edit).getByRole('status')).toHaveTextContent(
      'Com as reposições já agendadas, a turma passa de 6 pessoas em 30/11/2026.',
    );
    // Caio's own booking there could not be given back
    vi.mocked(updateSchedule).mockResolvedValueOnce({ kept: ['zeca'], unchecked: [] });
    await save(user);
    expect(await screen.findByText('Agenda atualizada com sucesso!')).toBeInTheDocument();
    expect(await warningAfterSuccess(user)).toHaveTextContent(
      'A reposição já agendada nesta aula de Caio Prado não pôde ser devolvida',
    );
  });

  it('enrolling offline says a make-up booked here on another device could not be checked', async () => {
    const { user } = await editEvening();
    // João and Ana enrolled offline: their bookings could not be looked up on the server.
    vi.mocked(updateSchedule).mockResolvedValueOnce({ kept: [], unchecked: ['joao', 'ana'] });
    await save(user);
    expect(await warningAfterSuccess(user)).toHaveTextContent(
      'Sem conexão, não foi possível conferir se João Gonçalves e Ana Souza têm reposição agendada nesta aula: ' +
        "se houver, cancele-a na chamada da aula, em 'Cancelar reposição', para o crédito voltar.",
    );
  });

  it('a restored version that enrols a student again says their make-up booked here stays', async () => {
    withData([{ ...evening, version: 2 }]);
    vi.mocked(scheduleHistory).mockResolvedValue([
      { data: { ...evening, startTime: '17:00' }, version: 1, updatedBy: 'u', updatedByName: 'Ana', writtenAt: 1 },
    ]);
    vi.mocked(restoreSchedule).mockResolvedValue({ kept: ['joao'], unchecked: [] });
    const { user, edit } = await editEvening();
    await user.click(within(edit).getByRole('button', { name: 'Histórico de alterações' }));
    await user.click(await screen.findByRole('button', { name: 'Restaurar esta versão' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Versão 1 restaurada com sucesso!')).toBeInTheDocument();
    expect(await warningAfterSuccess(user)).toHaveTextContent(
      'A reposição já agendada nesta aula de João Gonçalves não pôde ser devolvida',
    );
  });

  it('says nothing was saved when Salvar changed nothing', async () => {
    const { user } = await editEvening();
    vi.mocked(updateSchedule).mockResolvedValueOnce(false);
    await save(user);
    expect(await screen.findByText('Nenhuma alteração a salvar: a agenda continua como estava.')).toBeInTheDocument();
    expect(screen.queryByText('Agenda atualizada com sucesso!')).toBeNull();
  });
});
