import { useDeferredValue, useMemo } from 'react';
import type { Live } from '../../data/live';
import { keptFor } from '../../domain/kept-for';
import { recordList, type RecordFilters } from '../../domain/record-list';
import type { SearchFields } from '../../domain/search';
import type { ListFilters } from './list-filters';

/**
 * The search and 'Mostrar inativos' the table follows, a render behind (useDeferredValue): the search
 * box paints each key at once and the table catches up in the background. A new page filters nothing.
 */
export function useShownFilters({ q, inactive }: ListFilters): RecordFilters {
  return useDeferredValue(useMemo(() => ({ q, inactive }), [q, inactive]));
}

/**
 * Live people filtered and sorted by the list's filters, indexed once per snapshot (kept while the
 * snapshot is: a screen reopened finds its index ready, domain/kept-for.ts), a render behind the
 * search box (useShownFilters).
 */
export function useFilteredList<R extends { nome: string; active?: boolean | null }>(
  live: Live<R[]>,
  fieldsOf: (record: R) => SearchFields,
  filters: ListFilters,
): Live<R[]> {
  const list = useMemo(
    () => keptFor(fieldsOf, live.data, null, () => recordList(live.data, fieldsOf)),
    [live.data, fieldsOf],
  );
  const shown = useShownFilters(filters);
  const data = useMemo(() => list(shown), [list, shown]);
  return { ...live, data };
}
