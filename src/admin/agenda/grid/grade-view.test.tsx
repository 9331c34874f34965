// The Grade view as a screen reader and a low-vision user meet it: what a box says, its colours, the legend.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useInstructors } from '../../../data/hooks';
import type { OccurrenceRecord } from '../../../data/occurrences-repo';
import { blankOccurrence } from '../../../domain/occurrence';
import { aClosure } from '../../../domain/week-test-data';
import { useOccurrencesBetween } from '../../../data/week-hooks';
import { aSchedule, anInstructor, live } from '../../testing/factories';
import { liveStore } from '../../testing/live-store';
import { evening, withData, withWeek } from '../agenda-fixtures';
import { addDaysIso, todayIso } from '../../../domain/dates';
import { openAgenda, queryOf, setUpAgendaTests } from '../agenda-test-setup';

vi.mock('../../../data/record-hooks', () => import('../../testing/record-hooks-mock'));
vi.mock('../../../data/hooks', () => import('../agenda-hooks-mock'));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');
vi.mock('../../../data/schedules-repo', () => import('../schedules-repo-mock'));

setUpAgendaTests();
// The grid is a chunk of its own: its import resolves on real time.
beforeEach(() => vi.useRealTimers());

const changed = (date: string, change: Partial<OccurrenceRecord>): OccurrenceRecord => ({
  ...blankOccurrence(date, 0, 'carla'),
  scheduleId: 'evening',
  version: 1,
  changed: true,
  ...change,
});

async function openGrade(date = '2026-11-23') {
  const rendered = openAgenda(`/admin/dashboard?vista=grade&data=${date}`);
  await screen.findByRole('group', { name: 'Grade por' }, { timeout: 10_000 });
  const box = (token: string) =>
    rendered.container.querySelector<HTMLElement>(`.rbc-event[class~="grade-class:${token}"]`)!;
  return { ...rendered, box };
}

