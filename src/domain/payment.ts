// payments/{id}: one payment (or expected payment) of a student.
import { z } from 'zod';
import { paymentMethods, paymentStatuses } from './enums';
import { docId, instant, isoDate, money } from './fields';
import { limits } from './limits';

export const paymentSchema = z.object({
  studentId: docId,
  amount: money,
  paymentDate: isoDate,
  dueDate: isoDate,
  status: z.enum(paymentStatuses),
  paymentMethod: z.union([z.literal(''), z.enum(paymentMethods)]),
  notes: z.string().max(limits.notes),
  createdAt: instant,
  updatedAt: instant,
});
export type Payment = z.infer<typeof paymentSchema>;
export type PaymentWithId = Payment & { id: string };
