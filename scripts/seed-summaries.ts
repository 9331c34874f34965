// The payment summary shards (paymentSummaries/{shard}) of seeded payments: each student's entry is
// the fold of their payments, as the app keeps it (src/domain/payment-summary.ts), validated by the
// same schema the rules mirror.
import type { Payment } from '../src/domain/payment.ts';
import { summarize, summaryShardOf, summaryShardSchema, type PaymentSummary } from '../src/domain/payment-summary.ts';

/** What of a payment its student's entry is made of. */
export type SummedPayment = Pick<
  Payment,
  'studentId' | 'updatedAt' | 'amount' | 'status' | 'paymentDate' | 'dueDate' | 'createdAt'
>;

/**
 * Deterministic: a shard's updatedAt is the latest updatedAt of the payments it sums. `author` is who
 * the shards name as their writer (updatedBy, updatedByName, writtenAt), as the app's writes do.
 */
export function summaryWrites(payments: readonly { id: string; data: SummedPayment }[], author: object) {
  const byStudent = new Map<string, { id: string; data: SummedPayment }[]>();
  for (const p of payments) byStudent.set(p.data.studentId, [...(byStudent.get(p.data.studentId) ?? []), p]);
  const shards = new Map<string, { students: Record<string, PaymentSummary>; studentId: string; updatedAt: number }>();
  for (const [studentId, list] of byStudent) {
    const summary = summarize(list.map((p) => ({ ...p.data, id: p.id })));
    if (!summary) continue;
    const shard = summaryShardOf(studentId);
    const doc = shards.get(shard) ?? { students: {}, studentId, updatedAt: 0 };
    doc.updatedAt = Math.max(doc.updatedAt, ...list.map((p) => p.data.updatedAt));
    doc.students[studentId] = summary;
    doc.studentId = studentId;
    shards.set(shard, doc);
  }
  return [...shards].map(([shard, doc]) => ({
    path: `paymentSummaries/${shard}`,
    data: { ...summaryShardSchema.parse(doc), ...author },
  }));
}
