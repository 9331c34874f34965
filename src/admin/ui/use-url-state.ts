import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Screen state kept in the URL (PATTERNS.md, Pattern C): a reload, the back button and a shared link
 * keep the view. `read` and `write` are small pure functions, unit-tested with the screen's filters.
 */
export function useUrlState<T extends object>(
  read: (params: URLSearchParams) => T,
  write: (value: T) => URLSearchParams,
): [T, (next: T, how?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => read(params), [params, read]);
  // The address as last drawn or last written, whichever is newer.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (next: T, how: { push?: boolean } = {}) => {
      // Only what this change sets comes from `next` (a copy of the state as the screen last drew
      // it); the rest from the address as last written. Two filters picked before the screen has
      // drawn the first (a busy phone) each keep the other.
      const changed = Object.entries(next).filter(([key, v]) => !Object.is(v, (value as Record<string, unknown>)[key]));
      const written = write({ ...read(latest.current), ...Object.fromEntries(changed) });
      latest.current = written;
      // Typing in a search box replaces the entry instead of filling the history with each letter;
      // `push` is for a step into another place (the agenda's views, a day opened from the month), which Back undoes.
      // flushSync: the router would otherwise apply it in a transition, and a controlled input (the
      // search box, 'Mostrar inativos') would show the old value meanwhile and lose fast keystrokes.
      setParams(written, { replace: !how.push, flushSync: true });
    },
    [setParams, read, write, value],
  );
  return [value, update];
}
