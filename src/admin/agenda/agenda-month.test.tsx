// Mês: the month grid of the agenda (SPEC 9).
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSchedule } from '../testing/factories';
import { blankOccurrence } from '../../domain/occurrence';
import { aClosure } from '../../domain/week-test-data';
import { early, evening, withData, withWeek } from './agenda-fixtures';
import { classTexts, openAgenda, queryOf, setUpAgendaTests } from './agenda-test-setup';
import { viewport } from '../testing/viewport';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => import('./agenda-hooks-mock'));
vi.mock('../../data/week-hooks');
vi.mock('../../data/occurrences-repo');
vi.mock('../../data/schedules-repo', () => import('./schedules-repo-mock'));

setUpAgendaTests();
const stamp = { id: 'f', version: 1, updatedBy: 'admin', updatedByName: 'Admin', writtenAt: 0 };
const open = openAgenda;
const query = queryOf;

describe('Mês', { timeout: 30_000 }, () => {
  const busy = ['06:00', '08:00', '09:00', '11:00'].map((startTime, i) =>
    aSchedule({
      id: `busy-${i}`,
      instructorId: 'davi',
      days: [2],
      startTime,
      endTime: '12:00',
      startDate: null,
      endDate: null,
    }),
  );

  it("shows the month in upper case, Dom … Sáb, 3 start times and '+N mais', today and other months", () => {
    withData([evening, early, ...busy]);
    open('/admin/dashboard?vista=mes');
    const grid = screen.getByRole('table', { name: 'NOVEMBRO 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    const cells = within(grid).getAllByRole('cell');
    expect(cells).toHaveLength(35); // 1 Nov 2026 is a Sunday; 29 Nov–5 Dec is the last row
    const tuesday = cells[23]!; // 24 Nov
    expect(classTexts(tuesday)).toEqual(['06:00', '08:00', '09:00']);
    expect(within(tuesday).getByRole('button', { name: '+1 mais, terça-feira, 24 de novembro' })).toBeInTheDocument();
    expect(classTexts(cells[22]!)).toEqual(['07:00', '18:00']);
    expect(cells[22]).toHaveAttribute('aria-current', 'date');
    expect(cells[30]).toHaveAttribute('data-outside', 'true'); // 1 Dec
    expect(cells[29]).not.toHaveAttribute('data-outside');
  });

  it('names a closed day’s button by its closure, not as a day with no classes', () => {
    withData([evening, early]);
    withWeek({
      closures: [
        { ...aClosure({ reason: 'Feriado local', startDate: '2026-11-23', endDate: '2026-11-23' }), ...stamp },
      ],
    });
    open('/admin/dashboard?vista=mes');
    const grid = screen.getByRole('table', { name: 'NOVEMBRO 2026' });
    expect(within(grid).getByRole('button', { name: /^segunda-feira, 23 de novembro: /i })).toHaveAccessibleName(
      'segunda-feira, 23 de novembro: Feriado: Feriado local',
    );
    expect(within(grid).getByRole('button', { name: /^terça-feira, 24 de novembro: /i })).toHaveAccessibleName(
      'terça-feira, 24 de novembro: 0 aulas',
    );
    // A computer's cell says it; a phone's leaves it to the list under the month (next test).
    expect(within(grid).getByText('Feriado: Feriado local')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Dias fechados' })).toBeNull();
  });

  it('lists the closed days under the month on a phone, its cells too narrow for their names', () => {
    viewport(375);
    try {
      withData([evening, early]);
      const recess = aClosure({ kind: 'recesso', reason: 'Recesso', startDate: '2026-11-27', endDate: '2026-12-03' });
      withWeek({
        closures: [
          { ...aClosure({ reason: 'Feriado local', startDate: '2026-11-23', endDate: '2026-11-23' }), ...stamp },
          { ...recess, ...stamp },
        ],
      });
      open('/admin/dashboard?vista=mes');
      const grid = screen.getByRole('table', { name: 'NOVEMBRO 2026' });
      // It broke mid-word ('Feriad|o: Natal'): the cell keeps the day's number, its border and its name.
      expect(within(grid).getByText('Feriado: Feriado local')).not.toBeVisible();
      const list = screen.getByRole('list', { name: 'Dias fechados' });
      // The recess into December: the days of this month only.
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['23/11 — Feriado: Feriado local', '27/11 a 30/11 — Recesso']);
    } finally {
      viewport(1024);
    }
  });

  it('gives each class of the month a target at least 24 px tall on a phone', () => {
    viewport(375);
    try {
      withData([evening, early]);
      open('/admin/dashboard?vista=mes');
      const today = screen.getByRole('table', { name: 'NOVEMBRO 2026' }).querySelector('[aria-current="date"]');
      for (const button of within(today as HTMLElement).getAllByRole('button'))
        expect(button).toHaveStyle({ minHeight: '24px' });
    } finally {
      viewport(1024);
    }
  });

  it('says why a class was cancelled and that one was moved, as the other views do', () => {
    const at = (scheduleId: string, date: string) => ({ ...blankOccurrence(date, 0, 'carla'), scheduleId, version: 1 });
    const cancelled = { ...at('evening', '2026-11-23'), cancelled: true, reason: 'Chuva forte', changed: true };
    const moved = { ...at('early', '2026-11-23'), movedDate: '2026-11-24', movedStart: '10:00', movedEnd: '11:00' };
    withData([evening, early]);
    withWeek({ occurrences: [cancelled, { ...moved, changed: true }] });
    open('/admin/dashboard?vista=mes');
    const cells = within(screen.getByRole('table', { name: 'NOVEMBRO 2026' })).getAllByRole('cell');
    const gone = within(cells[22]!).getByRole('button', { name: /^18:00 Pilates/ });
    expect(gone).toHaveAccessibleName('18:00 Pilates, segunda-feira, 23 de novembro — Cancelada: Chuva forte');
    expect(gone).toHaveAttribute('title', 'Cancelada: Chuva forte');
    // The reason is on the screen too, not only in a tooltip a phone or a finger never shows.
    expect(gone).toHaveTextContent('18:00Chuva forte');
    const landed = within(cells[23]!).getByRole('button', { name: /^10:00/ });
    expect(landed).toHaveAccessibleName('10:00 Atividade, terça-feira, 24 de novembro — Remarcada de 23/11/2026 07:00');
    expect(landed).toHaveAttribute('data-moved', 'true');
  });

  it("says on '+N mais' that a class it hides was cancelled, with its reason in the tooltip", () => {
    const at = (scheduleId: string, date: string) => ({ ...blankOccurrence(date, 0, 'carla'), scheduleId, version: 1 });
    withData([evening, early, ...busy]);
    const last = busy.at(-1)!; // the 4th class of 24 Nov, past the 3 shown
    withWeek({
      occurrences: [{ ...at(last.id, '2026-11-24'), cancelled: true, reason: 'Chuva forte', changed: true }],
    });
    open('/admin/dashboard?vista=mes');
    const tuesday = within(screen.getByRole('table', { name: 'NOVEMBRO 2026' })).getAllByRole('cell')[23]!;
    const more = within(tuesday).getByRole('button', { name: '+1 mais (1 cancelada), terça-feira, 24 de novembro' });
    expect(more).toHaveTextContent('+1 mais1 cancelada');
    expect(more).toHaveAttribute('data-cancelled', 'true'); // a phone, with no room for the words, colours it
    expect(more).toHaveAttribute('title', `${last.startTime} Cancelada: Chuva forte`);
  });

  it("opens a day's classes from '+N mais' and moves by months across the year", async () => {
    withData([evening, early, ...busy]);
    const { user, router } = open('/admin/dashboard?vista=mes');
    await user.click(screen.getAllByRole('button', { name: /^\+1 mais, / })[0]!);
    expect(query(router)).toBe('?data=2026-11-03');
    expect(classTexts(screen.getByRole('list', { name: 'Horários do dia' }))).toHaveLength(4);
    // Focus goes to the day's heading: the button pressed went with the month.
    expect(screen.getByRole('heading', { level: 2, name: /3 de novembro/ })).toHaveFocus();

    // Back (a phone's too) returns to the month, not out of the agenda, to the day's button.
    await act(() => router.navigate(-1));
    expect(query(router)).toBe('?vista=mes');
    expect(screen.getByRole('table', { name: 'NOVEMBRO 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('data-day', '2026-11-03');
    // Back in the month by its button, Back goes to the day before it: no entry that changes nothing.
    await user.click(screen.getAllByRole('button', { name: /^\+1 mais, / })[0]!);
    await user.click(screen.getByRole('button', { name: 'Mês' }));
    await act(() => router.navigate(-1));
    expect(query(router)).toBe('?data=2026-11-03');
    await act(() => router.navigate(-1));
    expect(query(router)).toBe('?vista=mes');

    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(query(router)).toBe('?vista=mes&data=2027-01-01');
    expect(screen.getByRole('table', { name: 'JANEIRO 2027' })).toBeInTheDocument();
  });
});
