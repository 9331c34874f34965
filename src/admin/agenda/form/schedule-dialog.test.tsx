// @vitest-environment jsdom
// Checks the students list's computed style (SPEC: 10rem high), which happy-dom does not compute from MUI's styles.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStudents } from '../../../data/hooks';
import { addSchedule, updateSchedule } from '../../../data/schedules-repo';
import { aStudent, live } from '../../testing/factories';
import { renderAdmin } from '../../testing/render-admin';
import { sessions } from '../../testing/sessions';
import { scheduleMessages } from '../../../domain/schedule-form';
import { ana, bia, evening, joao, now, withData } from '../agenda-fixtures';
import { AgendaScreen as DashboardPage } from '../agenda-screen';
import { dialog, editEvening, save, setUpScheduleFormTests, type User } from './schedule-form-test-setup';

vi.mock('../../../data/record-hooks', () => import('../../testing/record-hooks-mock'));
vi.mock('../../../data/hooks', () => import('../agenda-hooks-mock'));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');
vi.mock('../../../data/schedules-repo', () => import('../schedules-repo-mock'));

setUpScheduleFormTests();

const alertText = () => within(dialog()).getByRole('alert').textContent;
const selectedTab = () => within(dialog()).getByRole('tab', { selected: true }).textContent;
const chip = (name: string) => within(dialog()).getByRole('button', { name });

