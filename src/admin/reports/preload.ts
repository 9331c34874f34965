import { preload } from '../../data/hooks';
import { todayIso } from '../../domain/dates';
import { readReportFilters } from './report-filters';
import { reportRanges } from './use-report-data';

/** Asked for after the session's profile (see app/route-data.ts): some 1 800 documents come here. */
export const afterProfile = true;

/**
 * Relatórios' data, started by its route while the screen's code downloads (see app/route-data.ts):
 * the month's payments first, all its closing needs (the server answers in the order asked).
 */
export function preloadScreen(url: URL): void {
  const today = todayIso();
  const { paid, previousPaid, due } = reportRanges(readReportFilters(url.searchParams, today).month, today);
  preload.paymentsBetween(paid.from, paid.to);
  preload.students();
  preload.paymentSummaries();
  preload.paymentsBetween(previousPaid.from, previousPaid.to);
  preload.pendingDue(due.from, due.to);
}
