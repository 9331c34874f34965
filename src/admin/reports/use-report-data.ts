import { useMemo } from 'react';
import { useActiveCount, usePaymentSummaries, usePaymentsBetween, usePendingDue, useStudents } from '../../data/hooks';
import { addDaysIso } from '../../domain/dates';
import { closingByDiscipline, closingByMethod, monthBounds, shiftMonth } from '../../domain/closing';
import { reportCounts, reportLists } from '../../domain/report';
import type { ReportFilters } from './report-filters';

/**
 * Everything Relatórios shows: students and summaries (as Pagamentos reads them), the payments of the
 * chosen month and the one before, pending dues of the next 7 days, and two counts.
 */
export function useReportData({ period, month }: ReportFilters, today: string) {
  const students = useStudents();
  const summaries = usePaymentSummaries();
  const previous = shiftMonth(month, -1);
  const payments = usePaymentsBetween(monthBounds(previous).from, monthBounds(month).to);
  const dues = usePendingDue(today, addDaysIso(today, 7));
  const activeInstructors = useActiveCount('instructors');
  const activeSchedules = useActiveCount('schedules');
  const byId = useMemo(() => new Map(students.data.map((s) => [s.id, s])), [students.data]);
  const derived = useMemo(
    () => ({
      counts: reportCounts(students.data, summaries.data, today, period),
      lists: reportLists(students.data, summaries.data, today, period),
      closing: closingByMethod(payments.data, month),
      previousClosing: closingByMethod(payments.data, previous),
      disciplines: closingByDiscipline(payments.data, month),
    }),
    [students.data, summaries.data, payments.data, today, period, month, previous],
  );
  return {
    ...derived,
    dues: dues.data,
    activeInstructors,
    activeSchedules,
    nameOf: (id: string) => byId.get(id)?.nome ?? 'Aluno removido',
    live: [students, summaries, payments, dues],
    loading: students.loading || summaries.loading || payments.loading,
  };
}
