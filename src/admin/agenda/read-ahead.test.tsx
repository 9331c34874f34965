// The agenda reads ahead what the user is about to see: the neighbour days of Dia once a day has been
// on screen a few seconds, the cancelled and moved classes of the months around (use-agenda-data.ts),
// and a class about to be opened (warm-class.ts).
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preload } from '../../data/hooks';
import type { OccurrenceRecord } from '../../data/occurrences-repo';
import { preloadWeek } from '../../data/week-hooks';
import type { OccurrenceOf } from '../../domain/occurrence';
import { aClosure, anOccurrence } from '../../domain/week-test-data';
import { renderAdmin } from '../testing/render-admin';
import { evening, now, withData, withWeek } from './agenda-fixtures';
import { AgendaScreen as DashboardPage } from './agenda-screen';
import { PREFETCH_AFTER_MS } from './prefetch-delay';
import { HOVER_MS, warmWithin } from './warm-class';

vi.mock('../../data/record-hooks', () => import('../testing/record-hooks-mock'));
vi.mock('../../data/hooks', () => import('./agenda-hooks-mock'));
vi.mock('../../data/week-hooks');
vi.mock('../../data/occurrences-repo');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(now);
  withData();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const open = (url: string) => renderAdmin(<DashboardPage />, { url });
/** The answers to the read-ahead of days (by date; none: no occurrence) and of one class. */
const answerDays = (byDay: Record<string, OccurrenceRecord[]>) =>
  act(() => {
    for (const [from, , , then] of vi.mocked(preloadWeek.occurrencesBetween).mock.calls) then?.(byDay[from] ?? []);
  });
const answerClass = (occurrence: OccurrenceRecord | null) =>
  act(() => {
    for (const [, , then] of vi.mocked(preloadWeek.occurrence).mock.calls) then(occurrence);
  });
const stored = (occurrence: OccurrenceOf): OccurrenceRecord => ({ ...occurrence, version: 1 });

