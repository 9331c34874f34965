// The agenda's filters (by instructor, by student), kept in the URL: apart from agenda-views.test.tsx
// to keep each file readable.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInstructors, useStudentNames, useStudents } from '../../data/hooks';
import { useStudentCredits } from '../../data/week-hooks';
import { newCredit } from '../../domain/credit';
import { sampleAuthorship } from '../../domain/test-helpers';
import { live } from '../testing/factories';
import { early, evening, sunday, withData, withGuests, withWeek } from './agenda-fixtures';
import { classTexts, openAgenda, queryOf, setUpAgendaTests } from './agenda-test-setup';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => import('./agenda-hooks-mock'));
vi.mock('../../data/week-hooks');

setUpAgendaTests();
const open = openAgenda;
const query = queryOf;

describe('filters', { timeout: 30_000 }, () => {
  it('filter by instructor and by student, in every view and in the URL', async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('combobox', { name: 'Filtrar por instrutor' }));
    expect(screen.queryByRole('option', { name: 'Olga Antiga' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Carla Nunes' }));
    expect(query(router)).toBe('?instrutor=carla');
    expect(classTexts(screen.getByRole('list')).map((t) => t?.slice(0, 5))).toEqual(['18:00']);

    await user.click(screen.getByRole('combobox', { name: 'Filtrar por aluno' }));
    await user.click(screen.getByRole('option', { name: 'Ana Souza' }));
    expect(query(router)).toBe('?instrutor=carla&aluno=ana');
    await user.click(screen.getByRole('button', { name: 'Semana' }));
    const classes = classTexts(document.body).map((t) => t?.slice(0, 5));
    expect(classes).toEqual(['18:00', '18:00', '09:00']); // Mon, Wed, Sun
  });

  it('shows a filter from a link naming nobody as —, to be cleared', async () => {
    const { user, router } = open('/admin/dashboard?instrutor=ninguem');
    const filter = screen.getByRole('combobox', { name: 'Filtrar por instrutor' });
    expect(filter).toHaveValue('—');
    await user.click(filter);
    await user.click(within(filter.parentElement!).getByRole('button', { name: 'Limpar' }));
    expect(query(router)).toBe('');
  });

  it('filtered by a student, Dia also shows the class they make up in that day', () => {
    withWeek({ occurrences: [withGuests({ bia: 'c_bia' })] });
    open('/admin/dashboard?aluno=bia');
    expect(classTexts(screen.getByRole('list', { name: 'Horários do dia' })).map((t) => t?.slice(0, 11))).toEqual([
      '18:00–19:00',
    ]);
  });

  it('filtered by a student, Semana and Mês also show the classes they booked a make-up in (by their credits)', async () => {
    const missed = newCredit({ studentId: 'bia', scheduleId: 'sunday', date: '2026-11-22', reason: 'aviso' }, 30, 0);
    const booking = {
      bookedScheduleId: 'evening',
      bookedDate: '2026-11-25',
      bookedAt: '2026-11-25',
      bookedStart: '18:00',
    };
    vi.mocked(useStudentCredits).mockImplementation((id) =>
      live(id === 'bia' ? [{ ...missed, ...booking, ...sampleAuthorship, id: 'k1' }] : []),
    );
    const { user } = open('/admin/dashboard?aluno=bia&vista=semana');
    // Wednesday's evening class only: Bia is enrolled in none, and Monday's is not hers.
    expect(classTexts(document.body)).toEqual([expect.stringMatching(/^18:00–19:00/)]);
    expect(screen.getByRole('region', { name: /quarta/i })).toHaveTextContent('18:00');
    await user.click(screen.getByRole('button', { name: 'Mês' }));
    const cells = within(screen.getByRole('table', { name: 'NOVEMBRO 2026' })).getAllByRole('cell');
    expect(cells.map((cell) => classTexts(cell).length)).toEqual(cells.map((_, i) => (i === 24 ? 1 : 0))); // 25 Nov
  });

  it("filtered by a student, 'Mostrar todas' lists only their classes, as Semana does", () => {
    open('/admin/dashboard?aluno=ana&todas=1');
    const list = screen.getByRole('list', { name: 'Todos os horários' });
    expect(classTexts(list).map((text) => text?.split(' · ')[0])).toEqual([
      'Dom: 09:00–10:00',
      'Seg, Qua: 18:00–19:00',
    ]);
  });

  it('says a filter from a shared link is loading its name, rather than showing an empty box', () => {
    vi.mocked(useInstructors).mockReturnValue(live([], { loading: true }));
    open('/admin/dashboard?instrutor=carla');
    const field = screen.getByRole('combobox', { name: 'Filtrar por instrutor' });
    expect(field).toHaveAttribute('placeholder', 'Carregando...');
    expect(field).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Filtrar por aluno' })).not.toHaveAttribute('placeholder');
  });

  it('lists an inactive instructor who still has active classes, to find them', async () => {
    withData([evening, early, { ...sunday, instructorId: 'olga' }]);
    const { user } = open();
    await user.click(screen.getByRole('combobox', { name: 'Filtrar por instrutor' }));
    await user.click(screen.getByRole('option', { name: 'Olga Antiga' }));
    await user.click(screen.getByRole('button', { name: 'Semana' }));
    expect(classTexts(document.body).map((t) => t?.slice(0, 5))).toEqual(['09:00']); // Sunday's
  });

  it('opens with the filters of a shared link, naming the chosen student without reading them all', async () => {
    const { user } = open('/admin/dashboard?aluno=joao');
    expect(screen.getByRole('combobox', { name: 'Filtrar por aluno' })).toHaveValue('João Gonçalves');
    expect(classTexts(screen.getByRole('list')).map((t) => t?.slice(0, 5))).toEqual(['07:00', '18:00']);
    expect(vi.mocked(useStudents).mock.calls.every(([active]) => active === false)).toBe(true);
    expect(vi.mocked(useStudentNames).mock.calls.map(([ids]) => ids)).toContainEqual(['joao']);
    // Opening the list reads everyone, to choose another.
    await user.click(screen.getByRole('combobox', { name: 'Filtrar por aluno' }));
    expect(useStudents).toHaveBeenLastCalledWith(true);
    expect(await screen.findByRole('option', { name: 'Ana Souza' })).toBeInTheDocument();
  });
});
