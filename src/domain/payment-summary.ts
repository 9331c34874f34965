// Per-student payment summary (issue 12): what the Pagamentos table and Relatórios need of a
// student's payments, so a cold open reads one entry per student instead of every payment. It is a
// fold of the payments: `summarize` of any order gives the same entry, and `withPayment` adds one.
// Entries live in a few shard documents (paymentSummaries/{shard}, `students.{studentId}`), so the
// screen reads a handful of documents besides the students themselves.
import { z } from './z';
import { paymentStatuses, type PaymentStatus } from './enums';
import { amount, docId, instant, isoDate, isoDateOrEmpty } from './fields';
import type { Payment } from './payment';
import type { StudentPaymentStatus } from './payment-status';

/** Totals are sums of many amounts: far above one payment's limit, bounded against abuse. */
export const SUMMARY_TOTAL_MAX = 1_000_000_000_000;
const total = z.number().nonnegative().max(SUMMARY_TOTAL_MAX);

// Strict: exactly what firestore.rules (isValidSummary) accepts.
export const paymentSummarySchema = z.strictObject({
  count: z.number().int().positive(),
  paidTotal: total,
  pendingTotal: total,
  overdueTotal: total,
  /** Earliest due date of a payment still 'pending'; '' when none. */
  firstPendingDue: isoDateOrEmpty,
  /** Earliest due date of a payment marked 'overdue'; '' when none. */
  firstOverdueDue: isoDateOrEmpty,
  /** The latest payment (by paymentDate, then createdAt, then id). */
  lastPaymentId: docId,
  lastPaymentDate: isoDate,
  lastDueDate: isoDate,
  lastAmount: amount,
  lastStatus: z.enum(paymentStatuses),
  lastCreatedAt: instant,
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** A shard document: entries by student id, and which student the last write changed. */
export const summaryShardSchema = z.strictObject({
  students: z.record(docId, paymentSummarySchema),
  studentId: docId,
  updatedAt: instant,
});
export type SummaryShard = z.infer<typeof summaryShardSchema>;

export const SUMMARY_SHARDS = 8;

/** The shard of a student's entry: a stable hash of the id, so writes spread over the shards. */
export function summaryShardOf(studentId: string): string {
  let hash = 0;
  for (let i = 0; i < studentId.length; i++) hash = (hash * 31 + studentId.charCodeAt(i)) % 1_000_003;
  return `shard-${hash % SUMMARY_SHARDS}`;
}

type Facts = Pick<Payment, 'amount' | 'status' | 'paymentDate' | 'dueDate' | 'createdAt'> & { id: string };

const cents = (reais: number) => Math.round(reais * 100);
const plus = (sum: number, add: number) => (cents(sum) + cents(add)) / 100;
const earliest = (a: string, b: string) => (a === '' ? b : b === '' || a <= b ? a : b);

function isLater(p: Facts, s: PaymentSummary): boolean {
  if (p.paymentDate !== s.lastPaymentDate) return p.paymentDate > s.lastPaymentDate;
  if (p.createdAt !== s.lastCreatedAt) return p.createdAt > s.lastCreatedAt;
  return p.id > s.lastPaymentId;
}

/** The summary after one more payment; `summary` undefined for a student with none yet. */
export function withPayment(summary: PaymentSummary | undefined, p: Facts): PaymentSummary {
  const base: PaymentSummary = summary ?? {
    count: 0,
    paidTotal: 0,
    pendingTotal: 0,
    overdueTotal: 0,
    firstPendingDue: '',
    firstOverdueDue: '',
    lastPaymentId: p.id,
    lastPaymentDate: p.paymentDate,
    lastDueDate: p.dueDate,
    lastAmount: p.amount,
    lastStatus: p.status,
    lastCreatedAt: p.createdAt,
  };
  const last = !summary || isLater(p, summary);
  return {
    count: base.count + 1,
    paidTotal: p.status === 'paid' ? plus(base.paidTotal, p.amount) : base.paidTotal,
    pendingTotal: p.status === 'pending' ? plus(base.pendingTotal, p.amount) : base.pendingTotal,
    overdueTotal: p.status === 'overdue' ? plus(base.overdueTotal, p.amount) : base.overdueTotal,
    firstPendingDue: p.status === 'pending' ? earliest(base.firstPendingDue, p.dueDate) : base.firstPendingDue,
    firstOverdueDue: p.status === 'overdue' ? earliest(base.firstOverdueDue, p.dueDate) : base.firstOverdueDue,
    lastPaymentId: last ? p.id : base.lastPaymentId,
    lastPaymentDate: last ? p.paymentDate : base.lastPaymentDate,
    lastDueDate: last ? p.dueDate : base.lastDueDate,
    lastAmount: last ? p.amount : base.lastAmount,
    lastStatus: last ? p.status : base.lastStatus,
    lastCreatedAt: last ? p.createdAt : base.lastCreatedAt,
  };
}

/** The fold of a student's payments (any order); undefined when there are none. */
export function summarize(payments: readonly Facts[]): PaymentSummary | undefined {
  return payments.reduce<PaymentSummary | undefined>(withPayment, undefined);
}

/** The summary after editing one payment: the history as loaded, with `edited` in its place. */
export function summaryAfterEdit(history: readonly Facts[], edited: Facts): PaymentSummary {
  const others = history.filter((p) => p.id !== edited.id);
  return withPayment(summarize(others), edited);
}

/** True when the stored entry is not the fold of the history (then it is repaired). */
export function summaryDisagrees(stored: PaymentSummary | undefined, history: readonly Facts[]): boolean {
  const actual = summarize(history);
  if (!stored || !actual) return stored !== actual;
  return (Object.keys(actual) as (keyof PaymentSummary)[]).some((key) => stored[key] !== actual[key]);
}

/** What is still open (pending or overdue): the amount and the earliest due date; null when nothing. */
export function openBalance(summary: PaymentSummary | undefined): { amount: number; dueDate: string } | null {
  if (!summary) return null;
  const amount = plus(summary.pendingTotal, summary.overdueTotal);
  const dueDate = earliest(summary.firstPendingDue, summary.firstOverdueDue);
  return amount > 0 && dueDate ? { amount, dueDate } : null;
}

/**
 * SPEC 4 on the payments screen, from the summary and the studio's `today`: the same answer as
 * studentPaymentStatus over the payments, with no write when a due date passes.
 */
export function summaryStatus(summary: PaymentSummary | undefined, today: string): StudentPaymentStatus {
  if (!summary) return 'none';
  if (summary.firstOverdueDue !== '') return 'overdue';
  if (summary.firstPendingDue !== '') return summary.firstPendingDue < today ? 'overdue' : 'pending';
  return 'paid';
}

/** SPEC 4 on the reports screen: the latest payment only (as reportPaymentStatus). */
export function summaryReportStatus(summary: PaymentSummary | undefined, today: string): PaymentStatus | null {
  if (!summary) return null;
  if (summary.lastStatus === 'paid') return 'paid';
  return summary.lastStatus === 'overdue' || summary.lastDueDate < today ? 'overdue' : 'pending';
}
