// Histórico (SPEC 2.10): a student's payments with their totals — paid, pending and overdue, where
// overdue is SPEC 4's "late" (marked overdue, or not paid with its due date past, in São Paulo).
import { isLate, type StudentPaymentStatus } from './payment-status';
import type { Payment } from './payment';

type Facts = Pick<Payment, 'amount' | 'status' | 'dueDate' | 'paymentDate'>;

/** One payment's status today: 'paid', 'overdue' when late, else 'pending'. */
export function paymentStatusToday(payment: Facts, today: string): Exclude<StudentPaymentStatus, 'none'> {
  if (payment.status === 'paid') return 'paid';
  return isLate(payment, today) ? 'overdue' : 'pending';
}

export function historyTotals(payments: readonly Facts[], today: string) {
  const cents = { paid: 0, pending: 0, overdue: 0 };
  for (const p of payments) cents[paymentStatusToday(p, today)] += Math.round(p.amount * 100);
  return { paid: cents.paid / 100, pending: cents.pending / 100, overdue: cents.overdue / 100 };
}

/** '1 pagamento deste aluno não pôde ser lido', or as many (older data out of shape). */
export const unreadablePayments = (unreadable: number): string =>
  unreadable === 1
    ? '1 pagamento deste aluno não pôde ser lido'
    : `${unreadable} pagamentos deste aluno não puderam ser lidos`;
