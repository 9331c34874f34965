// Derived payment status of a student (SPEC 4). `today` is a 'YYYY-MM-DD' date in São Paulo.
import type { PaymentStatus } from './enums';
import type { Payment } from './payment';

type PaymentFacts = Pick<Payment, 'status' | 'dueDate' | 'paymentDate'> & { createdAt?: number };

export type StudentPaymentStatus = 'none' | 'overdue' | 'pending' | 'paid';

export const studentPaymentStatusLabels: Record<StudentPaymentStatus, string> = {
  none: 'Sem pagamentos',
  overdue: 'Em atraso',
  pending: 'Pendente',
  paid: 'Pago',
};

/**
 * Whether one payment is late today: marked overdue by hand, or not paid with its due date past.
 * (SPEC 4 only names the second case; a payment the staff marked 'overdue' is late as well.)
 */
export function isLate(payment: PaymentFacts, today: string): boolean {
  if (payment.status === 'paid') return false;
  return payment.status === 'overdue' || payment.dueDate < today;
}

/** Payments screen: none → 'none'; any late → 'overdue'; else any pending → 'pending'; else 'paid'. */
export function studentPaymentStatus(payments: readonly PaymentFacts[], today: string): StudentPaymentStatus {
  if (payments.length === 0) return 'none';
  if (payments.some((p) => isLate(p, today))) return 'overdue';
  if (payments.some((p) => p.status === 'pending')) return 'pending';
  return 'paid';
}

/** Latest payment by paymentDate, then createdAt; undefined when there is none. */
export function latestPayment<P extends PaymentFacts>(payments: readonly P[]): P | undefined {
  let latest: P | undefined;
  for (const p of payments) {
    if (
      !latest ||
      p.paymentDate > latest.paymentDate ||
      (p.paymentDate === latest.paymentDate && (p.createdAt ?? 0) > (latest.createdAt ?? 0))
    ) {
      latest = p;
    }
  }
  return latest;
}

/** Reports screen: only the latest payment counts. paid → paid; late → overdue; else pending. */
export function reportPaymentStatus(payments: readonly PaymentFacts[], today: string): PaymentStatus | null {
  const latest = latestPayment(payments);
  if (!latest) return null;
  if (latest.status === 'paid') return 'paid';
  return isLate(latest, today) ? 'overdue' : 'pending';
}
