// A class the user is about to open (focused, pressed, or under a resting pointer): what its
// 'Detalhes do horário' waits for — its students' names and its day's occurrence — is read then, so
// the roll call opens from this device. A pointer sweeping across a week reads nothing: it must rest
// on a class for HOVER_MS first.
import { preload } from '../../data/hooks';
import { preloadWeek } from '../../data/week-hooks';
import type { ClassOnDate } from '../../domain/class-days';

export const HOVER_MS = 120;

type Warmable = Pick<ClassOnDate, 'schedule' | 'date' | 'occurrence'>;

function warm(item: Warmable): void {
  // The same ids as the details ask for (enrolled, then make-up guests): one shared read.
  preload.studentNames([...item.schedule.studentIds, ...Object.keys(item.occurrence?.guests ?? {})]);
  preloadWeek.occurrence(item.schedule.id, item.date);
}

let resting: ReturnType<typeof setTimeout> | undefined;

/** Event handlers for a class's button that read ahead what opening it needs. */
export function warmOnIntent(item: Warmable) {
  return {
    onFocus: () => warm(item),
    onPointerDown: () => warm(item),
    onPointerEnter: () => {
      clearTimeout(resting);
      resting = setTimeout(() => warm(item), HOVER_MS);
    },
    onPointerLeave: () => clearTimeout(resting),
  };
}
