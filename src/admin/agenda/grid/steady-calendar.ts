// react-big-calendar's drag-and-drop addon keeps the press on a class in its own state, and on each
// change of it (a press, its release) renders the calendar again with a new `components` object of
// the same parts: the whole week, some 480 boxes, twice for every click on a class. The calendar handed
// to the addon skips those renders when no prop has changed but for that object; the addon's context
// still reaches each box, and a drag still redraws the week (its class name changes).
import { memo } from 'react';
import { Calendar } from 'react-big-calendar';

type Props = Record<string, unknown>;

function sameEntries(a: Props, b: Props, same: (key: string) => boolean): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key] || same(key));
}

const sameProps = (before: Props, after: Props) =>
  sameEntries(
    before,
    after,
    (key) =>
      key === 'components' &&
      typeof before[key] === 'object' &&
      typeof after[key] === 'object' &&
      sameEntries(before[key] as Props, after[key] as Props, () => false),
  );

export const SteadyCalendar = memo(Calendar, (before, after) =>
  sameProps(before as unknown as Props, after as unknown as Props),
) as unknown as typeof Calendar;
