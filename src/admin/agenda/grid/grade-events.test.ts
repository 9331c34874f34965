import { describe, expect, it } from 'vitest';
import { classOnDate } from '../../../domain/class-days';
import { aSchedule } from '../../testing/factories';
import { MOVE_TO_PAST_TEXT } from '../../../domain/make-up';
import { aClosure } from '../../../domain/week-test-data';
import {
  canDrag,
  dropRefusal,
  dropTarget,
  instructorColour,
  instructorColours,
  isoOfLocal,
  localDate,
  STARTED_DRAG_TEXT,
  studioNow,
  timeOfLocal,
} from './grade-events';

describe('studioNow', () => {
  // Monday 23/11/2026, 22:30 in São Paulo: already Tuesday 01:30 in UTC, 21:30 in Manaus.
  const monday2230 = Date.UTC(2026, 10, 24, 1, 30);

  it("is the studio's wall clock whatever the device's zone (the tests run in UTC)", () => {
    const now = studioNow(monday2230);
    expect(isoOfLocal(now)).toBe('2026-11-23');
    expect(timeOfLocal(now)).toBe('22:30');
  });

  it('turns to the next day at midnight in São Paulo', () => {
    expect(isoOfLocal(studioNow(Date.UTC(2026, 10, 24, 2, 59)))).toBe('2026-11-23');
    expect(isoOfLocal(studioNow(Date.UTC(2026, 10, 24, 3, 0)))).toBe('2026-11-24');
  });
});

describe('a drag in Grade', () => {
  // Monday 23/11/2026, 07:15–08:15; the grid's slots are 30 minutes.
  const schedule = aSchedule({ id: 'c', days: [1], startTime: '07:15', endTime: '08:15' });
  const item = classOnDate(schedule, '2026-11-23', null);
  const at = (iso: string, hhmm: string) => localDate(iso, hhmm);

  it('keeps the class’s own times when it lands on the slot around them (dragged to another day)', () => {
    expect(dropTarget(item, at('2026-11-24', '07:00'), at('2026-11-24', '08:00'))).toEqual({
      date: '2026-11-24',
      startTime: '07:15',
      endTime: '08:15',
    });
    expect(dropTarget(item, at('2026-11-24', '07:30'), at('2026-11-24', '08:30'))?.startTime).toBe('07:15');
  });

  it('on its own day, stays where it is dropped back on its own slot, and takes any other slot’s time', () => {
    // react-big-calendar drops a box on the slot holding its top: 07:15 released where it was lands on 07:00.
    expect(dropTarget(item, at('2026-11-23', '07:00'), at('2026-11-23', '08:00'))).toEqual({
      date: '2026-11-23',
      startTime: '07:15',
      endTime: '08:15',
    });
    // Dragged a little down it went back silently (the rule for another day kept its own time).
    expect(dropTarget(item, at('2026-11-23', '07:30'), at('2026-11-23', '08:30'))?.startTime).toBe('07:30');
    expect(dropTarget(item, at('2026-11-23', '06:30'), at('2026-11-23', '07:30'))?.startTime).toBe('06:30');
  });

  it('a class moved that day, dragged back to its planned slot, goes back to its planned times', () => {
    const moved = { ...item, startTime: '09:00', endTime: '10:00', moved: true };
    expect(dropTarget(moved, at('2026-11-23', '07:00'), at('2026-11-23', '08:00'))).toEqual({
      date: '2026-11-23',
      startTime: '07:15',
      endTime: '08:15',
    });
    expect(dropTarget(moved, at('2026-11-23', '09:00'), at('2026-11-23', '10:00'))?.startTime).toBe('09:00');
    // Moved to the next day at 07:00, in its planned slot's time: dragged back to its planned day, it goes back.
    const nextDay = { ...item, at: '2026-11-24', startTime: '07:00', endTime: '08:00', moved: true };
    expect(dropTarget(nextDay, at('2026-11-23', '07:00'), at('2026-11-23', '08:00'))).toEqual({
      date: '2026-11-23',
      startTime: '07:15',
      endTime: '08:15',
    });
  });

  it('takes the slot’s times when dropped at another hour, and nothing that would end the next day', () => {
    expect(dropTarget(item, at('2026-11-23', '09:00'), at('2026-11-23', '10:00'))).toEqual({
      date: '2026-11-23',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(dropTarget(item, at('2026-11-23', '23:30'), at('2026-11-24', '00:30'))).toBeNull();
  });

  it('is offered for a class not yet started, not cancelled, that the user may move', () => {
    const before = Date.UTC(2026, 10, 23, 10, 0); // 07:00 in São Paulo
    const anyone = () => true;
    expect(canDrag(item, before, anyone)).toBe(true);
    expect(canDrag(item, before, () => false)).toBe(false);
    expect(canDrag({ ...item, cancelled: true }, before, anyone)).toBe(false);
    // Started: its roll call may have been taken, which Grade cannot know.
    expect(canDrag(item, Date.UTC(2026, 10, 23, 10, 15), anyone)).toBe(false);
    expect(canDrag(null, before, anyone)).toBe(false);
  });

  it('is refused on dropping when the class started since the grid was drawn, or the place is closed or past', () => {
    const tomorrow = { date: '2026-11-24', startTime: '09:00', endTime: '10:00' };
    const before = Date.UTC(2026, 10, 23, 10, 0); // 07:00 in São Paulo
    expect(dropRefusal(item, tomorrow, [], before)).toBeNull();
    // Grade opened at 07:00 and left so: at 07:20 the 07:15 class is under way.
    expect(dropRefusal(item, tomorrow, [], Date.UTC(2026, 10, 23, 10, 20))).toBe(STARTED_DRAG_TEXT);
    const holiday = aClosure({
      kind: 'feriado',
      reason: 'Consciência Negra',
      startDate: '2026-11-24',
      endDate: '2026-11-24',
    });
    expect(dropRefusal(item, tomorrow, [holiday], before)).toBe(
      '24/11/2026: Feriado: Consciência Negra. Escolha outro dia.',
    );
    expect(dropRefusal(item, { ...tomorrow, date: '2026-11-22' }, [], before)).toBe(MOVE_TO_PAST_TEXT);
  });
});

describe('instructorColour', () => {
  it('gives the first twelve instructors colours well apart (no two browns or greens alike)', () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const colours = Array.from({ length: 12 }, (_, n) => rgb(instructorColour(n)));
    for (const [i, a] of colours.entries())
      for (const b of colours.slice(i + 1)) expect(Math.hypot(...a.map((v, k) => v - (b[k] ?? 0)))).toBeGreaterThan(50);
  });

  it('keeps everyone’s colour when an instructor is registered, whatever their name', () => {
    // The list comes ordered by name: a newcomer named 'Ana' lands first in it.
    const before = [
      { id: 'marcos', nome: 'Marcos', createdAt: 1 },
      { id: 'patricia', nome: 'Patrícia', createdAt: 3 },
      { id: 'juliana', nome: 'Juliana', createdAt: 2 },
    ].sort((a, b) => a.nome.localeCompare(b.nome));
    const after = [{ id: 'ana', nome: 'Ana', createdAt: 4 }, ...before];
    const was = instructorColours(before);
    const now = instructorColours(after);
    for (const { id } of before) expect(now.get(id)).toBe(was.get(id));
    expect(new Set(now.values()).size).toBe(4);
  });
});