describe('reading ahead', { timeout: 30_000 }, () => {
  it("names the day's students once they arrived, then, a few seconds on, reads the day before and after", () => {
    open('/admin/dashboard');
    expect(screen.getByText('Davi Rocha — João Gonçalves')).toBeInTheDocument();
    expect(screen.getByText('Carla Nunes — Ana Souza, João Gonçalves')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PREFETCH_AFTER_MS - 100));
    expect(preloadWeek.occurrencesBetween).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(vi.mocked(preloadWeek.occurrencesBetween).mock.calls.map((call) => call.slice(0, 3))).toEqual([
      ['2026-11-22', '2026-11-22', false],
      ['2026-11-24', '2026-11-24', false],
    ]);
    // Then, with each day's occurrences, its classes' people: Sunday the 22nd, the yoga class (Ana)
    // with a make-up guest (Beatriz); Tuesday the 24th, no class.
    expect(preload.studentNames).not.toHaveBeenCalled();
    answerDays({ '2026-11-22': [stored(anOccurrence('sunday', '2026-11-22', { guests: { bia: 'credit-1' } }))] });
    expect(vi.mocked(preload.studentNames).mock.calls).toEqual([[['ana', 'bia']], [[]]]);
    // As long again, the month's cancelled and moved classes (after the days: Dia's classes are the
    // ones most opened, and an opened class waits behind every read).
    act(() => vi.advanceTimersByTime(PREFETCH_AFTER_MS - 1));
    expect(vi.mocked(preloadWeek.occurrencesBetween)).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1));
    expect(vi.mocked(preloadWeek.occurrencesBetween).mock.calls[2]?.slice(0, 3)).toEqual([
      '2026-11-01',
      '2026-12-05',
      true,
    ]);
  });

  it('reads ahead only what Dia would show: the filtered classes, and no names on a closed day', () => {
    // Sunday the 22nd with Davi's classes only: Monday the 23rd has his 07:00 (João), not Carla's 18:00.
    const filtered = open('/admin/dashboard?data=2026-11-22&instrutor=davi');
    act(() => vi.advanceTimersByTime(PREFETCH_AFTER_MS));
    answerDays({});
    expect(vi.mocked(preload.studentNames).mock.calls).toEqual([[[]], [['joao']]]);
    filtered.unmount();
    vi.clearAllMocks();

    // The same Sunday, with Monday a holiday: its occurrences are read (Dia follows them there too),
    // no names.
    withWeek({
      closures: [
        {
          ...aClosure({ reason: 'Feriado local', startDate: '2026-11-23', endDate: '2026-11-23' }),
          ...{ id: 'f', version: 1, updatedBy: 'admin', updatedByName: 'Admin', writtenAt: now.getTime() },
        },
      ],
    });
    open('/admin/dashboard?data=2026-11-22');
    act(() => vi.advanceTimersByTime(PREFETCH_AFTER_MS));
    answerDays({});
    const days = vi.mocked(preloadWeek.occurrencesBetween).mock.calls.filter(([, , changedOnly]) => !changedOnly);
    expect(days.map((call) => call[0])).toEqual(['2026-11-21', '2026-11-23']);
    expect(vi.mocked(preload.studentNames).mock.calls).toEqual([[[]]]);
  });

  it('reads ahead the cancelled and moved classes of the month shown, and from Mês the months around, each once', () => {
    const months = () =>
      vi
        .mocked(preloadWeek.occurrencesBetween)
        .mock.calls.filter(([, , changedOnly]) => changedOnly)
        .map((call) => call.slice(0, 2));
    open('/admin/dashboard?vista=semana&data=2026-11-23');
    act(() => vi.advanceTimersByTime(PREFETCH_AFTER_MS - 1));
    expect(months()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    // November's grid: the Sunday before the 1st to the Saturday after the 30th (what Mês reads).
    expect(months()).toEqual([['2026-11-01', '2026-12-05']]);
    vi.clearAllMocks();

    // Weeks of the same month: no new wait, nothing read again.
    act(() => screen.getByRole('button', { name: 'Próxima semana' }).click());
    act(() => vi.advanceTimersByTime(PREFETCH_AFTER_MS));
    expect(months()).toEqual([]);

    // Mês: the month before and after.
    act(() => screen.getByRole('button', { name: 'Mês' }).click());
    act(() => vi.advanceTimersByTime(PREFETCH_AFTER_MS));
    expect(months()).toEqual([
      ['2026-09-27', '2026-10-31'],
      ['2026-11-29', '2027-01-02'],
    ]);
    vi.clearAllMocks();

    // Back to Semana, and on to December: each month only once while the agenda is open.
    act(() => screen.getByRole('button', { name: 'Semana' }).click());
    act(() => vi.advanceTimersByTime(PREFETCH_AFTER_MS));
    act(() => screen.getByRole('button', { name: 'Mês' }).click());
    act(() => screen.getByRole('button', { name: 'Próximo mês' }).click());
    act(() => vi.advanceTimersByTime(PREFETCH_AFTER_MS));
    expect(months()).toEqual([['2026-12-27', '2027-02-06']]); // January; November and December were read
  });

  it('reads what a class needs once a mouse rests on it, or focus stays on it; not on a sweep, nor on a touch', () => {
    open('/admin/dashboard?vista=semana');
    const [monday, wednesday] = screen.getAllByRole('button', { name: /18:00–19:00/ });
    const mouse = { pointerType: 'mouse' };
    // Passing over Monday's class, and a finger on it: nothing read.
    fireEvent.pointerEnter(monday!, mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS - 20));
    fireEvent.pointerLeave(monday!, mouse);
    fireEvent.pointerEnter(monday!, { pointerType: 'touch' });
    fireEvent.pointerDown(monday!, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(HOVER_MS));
    expect(preloadWeek.occurrence).not.toHaveBeenCalled();
    // Resting on Wednesday's: its occurrence, then its people, make-up guest included (Semana shows
    // only changed occurrences, so the class's own says who comes).
    fireEvent.pointerEnter(wednesday!, mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS - 1));
    expect(preloadWeek.occurrence).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(vi.mocked(preloadWeek.occurrence).mock.calls.map((call) => call.slice(0, 2))).toEqual([
      ['evening', '2026-11-25'],
    ]);
    answerClass(stored(anOccurrence('evening', '2026-11-25', { guests: { bia: 'credit-1' } })));
    expect(vi.mocked(preload.studentNames).mock.calls).toEqual([[['ana', 'joao', 'bia']]]);
    // Tabbing past Monday's reads nothing; focus staying there does.
    fireEvent.focus(monday!);
    fireEvent.blur(monday!);
    act(() => vi.advanceTimersByTime(HOVER_MS));
    expect(preloadWeek.occurrence).toHaveBeenCalledTimes(1);
    fireEvent.focus(monday!);
    act(() => vi.advanceTimersByTime(HOVER_MS));
    expect(vi.mocked(preloadWeek.occurrence).mock.calls.at(-1)?.slice(0, 2)).toEqual(['evening', '2026-11-23']);
  });

  it('forgets a class the pointer rested on once the view changes under it', () => {
    open('/admin/dashboard?vista=semana');
    const [monday] = screen.getAllByRole('button', { name: /18:00–19:00/ });
    fireEvent.pointerEnter(monday!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_MS - 20));
    // The keyboard switches to Mês (a pointer would have left the class first): the class is gone.
    act(() => screen.getByRole('button', { name: 'Mês' }).click());
    act(() => vi.advanceTimersByTime(HOVER_MS));
    expect(preloadWeek.occurrence).not.toHaveBeenCalled();
  });

  it('the same from a class in Mês, at once on a mouse press', () => {
    open('/admin/dashboard?vista=mes');
    fireEvent.pointerDown(screen.getAllByRole('button', { name: /^07:00 Atividade, / })[0]!, { pointerType: 'mouse' });
    expect(vi.mocked(preloadWeek.occurrence).mock.calls.map((call) => call.slice(0, 2))).toEqual([
      ['early', '2026-11-02'],
    ]);
    answerClass(null);
    expect(vi.mocked(preload.studentNames).mock.calls).toEqual([[['joao']]]);
  });
});

