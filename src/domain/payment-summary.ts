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

// Strict: exactly what firestore.rules (isValidSummary) accepts, including that the totals hold the
// last payment (isConsistentSummary): a fold always does, so only a forged entry fails it.
export const paymentSummarySchema = z
  .strictObject({
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
  })
  .refine(holdsItsLastPayment, { message: 'Resumo incoerente com o último pagamento' });
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** The last payment is counted in the total of its status, and its due date is not before the earliest one. */
function holdsItsLastPayment(s: {
  lastStatus: PaymentStatus;
  lastAmount: number;
  lastDueDate: string;
  paidTotal: number;
  pendingTotal: number;
  overdueTotal: number;
  firstPendingDue: string;
  firstOverdueDue: string;
}): boolean {
  if (s.lastStatus === 'paid') return s.paidTotal >= s.lastAmount;
  const [total, first] =
    s.lastStatus === 'pending' ? [s.pendingTotal, s.firstPendingDue] : [s.overdueTotal, s.firstOverdueDue];
  return total >= s.lastAmount && first !== '' && first <= s.lastDueDate;
}

/** A shard document: entries by student id, and which student the last write changed. */
export const summaryShardSchema = z.strictObject({
  students: z.record(docId, paymentSummarySchema),
  studentId: docId,
  updatedAt: instant,
});
export type SummaryShard = z.infer<typeof summaryShardSchema>;

/**
 * 32 shards (8 until 'Gerar mensalidades'): a shard of a 600-student studio holds ~19 entries, so a
 * write of one entry (which the emulator and the SDK's cache handle whole) stays small, and a cold
 * Pagamentos still reads only 32 documents besides the students. Changing it moves entries: the
 * migration rebuilds the shards (scripts/migrations.ts, reshardStep).
 */
export const SUMMARY_SHARDS = 32;

/** The shard of a student's entry: a stable hash of the id, so writes spread over the shards. */
export function summaryShardOf(studentId: string): string {
  let hash = 0;
  for (let i = 0; i < studentId.length; i++) hash = (hash * 31 + studentId.charCodeAt(i)) % 1_000_003;
  return `shard-${hash % SUMMARY_SHARDS}`;
}

/**
 * Every entry of the shard documents by student id. An entry outside its student's shard is ignored:
 * entries are never removed (rules), so one written to the wrong shard (an older client, a forged
 * write) would otherwise overrule the real one for good. Entries that fail the schema are counted.
 */
export function summariesFromShards(shards: readonly { id: string; students: Record<string, unknown> }[]) {
  const summaries = new Map<string, PaymentSummary>();
  let unreadable = 0;
  let misplaced = 0;
  for (const shard of shards) {
    for (const [studentId, entry] of Object.entries(shard.students)) {
      if (summaryShardOf(studentId) !== shard.id) {
        misplaced += 1;
        continue;
      }
      const parsed = paymentSummarySchema.safeParse(entry);
      if (parsed.success) summaries.set(studentId, parsed.data);
      else unreadable += 1;
    }
  }
  return { summaries, unreadable, misplaced };
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
