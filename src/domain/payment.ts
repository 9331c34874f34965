// payments/{id}: one payment (or expected payment) of a student.
import { z } from './z';
import { paymentMethods, paymentStatuses } from './enums';
import { authorshipShape } from './authorship';
import { amount, docId, instant, isoDate, textOf } from './fields';
import { limits } from './limits';

// Strict: every key present and no other, exactly what firestore.rules accepts (DESIGN.md).
export const paymentSchema = z.strictObject({
  studentId: docId,
  /** Reais, more than zero. */
  amount,
  paymentDate: isoDate,
  dueDate: isoDate,
  status: z.enum(paymentStatuses),
  paymentMethod: z.union([z.literal(''), z.enum(paymentMethods)]),
  notes: textOf(limits.notes),
  createdAt: instant,
  updatedAt: instant,
});
export type Payment = z.infer<typeof paymentSchema>;
export type PaymentWithId = Payment & { id: string };

/** A payment as stored, with the authorship of its current version (authorship.ts). */
export const storedPaymentSchema = paymentSchema.extend(authorshipShape);
export type StoredPayment = z.infer<typeof storedPaymentSchema>;
