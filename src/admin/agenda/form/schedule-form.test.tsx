import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStudents } from '../../../data/hooks';
import { aSchedule, live } from '../../testing/factories';
import { renderAdmin } from '../../testing/render-admin';
import { evening, withData } from '../agenda-fixtures';
import { setUpAgendaTests } from '../agenda-test-setup';
import { AgendaScreen } from '../agenda-screen';

// The schedule form's warnings and its students list (the rest of the form: schedule-dialog.test.tsx).

vi.mock('../../../data/record-hooks', () => import('../../testing/record-hooks-mock'));
vi.mock('../../../data/hooks', () => import('../agenda-hooks-mock'));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');
vi.mock('../../../data/schedules-repo', () => import('../schedules-repo-mock'));

setUpAgendaTests();

const dialog = () => screen.getByRole('dialog');
const setField = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const warnings = () =>
  within(dialog())
    .queryAllByRole('status')
    .map((s) => s.textContent);

describe("The schedule form's warnings", { timeout: 60_000 }, () => {
  it('names no clash while a time is cleared or the class ends before it starts (a cleared time read as 00:00)', async () => {
    withData([evening]);
    const { user } = renderAdmin(<AgendaScreen />, { url: '/admin/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Nova agenda' }));
    await user.click(within(dialog()).getByRole('combobox', { name: 'Instrutor' }));
    await user.click(screen.getByRole('option', { name: 'Carla Nunes' }));
    await user.click(within(dialog()).getByRole('tab', { name: 'Horários e Recorrência' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Qua' }));
    setField('Horário inicial', '18:30');
    setField('Horário final', '19:30');
    const clash = 'Carla Nunes já tem aula nesse horário: Pilates Seg, Qua 18:00–19:00.';
    expect(warnings()).toContain(clash);
    setField('Horário inicial', '');
    expect(warnings()).toEqual([]);
    // Ending before it starts: 18:45–18:15 lies within Carla's 18:00–19:00, yet is no class.
    setField('Horário inicial', '18:45');
    setField('Horário final', '18:15');
    expect(warnings()).toEqual([]);
    setField('Horário final', '19:30');
    setField('Horário inicial', '18:30');
    expect(warnings()).toContain(clash);
  });

  it('names a student in a clash with another class by name, or as loading, never by their id', async () => {
    // Davi's class at the same time as Carla's, with Ana in both.
    const other = aSchedule({ ...evening, id: 'other', instructorId: 'davi', studentIds: ['ana'], days: [1] });
    withData([evening, other]);
    vi.mocked(useStudents).mockReturnValue(live([], { loading: true }));
    const { user } = renderAdmin(<AgendaScreen />, { url: '/admin/dashboard' });
    const davis = screen.getAllByRole('button', { name: /18:00–19:00/ }).find((b) => /Davi/.test(b.textContent ?? ''));
    await user.click(davis!);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Detalhes do horário' })).getByRole('button', { name: 'Editar' }),
    );
    await screen.findByRole('dialog', { name: 'Editar agenda' });
    expect(warnings()).toContain(
      '1 aluno selecionado já tem outra aula nesse horário: … (Pilates Seg, Qua 18:00–19:00).',
    );
  });
});

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
