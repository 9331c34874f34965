import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from './enums';
import {
  isLate,
  latestPayment,
  reportPaymentStatus,
  studentPaymentStatus,
  studentPaymentStatusLabels,
} from './payment-status';

const today = '2025-06-15';
const p = (status: PaymentStatus, dueDate: string, paymentDate = dueDate, createdAt = 0) => ({
  status,
  dueDate,
  paymentDate,
  createdAt,
});

describe('studentPaymentStatus (payments screen)', () => {
  it.each([
    ['no payments', [], 'none', 'Sem pagamentos'],
    ['all paid', [p('paid', '2025-05-10'), p('paid', '2025-06-10')], 'paid', 'Pago'],
    ['paid even if due date past', [p('paid', '2025-01-01')], 'paid', 'Pago'],
    ['pending due in the future', [p('paid', '2025-05-10'), p('pending', '2025-06-20')], 'pending', 'Pendente'],
    ['pending due today is not late', [p('pending', today)], 'pending', 'Pendente'],
    ['pending due yesterday is late', [p('pending', '2025-06-14')], 'overdue', 'Em atraso'],
    ['late wins over pending', [p('pending', '2025-06-30'), p('pending', '2025-05-10')], 'overdue', 'Em atraso'],
    ['overdue with past due date', [p('overdue', '2025-05-10'), p('paid', '2025-06-10')], 'overdue', 'Em atraso'],
    ['overdue marked by hand, due later', [p('overdue', '2025-07-10')], 'overdue', 'Em atraso'],
  ] as const)('%s → %s', (_case, payments, status, label) => {
    const result = studentPaymentStatus(payments, today);
    expect(result).toBe(status);
    expect(studentPaymentStatusLabels[result]).toBe(label);
  });
});

describe('reportPaymentStatus (reports screen, latest payment only)', () => {
  it.each([
    ['no payments', [], null],
    ['latest paid, older late', [p('pending', '2025-04-10'), p('paid', '2025-06-10')], 'paid'],
    ['latest pending, due later', [p('paid', '2025-05-10'), p('pending', '2025-06-20')], 'pending'],
    ['latest pending, due past', [p('paid', '2025-04-10'), p('pending', '2025-05-10')], 'overdue'],
    ['latest overdue by hand', [p('overdue', '2025-06-20')], 'overdue'],
  ] as const)('%s → %s', (_case, payments, status) => {
    expect(reportPaymentStatus(payments, today)).toBe(status);
  });
});

describe('latestPayment', () => {
  it('picks the latest paymentDate, then the latest createdAt', () => {
    const a = p('paid', '2025-06-01', '2025-06-01', 5);
    const b = p('paid', '2025-06-01', '2025-06-01', 9);
    const c = p('paid', '2025-05-01', '2025-05-30', 99);
    expect(latestPayment([a, b, c])).toBe(b);
    expect(latestPayment([c, a])).toBe(a);
    expect(latestPayment([])).toBeUndefined();
  });

  it.each([
    ['paid', '2025-01-01', false],
    ['pending', '2025-06-14', true],
    ['pending', '2025-06-15', false],
    ['overdue', '2025-12-31', true],
  ] as const)('isLate(%s due %s) = %s', (status, due, late) => {
    expect(isLate(p(status, due), today)).toBe(late);
  });
});
