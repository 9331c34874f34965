import { useMemo } from 'react';
import { usePaymentSummaries, useStudents } from '../../data/hooks';
import type { Live } from '../../data/live';
import { keptFor } from '../../domain/kept-for';
import { paymentRowSearchFields, paymentRows, type PaymentRow } from '../../domain/payment-rows';
import { recordList } from '../../domain/record-list';
import type { ListFilters } from '../ui/list-filters';
import { useShownFilters } from '../ui/use-filtered-list';

/** Pattern A: live students and summaries → rows for today → filtered and sorted by name. */
export function usePaymentRows(filters: ListFilters, today: string) {
  const students = useStudents();
  const summaries = usePaymentSummaries();
  // Kept while both snapshots are (domain/kept-for.ts): reopening Pagamentos finds its rows ready.
  const list = useMemo(
    () =>
      keptFor(students.data, summaries.data, today, () =>
        recordList(paymentRows(students.data, summaries.data, today), paymentRowSearchFields),
      ),
    [students.data, summaries.data, today],
  );
  const loading = students.loading || summaries.loading;
  // No rows until both have arrived, nor when the summaries cannot be read: a student shown without
  // its summary would read 'Sem pagamentos' (and a payment added there would restart its totals).
  // The table follows the search a render behind, so typing never waits for it (see useFilteredList).
  const shown = useShownFilters(filters);
  const hidden = loading || summaries.error !== null;
  const data = useMemo(() => (hidden ? [] : list(shown)), [hidden, list, shown]);
  const rows: Live<PaymentRow[]> = {
    data,
    loading,
    error: students.error ?? summaries.error,
    unreadable: students.unreadable + summaries.unreadable,
  };
  return { rows, students, summaries };
}
