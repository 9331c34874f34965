// Inativar of an instructor: the classes they still give, and a linked login — what each role is told to do.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInstructors, useSchedules } from '../../data/hooks';
import { setInstructorActive } from '../../data/instructors-repo';
import { aSchedule, anInstructor, live } from '../testing/factories';
import { rowOf } from '../testing/queries';
import { paths } from '../paths';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
import InstructorsPage, { LOGIN_STAYS } from './instructors-page';

vi.mock('../../data/hooks', () => import('./instructors-hooks-mock'));
vi.mock('../../data/instructors-repo', () => ({ setInstructorActive: vi.fn() }));

const ines = anInstructor({ id: 'ines', nome: 'Inês Prado', userId: 'ines-uid' });

async function askToInactivate(session: (typeof sessions)['admin']) {
  vi.mocked(useInstructors).mockReturnValue(live([ines]));
  const { user } = renderAdmin(<InstructorsPage />, { url: paths.instructors, session });
  await user.click(within(rowOf('Inês Prado')).getByRole('button', { name: 'Inativar' }));
  return screen.getByRole('dialog', { name: 'Inativar instrutor?' });
}

describe('Inativar an instructor with a login', { timeout: 60_000 }, () => {
  it("tells an admin how to free the login ('Conta de acesso' is their field)", async () => {
    const question = await askToInactivate(sessions.admin);
    expect(question).toHaveTextContent(`${LOGIN_STAYS} Para liberá-la, escolha 'Nenhuma' em 'Conta de acesso'`);
  });

  it('tells an instrutor that only an admin can free it, not steps in a field they do not have', async () => {
    const question = await askToInactivate(sessions.instrutor);
    expect(question).toHaveTextContent(`${LOGIN_STAYS} Só um administrador pode liberá-la.`);
    expect(question).not.toHaveTextContent("'Conta de acesso'");
  });

  it('names the classes they still give, which stay on the agenda until an admin gives them to someone else', async () => {
    vi.mocked(useSchedules).mockReturnValue(
      live([
        aSchedule({ id: 'c1', instructorId: 'ines', days: [1, 3], startTime: '18:00', endTime: '19:00' }),
        aSchedule({ id: 'c2', instructorId: 'ines', days: [2], startTime: '07:00', endTime: '08:00', active: false }),
        aSchedule({ id: 'c3', instructorId: 'other', days: [5], startTime: '09:00', endTime: '10:00' }),
      ]),
    );
    expect(await askToInactivate(sessions.admin)).toHaveTextContent(
      "O horário que ele dá (Seg, Qua 18:00–19:00) continua na agenda com este instrutor: troque o instrutor em 'Editar agenda'.",
    );
  });

  it('inactivates and restores with a confirmation', async () => {
    const caio = anInstructor({ id: 'caio', nome: 'Caio Reis', active: false, deletedAt: 1 });
    vi.mocked(setInstructorActive).mockResolvedValue();
    vi.mocked(useInstructors).mockReturnValue(live([ines, caio]));
    const { user } = renderAdmin(<InstructorsPage />, {
      url: `${paths.instructors}?inativos=1`,
      session: sessions.admin,
    });
    await user.click(within(rowOf('Caio Reis')).getByRole('button', { name: 'Restaurar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Restaurar instrutor?' })).getByRole('button', { name: 'Restaurar' }),
    );
    expect(setInstructorActive).toHaveBeenCalledWith(caio, true);
    expect(await screen.findByText('Instrutor restaurado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(rowOf('Inês Prado')).getByRole('button', { name: 'Inativar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Inativar instrutor?' })).getByRole('button', { name: 'Inativar' }),
    );
    expect(setInstructorActive).toHaveBeenCalledWith(ines, false);
  });
});
