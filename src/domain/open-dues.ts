// The dues a charge can name: a student's payments not yet paid, earliest due first.
import type { Payment } from './payment';

type Due = Pick<Payment, 'status' | 'dueDate' | 'amount'> & { id: string };

export function openDues<P extends Due>(payments: readonly P[]): P[] {
  return payments
    .filter((p) => p.status !== 'paid')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
}