describe('reading ahead in Grade', { timeout: 30_000 }, () => {
  it('reads a class the mouse rests on, even moving inside it, at once on a press, and on focus staying', async () => {
    vi.useRealTimers(); // the grid is a chunk of its own: its import resolves on real time
    const { container } = open('/admin/dashboard?vista=grade&data=2026-11-25');
    await screen.findByRole('group', { name: 'Grade por' }, { timeout: 10_000 });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(now);
    const box = (id: string) => {
      const found = container.querySelector(`.rbc-event[class~="grade-class:${id}"]`);
      if (!found) throw new Error(`no class ${id} in the grid`);
      return found;
    };
    const mouse = { pointerType: 'mouse' };
    const read = () => vi.mocked(preloadWeek.occurrence).mock.calls.map((call) => call.slice(0, 2));
    // A finger, and a mouse passing over Monday's evening class to leave the grid: nothing read.
    fireEvent.pointerOver(box('evening:2026-11-23'), { pointerType: 'touch' });
    fireEvent.pointerDown(box('evening:2026-11-23'), { pointerType: 'touch' });
    fireEvent.pointerOver(box('evening:2026-11-23'), mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS - 20));
    fireEvent.pointerLeave(box('evening:2026-11-23').closest('[data-grade]')!, mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS));
    expect(read()).toEqual([]);
    // Resting on Wednesday's, the pointer moving from its box onto its title: one timer, one read.
    const wednesday = box('evening:2026-11-25');
    fireEvent.pointerOver(wednesday, mouse);
    act(() => vi.advanceTimersByTime(HOVER_MS - 20));
    fireEvent.pointerOver(wednesday.querySelector('.rbc-event-content')!, mouse);
    act(() => vi.advanceTimersByTime(20));
    expect(read()).toEqual([['evening', '2026-11-25']]);
    answerClass(stored(anOccurrence('evening', '2026-11-25', { guests: { bia: 'credit-1' } })));
    expect(vi.mocked(preload.studentNames).mock.calls).toEqual([[['ana', 'joao', 'bia']]]);
    // A press on Sunday's reads at once; focus staying on Monday's early class, after the rest.
    fireEvent.pointerDown(box('sunday:2026-11-29'), mouse);
    expect(read().at(-1)).toEqual(['sunday', '2026-11-29']);
    fireEvent.focus(box('early:2026-11-23'));
    act(() => vi.advanceTimersByTime(HOVER_MS));
    expect(read().at(-1)).toEqual(['early', '2026-11-23']);
  });

  it('keeps the timer of a class whose box is redrawn under the pointer by new live data', () => {
    const box = document.createElement('div');
    // Each answer is a new object for the same class, as after a live update rebuilds the grid's events.
    const handlers = warmWithin(() => ({ schedule: { ...evening }, date: '2026-11-25' }));
    const over = { target: box, pointerType: 'mouse' } as unknown as Parameters<typeof handlers.onPointerOver>[0];
    handlers.onPointerOver(over);
    act(() => vi.advanceTimersByTime(HOVER_MS - 20));
    handlers.onPointerOver(over);
    act(() => vi.advanceTimersByTime(20));
    expect(vi.mocked(preloadWeek.occurrence).mock.calls.map((call) => call.slice(0, 2))).toEqual([
      ['evening', '2026-11-25'],
    ]);
    handlers.onPointerLeave();
  });
});
