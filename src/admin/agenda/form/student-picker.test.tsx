import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { setUpAgendaTests } from '../agenda-test-setup';
import { AgendaScreen } from '../agenda-screen';

vi.mock('../../../data/record-hooks', () => import('../../testing/record-hooks-mock'));
vi.mock('../../../data/hooks', () => import('../agenda-hooks-mock'));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');
vi.mock('../../../data/schedules-repo', () => import('../schedules-repo-mock'));

setUpAgendaTests();

describe("The schedule form's student list", { timeout: 60_000 }, () => {
  it('is one Tab stop, walked with the arrows, Home and End (a busy studio lists 600 students)', async () => {
    const { user } = renderAdmin(<AgendaScreen />, { url: '/admin/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Nova agenda' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova agenda' });
    const chip = (name: string) =>
      within(within(dialog).getByRole('group', { name: 'Alunos' })).getByRole('button', { name });
    await user.click(within(dialog).getByRole('textbox', { name: 'Alunos / Pacientes' }));
    await user.tab();
    expect(chip('Ana Souza')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chip('João Gonçalves')).toHaveFocus();
    await user.keyboard(' ');
    expect(chip('João Gonçalves')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Home}');
    expect(chip('Ana Souza')).toHaveFocus();
    await user.keyboard('{End}');
    expect(chip('João Gonçalves')).toHaveFocus();
    await user.keyboard('{Home}');
    // Tab leaves the list; back into it, the chip last reached (the first, not the last) has the stop.
    await user.tab();
    expect(within(dialog).getByRole('group', { name: 'Alunos' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.tab({ shift: true });
    expect(chip('Ana Souza')).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Alunos' })).toHaveAccessibleDescription(
      'Use as setas para percorrer a lista e Espaço para marcar ou desmarcar.',
    );
  });
});
