// What the class form's component tests share: the agenda's day, the evening class on file, saves
// that succeed, and the form opened to edit it. Each test file mocks the data layer itself (vi.mock is hoisted).
import { screen, within } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { addSchedule, updateSchedule } from '../../../data/schedules-repo';
import { paths } from '../../paths';
import { renderAdmin } from '../../testing/render-admin';
import { sessions } from '../../testing/sessions';
import { evening, withData } from '../agenda-fixtures';
import { AgendaScreen as DashboardPage } from '../agenda-screen';
import { setUpAgendaTests } from '../agenda-test-setup';

export type User = ReturnType<typeof renderAdmin>['user'];

export const dialog = () => screen.getByRole('dialog');
export const save = (user: User) => user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));

/** The agenda's set-up (agenda-test-setup.tsx), with the evening class alone and saves that succeed. */
export function setUpScheduleFormTests(): void {
  setUpAgendaTests();
  beforeEach(() => {
    withData([evening]);
    vi.mocked(addSchedule).mockResolvedValue('new-id');
    vi.mocked(updateSchedule).mockResolvedValue({ kept: [], unchecked: [] });
  });
}

/** 'Editar agenda' on the evening class, opened from its details. */
export async function editEvening(session = sessions.admin) {
  const { user } = renderAdmin(<DashboardPage />, { url: paths.dashboard, session });
  await user.click(screen.getByRole('button', { name: /18:00–19:00/ }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Detalhes do horário' })).getByRole('button', { name: 'Editar' }),
  );
  return { user, edit: await screen.findByRole('dialog', { name: 'Editar agenda' }) };
}

/** The warning said once the save's success message is closed. */
export async function warningAfterSuccess(user: User) {
  await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Fechar' }));
  return screen.findByRole('alert');
}
