import { useMemo } from 'react';
import { useActiveCount, usePaymentSummaries, usePaymentsBetween, usePendingDue, useStudents } from '../../data/hooks';
import { addDaysIso } from '../../domain/dates';
import { closingByDiscipline, closingByMethod, monthBounds, shiftMonth } from '../../domain/closing';
import { reportCounts, reportLists } from '../../domain/report';
import type { ReportFilters } from './report-filters';

/**
 * The payments Relatórios reads: those of `month`, those of the month before (a query of its own, so
 * the month's closing need not wait for them), and what is due in 7 days.
 */
export function reportRanges(month: string, today: string) {
  return {
    paid: monthBounds(month),
    previousPaid: monthBounds(shiftMonth(month, -1)),
    due: { from: today, to: addDaysIso(today, 7) },
  };
}

/**
 * Everything Relatórios shows: students and summaries (as Pagamentos reads them), the payments of the
 * chosen month and the one before, pending dues of the next 7 days, and two counts. `loading` is what
 * the month's closing waits for.
 */
export function useReportData({ period, month }: ReportFilters, today: string) {
  const students = useStudents();
  const summaries = usePaymentSummaries();
  const previous = shiftMonth(month, -1);
  const ranges = reportRanges(month, today);
  const payments = usePaymentsBetween(ranges.paid.from, ranges.paid.to);
  const previousPayments = usePaymentsBetween(ranges.previousPaid.from, ranges.previousPaid.to);
  const dues = usePendingDue(ranges.due.from, ranges.due.to);
  const activeInstructors = useActiveCount('instructors');
  const activeSchedules = useActiveCount('schedules');
  const byId = useMemo(() => new Map(students.data.map((s) => [s.id, s])), [students.data]);
  const derived = useMemo(
    () => ({
      counts: reportCounts(students.data, summaries.data, today, period),
      lists: reportLists(students.data, summaries.data, today, period),
      closing: closingByMethod(payments.data, month),
      disciplines: closingByDiscipline(payments.data, month, (id) => byId.get(id)?.disciplina),
    }),
    [students.data, summaries.data, payments.data, today, period, month, byId],
  );
  // null until the month before has arrived: its table says so instead of claiming no payments.
  const previousClosing = useMemo(
    () => (previousPayments.loading ? null : closingByMethod(previousPayments.data, previous)),
    [previousPayments.loading, previousPayments.data, previous],
  );
  return {
    ...derived,
    previousClosing,
    dues: dues.data,
    activeInstructors,
    activeSchedules,
    nameOf: (id: string) => byId.get(id)?.nome ?? 'Aluno removido',
    live: [students, summaries, payments, previousPayments, dues],
    loading: students.loading || summaries.loading || payments.loading,
  };
}
