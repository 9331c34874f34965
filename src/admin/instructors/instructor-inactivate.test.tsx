// Inativar of an instructor whose login is linked: what each role is told to do to free it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInstructors } from '../../data/hooks';
import { anInstructor, live } from '../testing/factories';
import { rowOf } from '../testing/queries';
import { paths } from '../paths';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
import InstructorsPage, { LOGIN_STAYS } from './instructors-page';

vi.mock('../../data/hooks', () => ({ useInstructors: vi.fn() }));
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
});
