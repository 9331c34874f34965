// A value a faked live hook returns and a test changes, as a listener would deliver a change: every
// component using it renders again with the new value.
import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';

export function liveStore<T>(initial: T) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    /** Call from the faked hook (it is a hook itself). */
    use: (): T => useSyncExternalStore(subscribe, () => current),
    /** The next value, delivered inside act. */
    set: (next: T) =>
      act(() => {
        current = next;
        for (const listener of listeners) listener();
      }),
  };
}
