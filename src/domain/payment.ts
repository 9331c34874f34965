// payments/{id}: one payment (or expected payment) of a student.
import { z } from './z';
import { disciplines, frequencias, paymentMethods, paymentStatuses } from './enums';
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
  /**
   * What the payment paid for, as the student had it when the payment was made (issue 17): the
   * closings count revenue by it, so a student who changes discipline does not move old revenue.
   * '' when unknown (a student without one; old payments are filled once, see README).
   */
  discipline: z.union([z.literal(''), z.enum(disciplines)]),
  /** The plan (frequencia) it paid for, likewise. */
  plan: z.union([z.literal(''), z.enum(frequencias)]),
  createdAt: instant,
  updatedAt: instant,
});
export type Payment = z.infer<typeof paymentSchema>;
export type PaymentWithId = Payment & { id: string };

/** What a new payment records of its student: the discipline and plan it pays for. */
export function paidFor(student: { disciplina: Payment['discipline']; frequencia: Payment['plan'] } | undefined) {
  return { discipline: student?.disciplina ?? '', plan: student?.frequencia ?? '' } satisfies Pick<
    Payment,
    'discipline' | 'plan'
  >;
}

/** A payment as stored, with the authorship of its current version (authorship.ts). */
export const storedPaymentSchema = paymentSchema.extend(authorshipShape);
export type StoredPayment = z.infer<typeof storedPaymentSchema>;
