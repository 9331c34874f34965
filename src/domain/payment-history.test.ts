import { describe, expect, it } from 'vitest';
import { historyTotals, paymentStatusToday } from './payment-history';

const p = (status: 'paid' | 'pending' | 'overdue', dueDate: string, amount: number) => ({
  status,
  dueDate,
  paymentDate: dueDate,
  amount,
});

describe('history totals', () => {
  it('sums paid, pending and late payments separately, in cents', () => {
    const today = '2025-06-15';
    const payments = [
      p('paid', '2025-05-10', 0.1),
      p('paid', '2025-06-10', 0.2),
      p('pending', '2025-06-15', 100), // due today: still pending
      p('pending', '2025-06-14', 50), // due yesterday: late
      p('overdue', '2025-07-01', 25),
    ];
    expect(historyTotals(payments, today)).toEqual({ paid: 0.3, pending: 100, overdue: 75 });
    expect(historyTotals(payments, '2025-06-16')).toEqual({ paid: 0.3, pending: 0, overdue: 175 });
  });

  it.each([
    ['paid', '2025-01-01', 'paid'],
    ['pending', '2025-06-15', 'pending'],
    ['pending', '2025-06-14', 'overdue'],
    ['overdue', '2025-12-01', 'overdue'],
  ] as const)('%s due %s is %s today', (status, due, shown) => {
    expect(paymentStatusToday(p(status, due, 1), '2025-06-15')).toBe(shown);
  });
});
