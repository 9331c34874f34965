// Payments and their per-student summaries (issue 12). Every payment write carries its student's
// summary entry in the same batch (batches work offline; transactions do not). A student's history
// is loaded on demand by a student-scoped query (index in firestore.indexes.json); when it disagrees
// with the stored entry — two admins writing at once, an older write — the entry is repaired.
import {
  collection,
  doc,
  FieldPath,
  orderBy,
  query,
  where,
  writeBatch,
  type FirestoreDataConverter,
  type QuerySnapshot,
} from 'firebase/firestore';
import { ownFields, type Author } from '../domain/authorship';
import { changedValues, restorePatch } from '../domain/record-history';
import { paymentSchema, storedPaymentSchema, type Payment, type StoredPayment } from '../domain/payment';
import {
  paymentSummarySchema,
  summarize,
  summaryAfterEdit,
  summaryDisagrees,
  summariesFromShards,
  summaryShardOf,
  withPayment,
  type PaymentSummary,
} from '../domain/payment-summary';
import { db } from './firestore';
import { isOffline } from './live-answers';
import { onNoServer } from './no-server';
import { converterFor, listen, notWholeOffline, subscribeQuery } from './snapshots';
import type { OnData, Unsubscribe } from './live';
import type { PaymentRecord } from './payments-repo';
import { trackSave } from './save';
import { createTracked, currentAuthor, loadHistory, stamp, updateTracked } from './tracked';

const payments = () => collection(db(), 'payments');
const shards = () => collection(db(), 'paymentSummaries');
const converter = converterFor<StoredPayment>(storedPaymentSchema);
/** How a refusal the server sends later names the save: 'pagamento de Ana Souza em 24/11/2026'. */
const labelOf = (p: Payment, who: string | undefined) =>
  `pagamento de ${who ? `${who} em ` : ''}${p.paymentDate.split('-').reverse().join('/')}`;

/** A shard's valid entries by student id, and how many of its entries fail their schema. */
interface Shard {
  entries: [string, PaymentSummary][];
  bad: number;
}
const shardConverter: FirestoreDataConverter<Shard> = {
  toFirestore: () => {
    throw new Error('summary shards are written entry by entry (setSummary)');
  },
  fromFirestore: (snapshot) => {
    // Entries outside their student's shard are ignored (summariesFromShards says why).
    const students = (snapshot.get('students') ?? {}) as Record<string, unknown>;
    const { summaries, unreadable, misplaced } = summariesFromShards([{ id: snapshot.id, students }]);
    if (misplaced > 0) console.warn(`${misplaced} resumo(s) de pagamento fora do seu shard, ignorados`);
    return { entries: [...summaries], bad: unreadable };
  },
};

/** Every summary entry by student id (a handful of shard documents). Bad entries are counted, not shown. */
/** The live key of every summary (hooks.ts), paused while 'Gerar mensalidades' writes. */
export const summariesKey = 'paymentSummaries';

export function subscribePaymentSummaries(
  onData: OnData<Map<string, PaymentSummary>>,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeQuery(
    query(shards().withConverter(shardConverter)),
    (all, unreadable, origin) =>
      onData(
        new Map(all.flatMap((shard) => shard.entries)),
        all.reduce((bad, shard) => bad + shard.bad, unreadable),
        origin,
      ),
    onError,
  );
}

/**
 * The batch write of a student's summary entry (merged into its shard), by `author` at the server's
 * time, as every write of the studio's data (derived data has no history: it is a fold).
 */
export function setSummary(
  batch: ReturnType<typeof writeBatch>,
  studentId: string,
  summary: PaymentSummary,
  now: number,
  author: Author,
) {
  const entry = paymentSummarySchema.parse(summary);
  const ref = doc(shards(), summaryShardOf(studentId));
  // The entry is replaced whole (mergeFields: a field path for it, not one per field of the entry, which
  // the SDK's cache would otherwise union for every pending write of the shard — 'Gerar mensalidades').
  const data = { students: { [studentId]: entry }, studentId, updatedAt: now, ...stamp(author) };
  const top = ['studentId', 'updatedAt', 'updatedBy', 'updatedByName', 'writtenAt'];
  batch.set(ref, data, { mergeFields: [new FieldPath('students', studentId), ...top] });
}

/**
 * Adds a payment; `summary` is the student's entry as the screen has it (undefined: none yet), `who`
 * the student's name (for a refusal said later).
 */
export async function addPayment(payment: Payment, summary: PaymentSummary | undefined, who?: string): Promise<string> {
  const data = paymentSchema.parse(payment);
  const author = await currentAuthor();
  const ref = doc(payments());
  const batch = writeBatch(db());
  createTracked(batch, ref, data, author);
  setSummary(batch, data.studentId, withPayment(summary, { ...data, id: ref.id }), data.updatedAt, author);
  await trackSave(batch.commit(), ref, labelOf(data, who));
  return ref.id;
}

