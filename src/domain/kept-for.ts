// A derivation kept as long as its inputs live. A live list's snapshot stays the same object while its
// listener lingers after the screen leaves (src/data/live.ts), so a screen reopened meanwhile finds
// its sorted, indexed rows ready instead of deriving them again from 600 students.

interface Slot {
  tag: unknown;
  value: unknown;
}

const kept = new WeakMap<object, WeakMap<object, Slot>>();

/**
 * What `compute` gives for `first` and `second` (compared by identity) and `tag` (by value): computed
 * once, then returned again until one of them changes. Nothing is kept after `first` or `second` is
 * gone.
 */
export function keptFor<R>(first: object, second: object, tag: string | number | null, compute: () => R): R {
  let bySecond = kept.get(first);
  if (!bySecond) {
    bySecond = new WeakMap();
    kept.set(first, bySecond);
  }
  const slot = bySecond.get(second);
  if (slot && slot.tag === tag) return slot.value as R;
  const value = compute();
  bySecond.set(second, { tag, value });
  return value;
}
