// Relatórios' view in the URL (Pattern C): ?de=2025-06-01&ate=2025-06-30&mes=2025-06. Missing or
// invalid values fall back to the current month (registration period: its first day to today).
import { isIsoDate } from '../../domain/dates';
import { monthOf, type Month } from '../../domain/closing';
import type { Period } from '../../domain/report';

export interface ReportFilters {
  period: Period;
  month: Month;
}

const isMonth = (v: string | null): v is string => v !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

export function readReportFilters(params: URLSearchParams, today: string): ReportFilters {
  const from = params.get('de');
  const to = params.get('ate');
  const month = params.get('mes');
  return {
    period: {
      from: from && isIsoDate(from) ? from : `${monthOf(today)}-01`,
      to: to && isIsoDate(to) ? to : today,
    },
    month: isMonth(month) ? month : monthOf(today),
  };
}

export function writeReportFilters(filters: ReportFilters): URLSearchParams {
  return new URLSearchParams({ de: filters.period.from, ate: filters.period.to, mes: filters.month });
}
