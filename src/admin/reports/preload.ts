import { preload } from '../../data/hooks';
import { todayIso } from '../../domain/dates';
import { readReportFilters } from './report-filters';
import { reportRanges } from './use-report-data';

/** Relatórios' data, started by its route while the screen's code downloads (see app/router.tsx). */
export function preloadScreen(url: URL): void {
  const today = todayIso();
  const { paid, previousPaid, due } = reportRanges(readReportFilters(url.searchParams, today).month, today);
  preload.students();
  preload.paymentSummaries();
  preload.paymentsBetween(paid.from, paid.to);
  preload.paymentsBetween(previousPaid.from, previousPaid.to);
  preload.pendingDue(due.from, due.to);
}
