// The Grade view's events: classes as react-big-calendar events, closures as background events, one
// colour per instructor. The calendar works with local Date objects: each holds the studio's wall
// clock (a class at 18:00 in São Paulo is a local 18:00), whatever the device's own time zone.
import type { ScheduleRecord } from '../../../data/schedules-repo';
import type { ClassOnDate, ClassPlace, DayPlan } from '../../../domain/class-days';
import { closedDayText, closureLabel, closureOn, type Closure } from '../../../domain/closure';
import { parseIsoDate, todayIso } from '../../../domain/dates';
import { disciplineLabel } from '../../../domain/enums';
import { hasStarted, MOVE_TO_PAST_TEXT } from '../../../domain/make-up';
import { minutesOf, type Schedule } from '../../../domain/schedule';
import { studioTime } from '../../../domain/studio-clock';
import { movedText } from '../class-label';

export interface GradeEvent {
  /**
   * What react-big-calendar keys a box by (else its place in the day's column): a class's stays its own
   * when another leaves the day, and focus, given back to it after a dialog, stays on that class.
   */
  id: string;
  title: string;
  start: Date;
  end: Date;
  item: ClassOnDate<ScheduleRecord> | null;
}

/** A date and 'HH:MM' as a local Date. */
export function localDate(iso: string, hhmm = '00:00'): Date {
  const p = parseIsoDate(iso);
  if (!p) throw new Error(`Invalid date: ${iso}`);
  const minutes = minutesOf(hhmm);
  return new Date(p.year, p.month - 1, p.day, Math.floor(minutes / 60), minutes % 60);
}

/**
 * The studio's clock now, as the calendar's local Date: its 'today' and its current-time line. The
 * device's own clock would put them an hour off in Manaus, or on tomorrow at 22:00 on a laptop in UTC.
 */
export const studioNow = (now = Date.now()): Date => localDate(todayIso(now), studioTime(now));

const pad = (n: number) => String(n).padStart(2, '0');
/** A local Date back as 'YYYY-MM-DD' and 'HH:MM'. */
export const isoOfLocal = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const timeOfLocal = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Grade's slots: a drop lands on a multiple of this many minutes. */
export const GRADE_STEP = 30;

/** The start of the slot holding `hhmm` (react-big-calendar drops a box on the slot holding its top). */
const slotOf = (hhmm: string) => minutesOf(hhmm) - (minutesOf(hhmm) % GRADE_STEP);

/**
 * Where a drop puts a class: the day and time of the slot it landed on — or its own times when it
 * lands on the slot holding its own start (07:15 dropped back where it was, or on the next day's
 * 07:00, stays 07:15; on another day, the slot after it too), or its planned ones on the slot holding
 * them on its planned day (a moved class dragged back goes back, not to the slot's time). Null when it
 * would not end on the day it starts.
 */
export function dropTarget(
  item: Pick<ClassOnDate, 'at' | 'date' | 'startTime' | 'endTime'> & {
    schedule: Pick<Schedule, 'startTime' | 'endTime'>;
  },
  start: Date,
  end: Date,
): ClassPlace | null {
  const date = isoOfLocal(start);
  if (date !== isoOfLocal(end)) return null;
  const dropped = minutesOf(timeOfLocal(start));
  const own =
    dropped === slotOf(item.startTime) ||
    (date !== item.at && Math.abs(dropped - minutesOf(item.startTime)) < GRADE_STEP);
  const planned = date === item.date && dropped === slotOf(item.schedule.startTime);
  // Its planned place first: a class moved elsewhere to a time in that same slot, dragged back, goes back.
  const target = planned
    ? { date, startTime: item.schedule.startTime, endTime: item.schedule.endTime }
    : own
      ? { date, startTime: item.startTime, endTime: item.endTime }
      : { date, startTime: timeOfLocal(start), endTime: timeOfLocal(end) };
  return target.endTime > target.startTime ? target : null;
}

/**
 * Whether a class may be dragged: not cancelled, not started — its roll call may have been taken,
 * which Grade (reading only moved and cancelled classes) cannot know; the class's details still move
 * it — and `mayMove` (its instructor's login or an admin; the rules decide again).
 */
export const canDrag = (
  item: ClassOnDate<ScheduleRecord> | null,
  now: number,
  mayMove: (item: ClassOnDate<ScheduleRecord>) => boolean,
): boolean => item !== null && !item.cancelled && !hasStarted(item, now) && mayMove(item);