async function openNew() {
  const view = renderAdmin(<DashboardPage />, { url: '/admin/dashboard' });
  await view.user.click(screen.getByRole('button', { name: 'Nova agenda' }));
  return view;
}
async function choose(user: User, label: string, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}
const setField = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describe('Nova agenda', { timeout: 60_000 }, () => {
  it("shows the spec's four messages in order, then the time and date checks, then saves and resets", async () => {
    const { user } = await openNew();
    const tabs = within(dialog()).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Instrutor e Alunos', 'Horários e Recorrência']);
    await save(user);
    expect(alertText()).toBe('Por favor, selecione um instrutor.');
    await choose(user, 'Instrutor', 'Davi Rocha');
    // Done what it asked: the alert goes; the next one waits for 'Salvar'.
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await save(user);
    expect(alertText()).toBe('Por favor, selecione pelo menos um aluno/paciente.');
    // Beside the field too, said by the search a failed save focuses.
    const search = within(dialog()).getByRole('textbox', { name: 'Alunos / Pacientes' });
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(search).toHaveAccessibleDescription('Por favor, selecione pelo menos um aluno/paciente.');
    await user.click(chip('Ana Souza'));
    await save(user);
    expect(alertText()).toBe('Por favor, selecione uma disciplina.');
    await choose(user, 'Disciplina', 'Yoga');
    await save(user);
    expect(alertText()).toBe('Por favor, selecione pelo menos um dia da semana.');
    expect(within(dialog()).getByRole('tab', { selected: true })).toHaveAccessibleName(
      'Horários e Recorrência, 1 campo com erro',
    );
    expect(within(dialog()).getByRole('group', { name: 'Dias da semana' })).toHaveAccessibleDescription(
      'Por favor, selecione pelo menos um dia da semana.',
    );
    expect(within(dialog()).getByLabelText('Horário inicial')).toHaveValue('10:00');
    expect(within(dialog()).getByLabelText('Horário final')).toHaveValue('11:00');

    await user.click(chip('Ter'));
    await user.click(chip('Qui'));
    setField('Horário final', '09:30');
    await save(user);
    expect(alertText()).toBe('O horário final deve ser depois do inicial.');
    // Put right from the other field, the message beside the field it is about goes too.
    const invalid = (label: string) => within(dialog()).getByLabelText(label).getAttribute('aria-invalid');
    expect(invalid('Horário final')).toBe('true');
    setField('Horário inicial', '09:00');
    await waitFor(() => expect(invalid('Horário final')).toBe('false'));
    setField('Horário inicial', '10:00');
    setField('Horário final', '11:00');
    setField('Data inicial (opcional)', '2026-12-01');
    setField('Data final (opcional)', '2026-11-30');
    await save(user);
    expect(alertText()).toBe('A data final deve ser igual ou posterior à inicial.');
    expect(invalid('Data final (opcional)')).toBe('true');
    setField('Data inicial (opcional)', '2026-11-01');
    await waitFor(() => expect(invalid('Data final (opcional)')).toBe('false'));
    // Only Monday 30/11, with Tuesday and Thursday chosen: put right by choosing Monday (then not again).
    setField('Data inicial (opcional)', '2026-11-30');
    setField('Data final (opcional)', '2026-11-30');
    await save(user);
    expect(alertText()).toBe(scheduleMessages.noClassInRange);
    expect(invalid('Data final (opcional)')).toBe('true');
    await user.click(chip('Seg'));
    await waitFor(() => expect(invalid('Data final (opcional)')).toBe('false'));
    await user.click(chip('Seg'));
    setField('Data inicial (opcional)', '2026-12-01');
    setField('Data final (opcional)', '2027-06-30');
    await save(user);

    expect(addSchedule).toHaveBeenCalledWith({
      instructorId: 'davi',
      studentIds: ['ana'],
      discipline: 'yoga',
      days: [2, 4],
      startTime: '10:00',
      endTime: '11:00',
      startDate: '2026-12-01',
      endDate: '2027-06-30',
      active: true,
      createdAt: now.getTime(),
      updatedAt: now.getTime(),
    });
    expect(await screen.findByText('Agenda cadastrada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Nova agenda' }));
    expect(selectedTab()).toBe('Instrutor e Alunos');
    expect(within(dialog()).getByText('Selecionados: 0 aluno(s)')).toBeInTheDocument();
  });

  it('searches students by name ignoring accents, toggles chips and lists only active students', async () => {
    const { user } = await openNew();
    const search = within(dialog()).getByPlaceholderText('Buscar por nome...');
    const group = within(dialog()).getByRole('group', { name: 'Alunos' });
    expect(group).toHaveStyle({ maxHeight: '10rem', overflowY: 'auto' });
    expect(within(group).queryByRole('button', { name: bia.nome })).not.toBeInTheDocument();
    await user.type(search, 'joao');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([joao.nome]);
    await user.click(chip(joao.nome));
    expect(chip(joao.nome)).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog()).getByText('Selecionados: 1 aluno(s)')).toBeInTheDocument();
    await user.click(chip(joao.nome));
    expect(within(dialog()).getByText('Selecionados: 0 aluno(s)')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zé');
    expect(within(group).getByText('Nenhum aluno encontrado para "zé"')).toBeInTheDocument();
  });

  it('Enter in the student search picks the one student found, and never saves the form', async () => {
    const { user } = await openNew();
    const search = within(dialog()).getByPlaceholderText('Buscar por nome...');
    await user.type(search, 'a{Enter}'); // several found: nothing picked
    expect(within(dialog()).getByText('Selecionados: 0 aluno(s)')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'joao{Enter}');
    expect(chip(joao.nome)).toHaveAttribute('aria-pressed', 'true');
    expect(search).toHaveValue('');
    expect(within(dialog()).getByText('Selecionados: 1 aluno(s)')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(addSchedule).not.toHaveBeenCalled();
  });

  it('says there is no active student yet, not that an empty search found none', async () => {
    withData([evening], [bia]); // Bia is inactive
    await openNew();
    const group = within(dialog()).getByRole('group', { name: 'Alunos' });
    expect(within(group).getByText('Nenhum aluno ativo cadastrado.')).toBeInTheDocument();
  });

  it('says the students could not be read, not that there is none', async () => {
    withData([evening], []);
    vi.mocked(useStudents).mockReturnValue(live([], { error: Object.assign(new Error('x'), { code: 'unavailable' }) }));
    await openNew();
    const group = within(dialog()).getByRole('group', { name: 'Alunos' });
    expect(within(group).getByRole('alert')).toHaveTextContent('Não foi possível carregar os alunos.');
    expect(within(group).queryByText('Nenhum aluno ativo cadastrado.')).toBeNull();
  });

  it('warns, without blocking, about more than 6 students and an overlapping class of the instructor', async () => {
    const many = Array.from({ length: 7 }, (_, i) => aStudent({ id: `s${i}`, nome: `Aluno ${i}` }));
    withData([evening], [ana, joao, ...many]);
    const { user } = await openNew();
    await choose(user, 'Instrutor', 'Carla Nunes');
    await choose(user, 'Disciplina', 'Pilates');
    for (const student of many) await user.click(chip(student.nome));
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      '7 alunos selecionados: o contrato limita cada turma a 6 alunos.',
    );
    await user.click(within(dialog()).getByRole('tab', { name: 'Horários e Recorrência' }));
    await user.click(chip('Qua'));
    setField('Horário inicial', '18:30');
    setField('Horário final', '19:30');
    expect(within(dialog()).getAllByRole('status')[1]).toHaveTextContent(
      'Carla Nunes já tem aula nesse horário: Pilates Seg, Qua 18:00–19:00.',
    );
    // Dates the browser cannot read yet (half typed): the warnings once took them for dates and broke the screen.
    const dated = (label: string, badInput: boolean) => {
      const input = within(dialog()).getByLabelText(`Data ${label} (opcional)`);
      Object.defineProperty(input, 'validity', { value: { badInput }, configurable: true });
      fireEvent.blur(input);
    };
    dated('inicial', true);
    dated('final', true);
    dated('final', false);
    setField('Data final (opcional)', '2026-12-31');
    await save(user);
    expect(within(dialog()).getByLabelText('Data inicial (opcional)')).toHaveAccessibleDescription('Data inválida');
    expect(within(dialog()).getByLabelText('Data final (opcional)')).toHaveAttribute('aria-invalid', 'false');
    expect(dialog()).not.toHaveTextContent('A data final deve ser igual ou posterior à inicial.');
    dated('inicial', false);
    setField('Data inicial (opcional)', '2025-12-01');
    setField('Data final (opcional)', '2025-12-31'); // the year mistyped: nothing ahead, which is said, not refused
    expect(dialog()).toHaveTextContent('Nenhuma aula deste horário cai de hoje em diante');
    await save(user);
    expect(addSchedule).toHaveBeenCalledWith(expect.objectContaining({ studentIds: many.map((s) => s.id), days: [3] }));
  });
});