describe('Grade', { timeout: 30_000 }, () => {
  it('says a moved class was moved, from where, as the list views do (not by a dashed border only)', async () => {
    withWeek({
      occurrences: [changed('2026-11-23', { movedDate: '2026-11-24', movedStart: '10:00', movedEnd: '11:00' })],
    });
    const { box } = await openGrade();
    expect(box('evening:2026-11-23')).toHaveAccessibleName(/Pilates · Carla Nunes \(Remarcada de 23\/11\/2026 18:00\)/);
  });

  it('keeps each class in its own box when another leaves its day (focus stays on the class it was on)', async () => {
    withWeek({});
    const occurrences = liveStore(live<OccurrenceRecord[]>([]));
    vi.mocked(useOccurrencesBetween).mockImplementation(occurrences.use);
    const { box } = await openGrade();
    const evening23 = box('evening:2026-11-23');
    // The 07:00 class, before it in Monday's column, is moved to Tuesday (here or on another device).
    occurrences.set(
      live([
        {
          ...changed('2026-11-23', { movedDate: '2026-11-24', movedStart: '07:00', movedEnd: '08:00' }),
          scheduleId: 'early',
        },
      ]),
    );
    await waitFor(() => expect(box('early:2026-11-23')).toHaveAccessibleName(/terça-feira/));
    // Boxes keyed by their place in the column gave the 18:00 class the 07:00 one's element.
    expect(box('evening:2026-11-23')).toBe(evening23);
  });

  it('says each class’s day, which in Semana only the column’s header showed', async () => {
    withWeek({});
    const { box } = await openGrade();
    expect(box('evening:2026-11-25')).toHaveAccessibleName(/quarta-feira, 25 de novembro: Pilates · Carla Nunes/);
  });

  it('says a closed day as text with its day, not as a button in the Tab order that opens nothing', async () => {
    const closure = aClosure({ reason: 'Feriado local', startDate: '2026-11-24', endDate: '2026-11-24' });
    withWeek({ closures: [{ ...closure, id: 'f', version: 1, updatedBy: 'a', updatedByName: 'A', writtenAt: 0 }] });
    const { container } = await openGrade();
    const closed = container.querySelector('.rbc-background-event')!;
    expect(closed).toHaveTextContent('terça-feira, 24 de novembro: Feriado: Feriado local');
    expect(closed).not.toHaveAttribute('tabindex');
    expect(closed).not.toHaveAttribute('role');
  });

  it('shows which classes can be dragged (grab) and which only open, and says how to move one', async () => {
    const { box, unmount } = await openGrade('2099-03-02');
    expect(box('evening:2099-03-02')).toHaveStyle({ cursor: 'grab' });
    expect(
      screen.getByText('Para remarcar uma aula que ainda não começou, arraste-a para outro dia ou horário.'),
    ).toBeVisible();
    unmount();
    const past = await openGrade('2026-11-23');
    expect(past.box('evening:2026-11-23')).toHaveStyle({ cursor: 'pointer' });
  });

  it('strikes a cancelled class through and fades its background, not its text', async () => {
    withWeek({ occurrences: [changed('2026-11-25', { cancelled: true, reason: 'Chuva' })] });
    const { box } = await openGrade('2026-11-25');
    const cancelled = box('evening:2026-11-25');
    expect(cancelled).toHaveAccessibleName(/\(cancelada: Chuva\)/);
    expect(cancelled).toHaveStyle({ textDecoration: 'line-through' });
    expect(getComputedStyle(cancelled).opacity).not.toMatch(/^0/);
  });

  it('gives every instructor of a busy studio (40) a colour of their own that white text reads on (4.5:1), named in a legend list', async () => {
    const forty = Array.from({ length: 40 }, (_, n) => anInstructor({ id: `i${n}`, nome: `Instrutor ${n + 1}` }));
    withData(
      forty.map((instructor, n) =>
        aSchedule({
          ...evening,
          id: `s${n}`,
          instructorId: instructor.id,
          days: [1 + (n % 5)],
          startTime: `${String(8 + Math.floor(n / 5)).padStart(2, '0')}:00`,
          endTime: `${String(9 + Math.floor(n / 5)).padStart(2, '0')}:00`,
        }),
      ),
    );
    vi.mocked(useInstructors).mockReturnValue(live(forty));
    const { container } = await openGrade();
    const backgrounds = [...container.querySelectorAll<HTMLElement>('.rbc-event')].map((e) => e.style.backgroundColor);
    expect(new Set(backgrounds).size).toBe(40);
    for (const colour of backgrounds) expect(getContrastRatio(colour, '#fff'), colour).toBeGreaterThanOrEqual(4.5);
    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .sort(),
    ).toEqual(forty.map((i) => i.nome).sort());
  });

  it('announces the day it steps to in its Dia, its legend naming that day’s instructors only', async () => {
    await openGrade();
    const legend = () =>
      within(screen.getByRole('list', { name: 'Legenda' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(legend()).toEqual(['Davi Rocha', 'Carla Nunes']); // the week's, in order of their first class
    fireEvent.click(within(screen.getByRole('group', { name: 'Grade por' })).getByRole('button', { name: 'Dia' }));
    // The agenda's own arrows step it by days now, and say the day (the grid has no arrows of its own).
    expect(screen.queryByRole('button', { name: 'Próxima semana' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Próximo dia' }));
    expect(await screen.findByText('terça-feira, 24 de novembro')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('button', { name: 'Próximo dia' })).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Próximo dia' }));
    expect(await screen.findByText('quarta-feira, 25 de novembro')).toBeInTheDocument();
    expect(legend()).toEqual(['Carla Nunes']); // Wednesday: only Carla's evening class
  });

  it('keeps focus on its day step into another week while that week is read', async () => {
    const read = live<OccurrenceRecord[]>([]);
    const nextWeek = liveStore(live<OccurrenceRecord[]>([], { loading: true }));
    vi.mocked(useOccurrencesBetween).mockImplementation((from) => {
      const answer = nextWeek.use();
      return from >= '2026-11-30' ? answer : read;
    });
    openAgenda('/admin/dashboard?vista=grade&data=2026-11-29&grade=dia');
    const ahead = await screen.findByRole('button', { name: 'Próximo dia' }, { timeout: 10_000 });
    ahead.focus();
    fireEvent.click(ahead); // Sunday → Monday, the next week: the grid waits for its classes
    expect(ahead).toHaveFocus();
    nextWeek.set(read);
    expect(await screen.findByText('segunda-feira, 30 de novembro')).toBeInTheDocument();
    expect(ahead).toHaveFocus();
  });

  it('keeps its Dia in the URL, and a step back to today leaves the date out (the grid then follows today)', async () => {
    const today = todayIso();
    const tomorrow = addDaysIso(today, 1);
    const { router } = await openGrade(tomorrow);
    fireEvent.click(within(screen.getByRole('group', { name: 'Grade por' })).getByRole('button', { name: 'Dia' }));
    expect(queryOf(router)).toBe(`?vista=grade&data=${tomorrow}&grade=dia`);
    fireEvent.click(await screen.findByRole('button', { name: 'Dia anterior' }));
    expect(queryOf(router)).toBe('?vista=grade&grade=dia');
    expect(screen.getByRole('button', { name: 'Dia', pressed: true })).toBeInTheDocument();
  });

  it("marks the studio's today, not the device's: at 22:30 on Monday in São Paulo a laptop on UTC is already on Tuesday", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 1, 30));
    const { container } = await openGrade();
    const today = [...container.querySelectorAll('.rbc-time-header .rbc-header')].filter((header) =>
      header.classList.contains('rbc-today'),
    );
    expect(today.map((header) => header.textContent)).toEqual([expect.stringMatching(/23/)]);
    // Said, not only coloured; and the grid has its heading, as the list views do.
    expect(screen.getAllByRole('button', { name: /, hoje$/ }).map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^23 .*, hoje$/),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Grade da semana de 23/11 a 29/11' })).toBeInTheDocument();
  });
});