/**
 * Saves an edited payment (its studentId and createdAt are kept, as the rules demand). `history` is
 * the student's payments as loaded: the summary is their fold with the edited one in its place.
 * A payment changed elsewhere since `before` was opened throws EditConflict (tracked.ts). On 'Manter
 * o meu', `theirs` is that newer version: the fields changed here are written over it, and the
 * summary follows the payment as it will then be stored — not the form, whose other fields are old.
 */
export async function updatePayment(
  before: PaymentRecord,
  next: Payment,
  history: readonly PaymentRecord[],
  theirs: PaymentRecord | null = null,
  who?: string,
): Promise<boolean> {
  const { id } = before;
  const data = paymentSchema.parse({ ...ownFields(next), studentId: before.studentId, createdAt: before.createdAt });
  const { updatedAt, ...changed } = changedValues(data, before);
  if (Object.keys(changed).length === 0) return false; // nothing to write: no empty version in the history
  const author = await currentAuthor();
  const ref = doc(payments(), id);
  const batch = writeBatch(db());
  await updateTracked(batch, ref, { ...changed, updatedAt }, author, before.version);
  const stored = theirs ? paymentSchema.parse({ ...ownFields(theirs), ...changed, updatedAt: data.updatedAt }) : data;
  setSummary(batch, data.studentId, summaryAfterEdit(history, { ...stored, id }), data.updatedAt, author);
  await trackSave(batch.commit(), ref, labelOf(stored, who));
  return true;
}

/** A payment's earlier versions, newest first (admins). */
export const paymentHistory = (id: string) => loadHistory(doc(payments(), id));

const restorable = ['amount', 'paymentDate', 'dueDate', 'status', 'paymentMethod', 'notes'];

/**
 * Restores an earlier version of a payment over `current` (a new version; the student stays), with
 * the student's summary refolded from `history` as in any edit. False when that version holds what
 * the payment holds now: nothing is written, and the screen says so.
 */
export function restorePayment(
  current: PaymentRecord,
  version: Record<string, unknown>,
  history: readonly PaymentRecord[],
  who?: string,
): Promise<boolean> {
  const patch = restorePatch(current, version, restorable);
  const next = { ...ownFields(current), ...patch, updatedAt: Date.now() } as Payment;
  return updatePayment(current, next, history, null, who);
}

/**
 * A student's payments, newest first, live — as the server has them (from the local cache only
 * offline). Once the server has answered (not from the cache, no
 * write of ours in flight), a stored entry that is not the fold of this history is rewritten.
 */
export function subscribeStudentPayments(
  studentId: string,
  stored: () => PaymentSummary | undefined,
  onData: (rows: PaymentRecord[], unreadable: number) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const q = query(
    payments().withConverter(converter),
    where('studentId', '==', studentId),
    orderBy('paymentDate', 'desc'),
  );
  // A cached answer set aside while online: if the connection drops (or the server is found
  // unreachable) before the server answers, Firestore does not give it again, so it is judged anew
  // then (else a spinner for good).
  let held: QuerySnapshot<PaymentRecord> | null = null;
  const answer = (snapshot: QuerySnapshot<PaymentRecord>) => {
    // A new device's cache may hold only some of the student's payments (those written here):
    // online, wait for the server's answer, since an edit's summary is the fold of this list;
    // offline, use the cache only when it holds as many payments as the summary counts, and else
    // say so (a spinner would wait for good) until the server answers.
    const cached = snapshot.metadata.fromCache;
    held = cached && !isOffline() ? snapshot : null;
    if (held) return;
    if (cached && snapshot.size < (stored()?.count ?? 0)) {
      onError(notWholeOffline('Histórico incompleto neste aparelho, sem conexão'));
      return;
    }
    const rows: PaymentRecord[] = [];
    let unreadable = 0;
    for (const d of snapshot.docs) {
      try {
        rows.push(d.data());
      } catch (error) {
        unreadable += 1;
        console.warn(`Documento fora do formato: ${d.ref.path}`, error);
      }
    }
    onData(rows, unreadable);
    const settled = !snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites;
    if (settled && unreadable === 0 && summaryDisagrees(stored(), rows)) void repairSummary(studentId, rows);
  };
  const stopJudging = onNoServer(() => held && answer(held));
  const stop = listen(q, answer, onError);
  return () => {
    stopJudging();
    stop();
  };
}

async function repairSummary(studentId: string, history: readonly PaymentRecord[]): Promise<void> {
  const summary = summarize(history);
  if (!summary) return; // nothing to summarise; an entry without payments cannot be written back
  try {
    const batch = writeBatch(db());
    setSummary(batch, studentId, summary, Date.now(), await currentAuthor());
    await batch.commit();
  } catch (error) {
    console.warn('Resumo de pagamentos não reparado', error);
  }
}
