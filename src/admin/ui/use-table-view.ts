import { useMemo } from 'react';
import type { ListFilters, TableView } from './list-filters';
import { useLatestCallback } from './use-latest-callback';

/**
 * A list screen's table view (page, rows per page, sort) out of its URL filters, and where a change
 * goes: the same objects while they are unchanged, so a keystroke in the search does not redraw the
 * memoised table (StaffGrid) until its rows change.
 */
export function useTableView(filters: ListFilters, setFilters: (next: ListFilters) => void) {
  const { page, pageSize, sort } = filters;
  const view = useMemo<TableView>(() => ({ page, pageSize, sort }), [page, pageSize, sort]);
  const onViewChange = useLatestCallback((next: TableView) => setFilters({ ...filters, ...next }));
  return { view, onViewChange };
}
