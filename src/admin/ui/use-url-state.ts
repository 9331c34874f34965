import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Screen state kept in the URL (PATTERNS.md, Pattern C): a reload, the back button and a shared link
 * keep the view. `read` and `write` are small pure functions, unit-tested with the screen's filters.
 */
export function useUrlState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T) => URLSearchParams,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => read(params), [params, read]);
  const update = useCallback(
    // Typing in a search box replaces the entry instead of filling the history with each letter.
    // flushSync: the router would otherwise apply it in a transition, and a controlled input (the
    // search box, 'Mostrar inativos') would show the old value meanwhile and lose fast keystrokes.
    (next: T) => setParams(write(next), { replace: true, flushSync: true }),
    [setParams, write],
  );
  return [value, update];
}