/** Why a drop after the grid was drawn is refused: the class started meanwhile (Grade stays open). */
export const STARTED_DRAG_TEXT =
  'Esta aula começou enquanto a Grade estava aberta: ela não se arrasta mais. Para remarcá-la, abra a aula.';

/**
 * Why dropping `item` at `target` is refused, or null: the class started since the grid was drawn,
 * the day is closed, or the place has started.
 */
export function dropRefusal(
  item: ClassOnDate<ScheduleRecord>,
  target: ClassPlace,
  closures: readonly Closure[],
  now: number,
): string | null {
  if (hasStarted(item, now)) return STARTED_DRAG_TEXT;
  const closure = closureOn(closures, target.date);
  if (closure) return closedDayText(target.date, closure);
  return hasStarted({ at: target.date, startTime: target.startTime }, now) ? MOVE_TO_PAST_TEXT : null;
}

/** A class box's CSS class naming its class on its date (ids and dates hold no spaces). */
export const classToken = (item: ClassOnDate<ScheduleRecord>) => `grade-class:${item.schedule.id}:${item.date}`;

/**
 * The hours the grid shows: 06:00 to 22:00, widened to the whole hours of any class shown outside
 * them (react-big-calendar would squeeze a 05:00 or 22:00 class to nothing).
 */
export function gradeHours(plans: Map<string, DayPlan<ScheduleRecord>>): { min: string; max: string } {
  let min = '06:00';
  let max = '22:00';
  for (const plan of plans.values()) {
    for (const { startTime, endTime } of plan.classes) {
      if (startTime < min) min = `${startTime.slice(0, 2)}:00`;
      if (endTime > max) {
        const hour = Number(endTime.slice(0, 2)) + (endTime.endsWith(':00') ? 0 : 1);
        max = hour >= 24 ? '23:59' : `${pad(hour)}:00`;
      }
    }
  }
  return { min, max };
}

/** What a box adds to its title: cancelled or moved, as the list views say it; the dashed border alone said nothing. */
const note = (item: ClassOnDate<ScheduleRecord>): string =>
  item.cancelled ? ` (cancelada: ${item.reason})` : item.moved ? ` (${movedText(item)})` : '';

export function gradeEvents(plans: Map<string, DayPlan<ScheduleRecord>>, instructorName: (id: string) => string) {
  const events: GradeEvent[] = [];
  const background: GradeEvent[] = [];
  const byToken = new Map<string, ClassOnDate<ScheduleRecord>>();
  const hours = gradeHours(plans);
  for (const plan of plans.values()) {
    if (plan.closure) {
      background.push({
        id: `grade-closure:${plan.date}`,
        title: closureLabel(plan.closure),
        start: localDate(plan.date, hours.min),
        end: localDate(plan.date, hours.max),
        item: null,
      });
    }
    for (const item of plan.classes) {
      const id = classToken(item);
      byToken.set(id, item);
      events.push({
        id,
        title: `${disciplineLabel(item.schedule.discipline)} · ${instructorName(item.schedule.instructorId)}${note(item)}`,
        start: localDate(item.at, item.startTime),
        end: localDate(item.at, item.endTime),
        item,
      });
    }
  }
  return { events, background, byToken, hours };
}

/**
 * Colours for instructors, distinct on the dark theme (no two alike, as two browns and two greens were);
 * each under white text at 4.5:1 or more (WCAG AA).
 */
const instructorPalette = [
  '#2e7d32',
  '#1565c0',
  '#6a1b9a',
  '#c62828',
  '#b34700',
  '#00838f',
  '#ad1457',
  '#4e342e',
  '#283593',
  '#7a5c00',
  '#00695c',
  '#455a64',
];

/**
 * The colour of the `n`th instructor registered (instructorColours): the palette's, then hues a
 * golden angle apart, dark enough for white text — a busy studio has some 40 instructors, and no
 * two share one.
 */
export function instructorColour(n: number): string {
  return instructorPalette[n] ?? `hsl(${Math.round((n * 137.508) % 360)}, 60%, 26%)`;
}

/**
 * Each instructor's colour, given in the order they were registered, not by name: one registered (or
 * renamed) later takes the next colour and nobody else's changes.
 */
export function instructorColours(instructors: readonly { id: string; createdAt: number }[]): Map<string, string> {
  const registered = [...instructors].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  return new Map(registered.map((i, n) => [i.id, instructorColour(n)]));
}