/** The agenda with Carla's evening class opened in 'Editar agenda', from its details. */
describe('Editar agenda', { timeout: 60_000 }, () => {
  it('opens from the details with the class filled in and saves the change', async () => {
    const { user, edit } = await editEvening();
    expect(within(edit).getByText('Selecionados: 2 aluno(s)')).toBeInTheDocument();
    expect(within(edit).queryByRole('status')).not.toBeInTheDocument(); // its own slot is no clash
    await user.click(within(edit).getByRole('button', { name: joao.nome }));
    await user.click(within(edit).getByRole('button', { name: 'Salvar' }));
    expect(updateSchedule).toHaveBeenCalledWith(
      evening,
      expect.objectContaining({ studentIds: ['ana'], createdAt: evening.createdAt, updatedAt: now.getTime() }),
    );
    expect(await screen.findByText('Agenda atualizada com sucesso!')).toBeInTheDocument();
  });

  it('warns, without blocking, that a new time reaches the classes already given, and how to change only ahead', async () => {
    const { user, edit } = await editEvening();
    await user.click(within(edit).getByRole('tab', { name: 'Horários e Recorrência' }));
    setField('Horário final', '19:30');
    expect(await within(edit).findByRole('status')).toHaveTextContent(
      'Dias, horário e datas novos valem também para as aulas que já aconteceram',
    );
    expect(within(edit).getByRole('status')).toHaveTextContent(
      'ponha uma Data final neste horário (o último dia do plano atual) e crie um novo com Data inicial no dia seguinte.',
    );
    await save(user);
    expect(updateSchedule).toHaveBeenCalledWith(evening, expect.objectContaining({ endTime: '19:30' }));
  });

  it('names an inactive instructor kept on the class as inactive, so the class can be given to another', async () => {
    withData([{ ...evening, instructorId: 'olga' }]);
    const { edit } = await editEvening();
    expect(within(edit).getByRole('combobox', { name: /Instrutor/ })).toHaveTextContent('Olga Antiga (inativo)');
  });

  it('keeps the form open and filled when the save fails', async () => {
    vi.mocked(updateSchedule).mockRejectedValueOnce(new Error('boom'));
    const { user, edit } = await editEvening();
    await user.click(within(edit).getByRole('button', { name: 'Salvar' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent('Erro ao salvar agenda. Tente novamente.');
    expect(within(edit).getByText('Selecionados: 2 aluno(s)')).toBeInTheDocument();
  });

  it('lets an instrutor change the class but not who teaches it (that decides who takes its roll call)', async () => {
    const { edit } = await editEvening(sessions.instrutor);
    expect(within(edit).getByRole('combobox', { name: 'Instrutor' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(edit).getByText('Só um administrador troca o instrutor.')).toBeInTheDocument();
    expect(within(edit).getByRole('combobox', { name: 'Disciplina' })).not.toHaveAttribute('aria-disabled');
  });
});
