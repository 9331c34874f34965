// A class the user is about to open: what its 'Detalhes do horário' waits for — its occurrence, then
// the names of its students and make-up guests — is read then, so the roll call opens from this
// device. About to open means a mouse resting on it, or keyboard focus staying on it, for HOVER_MS
// (a pointer or a Tab passing over a week reads nothing), or a mouse press. A finger reads nothing
// early: a touch may start a scroll, and its tap follows at once anyway. Grade's classes are drawn by
// react-big-calendar, which takes no handlers per event: its container listens for them (warmWithin).
import type { FocusEvent, PointerEvent, SyntheticEvent } from 'react';
import { preload } from '../../data/hooks';
import { preloadWeek } from '../../data/week-hooks';
import { peopleOf, type ClassOnDate } from '../../domain/class-days';

export const HOVER_MS = 120;

type Warmable = Pick<ClassOnDate, 'schedule' | 'date'>;

/** The views show only changed occurrences (no guests): the class's own occurrence says who comes. */
function warm({ schedule, date }: Warmable): void {
  preloadWeek.occurrence(schedule.id, date, (occurrence) => preload.studentNames(peopleOf(schedule, occurrence)));
}

let resting: ReturnType<typeof setTimeout> | undefined;
const rest = (item: Warmable) => {
  clearTimeout(resting);
  resting = setTimeout(() => warm(item), HOVER_MS);
};
const leave = () => clearTimeout(resting);
const byMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/** Event handlers for a class's button that read ahead what opening it needs. */
export function warmOnIntent(item: Warmable) {
  return {
    onFocus: () => rest(item),
    onBlur: leave,
    onPointerEnter: (event: PointerEvent) => byMouse(event) && rest(item),
    onPointerLeave: leave,
    onPointerDown: (event: PointerEvent) => byMouse(event) && warm(item),
  };
}

let under: Warmable | undefined;
/** One class on one date, whatever object stands for it (the grid's events are rebuilt by live data). */
const sameClass = (a: Warmable | undefined, b: Warmable | undefined) =>
  a?.schedule.id === b?.schedule.id && a?.date === b?.date;

/** The class about to be opened is gone from the screen (another view or dates): its timer stops. */
export function forgetIntent(): void {
  under = undefined;
  leave();
}

/**
 * The same for a container whose class boxes a library draws (Grade): the events bubble up to it, and
 * `find` says which class an element belongs to (undefined: none). A pointer moving inside one class's
 * box keeps its timer; moving to another class restarts it.
 */
export function warmWithin(find: (target: Element) => Warmable | undefined) {
  const at = (event: SyntheticEvent) => (event.target instanceof Element ? find(event.target) : undefined);
  return {
    onPointerOver: (event: PointerEvent) => {
      if (!byMouse(event)) return;
      const item = at(event);
      if (sameClass(item, under)) return;
      under = item;
      if (item) rest(item);
      else leave();
    },
    onPointerLeave: forgetIntent,
    onPointerDown: (event: PointerEvent) => {
      const item = byMouse(event) ? at(event) : undefined;
      if (item) warm(item);
    },
    onFocus: (event: FocusEvent) => {
      const item = at(event);
      if (item) rest(item);
    },
    onBlur: leave,
  };
}
