import { useMemo } from 'react';
import { useActiveCount, usePaymentSummaries, usePaymentsBetween, usePendingDue, useStudents } from '../../data/hooks';
import { addDaysIso } from '../../domain/dates';
import { closingByDiscipline, closingByMethod, monthBounds, shiftMonth } from '../../domain/closing';
import { listedName, reportCounts, reportLists } from '../../domain/report';
import type { ReportFilters } from './report-filters';

/**
 * The payments Relatórios reads: those of `month`, those of the month before (a query of its own, so
 * the month's closing need not wait for them), and what is due in 7 days.
 */
export function reportRanges(month: string, today: string) {
  return {
    paid: monthBounds(month),
    previousPaid: monthBounds(shiftMonth(month, -1)),
    // 'Próximos 7 dias': today and the 6 after it.
    due: { from: today, to: addDaysIso(today, 6) },
  };
}

/**
 * Everything Relatórios shows: the payments of the chosen month and the one before, students and
 * summaries (as Pagamentos reads them), pending dues of the next 7 days, and two counts. Each part
 * shows once what it needs is whole: the month's closing waits for the month's payments only
 * (`closingLoading`), the counters and lists for the students and summaries (`peopleLoading`).
 */
export function useReportData({ period, month }: ReportFilters, today: string) {
  const previous = shiftMonth(month, -1);
  const ranges = reportRanges(month, today);
  const payments = usePaymentsBetween(ranges.paid.from, ranges.paid.to);
  const students = useStudents();
  const summaries = usePaymentSummaries();
  const previousPayments = usePaymentsBetween(ranges.previousPaid.from, ranges.previousPaid.to);
  const dues = usePendingDue(ranges.due.from, ranges.due.to);
  const activeInstructors = useActiveCount('instructors', today);
  const activeSchedules = useActiveCount('schedules', today);
  const byId = useMemo(() => new Map(students.data.map((s) => [s.id, s])), [students.data]);
  // A part whose read failed is not shown either: its empty data would read as a closing of R$ 0,00 or
  // as every student 'sem pagamentos' (the page says the read failed). The dues of the next 7 days are
  // a list of their own: one that fails (offline on a new day, never read here) takes nothing else away.
  const peopleLoading = [students, summaries].some((part) => part.loading || part.error !== null);
  const people = useMemo(
    () =>
      peopleLoading
        ? null
        : {
            counts: reportCounts(students.data, summaries.data, today, period),
            lists: reportLists(students.data, summaries.data, today, period),
          },
    [peopleLoading, students.data, summaries.data, today, period],
  );
  const closings = useMemo(
    () => ({ closing: closingByMethod(payments.data, month), disciplines: closingByDiscipline(payments.data, month) }),
    [payments.data, month],
  );
  // null until the month before has arrived: its table says so instead of claiming no payments.
  const previousClosing = useMemo(
    () =>
      previousPayments.loading || previousPayments.error ? null : closingByMethod(previousPayments.data, previous),
    [previousPayments.loading, previousPayments.error, previousPayments.data, previous],
  );
  const live = [students, summaries, payments, previousPayments, dues];
  return {
    ...closings,
    people,
    previousClosing,
    previousFailed: previousPayments.error !== null,
    // Attendance names students (its own reads say when they fail): it needs them only, not the payments.
    studentsReady: !students.loading && students.error === null,
    /** null while they load or when they cannot be read (`duesFailed`). */
    dues: dues.loading || dues.error !== null ? null : dues.data,
    duesFailed: dues.error !== null,
    activeInstructors,
    activeSchedules,
    nameOf: (id: string) => {
      const student = byId.get(id);
      return student ? listedName(student) : 'Aluno removido';
    },
    live,
    closingLoading: payments.loading || payments.error !== null,
    // No progress bar under an error that will not go away by waiting.
    loading: (payments.loading || peopleLoading || dues.loading) && live.every((part) => part.error === null),
  };
}
