import { paymentSchema, storedPaymentSchema, type StoredPayment } from '../domain/payment';
import { collectionRepo } from './collection-repo';
import type { WithId } from './live';

export type PaymentRecord = WithId<StoredPayment>;

/** Payments, newest first (SPEC 7). Only active admins may read or write them (firestore.rules). */
export const paymentsRepo = collectionRepo(
  'payments',
  paymentSchema,
  storedPaymentSchema,
  ['paymentDate', 'desc'],
  (p) => (p.paymentDate ? `pagamento de ${p.paymentDate.split('-').reverse().join('/')}` : 'pagamento'),
);
