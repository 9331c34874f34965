import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInstructors } from '../../../data/hooks';
import { live } from '../../testing/factories';
import { renderAdmin } from '../../testing/render-admin';
import { sessions } from '../../testing/sessions';
import { carla, davi, olga } from '../agenda-fixtures';
import { setUpAgendaTests } from '../agenda-test-setup';
import { AgendaScreen } from '../agenda-screen';

vi.mock('../../../data/record-hooks', () => import('../../testing/record-hooks-mock'));
vi.mock('../../../data/hooks', () => import('../agenda-hooks-mock'));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');
vi.mock('../../../data/schedules-repo', () => import('../schedules-repo-mock'));

setUpAgendaTests();

describe("An instrutor's 'Nova agenda'", { timeout: 30_000 }, () => {
  it('comes with their own instructor record chosen, and says only an admin changes it once saved', async () => {
    // Carla's record names the signed-in instrutor's login ('Conta de acesso').
    vi.mocked(useInstructors).mockReturnValue(live([{ ...carla, userId: sessions.instrutor.user.uid }, davi, olga]));
    const { user } = renderAdmin(<AgendaScreen />, { url: '/admin/dashboard', session: sessions.instrutor });
    await user.click(screen.getByRole('button', { name: 'Nova agenda' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova agenda' });
    const instructor = within(dialog).getByRole('combobox', { name: 'Instrutor' });
    expect(instructor).toHaveTextContent('Carla Nunes');
    expect(instructor).not.toHaveAttribute('aria-disabled'); // they may still give it to another
    expect(within(dialog).getByText('Depois de salvar, só um administrador troca o instrutor.')).toBeInTheDocument();
  });

  it("an admin's starts with none chosen, with no such note", async () => {
    vi.mocked(useInstructors).mockReturnValue(live([{ ...carla, userId: sessions.admin.user.uid }, davi, olga]));
    const { user } = renderAdmin(<AgendaScreen />, { url: '/admin/dashboard', session: sessions.admin });
    await user.click(screen.getByRole('button', { name: 'Nova agenda' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova agenda' });
    expect(within(dialog).getByRole('combobox', { name: 'Instrutor' })).not.toHaveTextContent('Carla Nunes');
    expect(within(dialog).queryByText(/só um administrador troca/)).not.toBeInTheDocument();
  });
});
