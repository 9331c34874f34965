import { describe, expect, it } from 'vitest';
import { readReportFilters, writeReportFilters } from './report-filters';

describe('report filters in the URL', () => {
  it('defaults to the current month and registrations from its first day to today', () => {
    expect(readReportFilters(new URLSearchParams(''), '2025-06-15')).toEqual({
      period: { from: '2025-06-01', to: '2025-06-15' },
      month: '2025-06',
    });
  });

  it('reads and writes a chosen period and month; ignores invalid values', () => {
    const filters = { period: { from: '2025-01-01', to: '2025-03-31' }, month: '2025-02' };
    const params = writeReportFilters(filters);
    expect(params.toString()).toBe('de=2025-01-01&ate=2025-03-31&mes=2025-02');
    expect(readReportFilters(params, '2025-06-15')).toEqual(filters);
    expect(readReportFilters(new URLSearchParams('de=2025-02-30&mes=2025-13'), '2025-06-15')).toEqual({
      period: { from: '2025-06-01', to: '2025-06-15' },
      month: '2025-06',
    });
  });
});
