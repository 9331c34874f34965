// 'Gerar mensalidades' (issue 17): writes a month's dues, each with its student's summary entry, in
// small batches. The rules read at most 20 documents outside a batch: each new payment checks its
// student exists (1), an entry whose last payment is not in the batch reads it (1), the caller's
// profile counts once — so a batch holds at most 8 students, each of another summary shard (a shard
// is then written once per batch). Batches run 12 at a time; each is offline-safe (trackSave). The
// screen's summary listener is paused meanwhile. npm run bench:dues, 400 dues: 12.0 s followed live;
// 9.0–16.4 s paused with 8 shards; 32 smaller shards (each write cheaper on the emulator) and each
// entry replaced whole (setSummary): figures in the README.
import {
  collection,
  doc,
  documentId,
  endAt,
  getDocs,
  orderBy,
  query,
  startAt,
  where,
  writeBatch,
} from 'firebase/firestore';
import { ownFields } from '../domain/authorship';
import { chargedIn, monthLabel, type Month, type MonthPayments, type PaymentDueInMonth } from '../domain/monthly-dues';
import { paymentSchema, type Payment } from '../domain/payment';
import { summaryShardOf, withPayment, type PaymentSummary } from '../domain/payment-summary';
import { db } from './firestore';
import { pauseLive } from './live';
import { setSummary, summariesKey } from './payment-ledger';
import { trackSave } from './save';
import { fromServerWhileOnline } from './server-answer';
import { createTracked, currentAuthor } from './tracked';

const payments = () => collection(db(), 'payments');
const IN_FLIGHT = 12;
const DUES_PER_BATCH = 8;

/**
 * What `month` holds already: its generated dues (their ids start with the month: monthlyDueId, even
 * when a due date was moved since) and the students whose fee a payment due in it stands for (chargedIn).
 * Online, the server's answer (a slow server's cached one would miss payments made elsewhere).
 */
export const monthPayments = (month: Month, onWaiting?: () => void): Promise<MonthPayments> =>
  fromServerWhileOnline(() => readMonth(month), onWaiting);

async function readMonth(month: Month): Promise<MonthPayments> {
  const [generated, due] = await Promise.all([
    getDocs(query(payments(), orderBy(documentId()), startAt(`${month}_`), endAt(`${month}_\uf8ff`))),
    getDocs(query(payments(), where('dueDate', '>=', `${month}-01`), where('dueDate', '<=', `${month}-31`))),
  ]);
  const dueInMonth = due.docs.map((d) => ({
    id: d.id,
    studentId: String(d.get('studentId')),
    plan: d.get('plan') as PaymentDueInMonth['plan'],
  }));
  return {
    dueIds: new Set(generated.docs.map((d) => d.id)),
    charged: chargedIn(month, dueInMonth),
    fromCache: generated.metadata.fromCache || due.metadata.fromCache,
  };
}

/** Batches of at most DUES_PER_BATCH dues, never two of one summary shard (a shard is written once a batch). */
export function shardBatches<T extends { studentId: string }>(dues: readonly T[]): T[][] {
  const queues = new Map<string, T[]>();
  for (const due of dues) {
    const shard = summaryShardOf(due.studentId);
    queues.set(shard, [...(queues.get(shard) ?? []), due]);
  }
  // Round by round, one due of each shard; a round is cut in batches of at most DUES_PER_BATCH.
  const batches: T[][] = [];
  for (let i = 0; ; i++) {
    const round = [...queues.values()].flatMap((queue) => queue.slice(i, i + 1));
    if (round.length === 0) return batches;
    for (let j = 0; j < round.length; j += DUES_PER_BATCH) batches.push(round.slice(j, j + DUES_PER_BATCH));
  }
}

export interface DuesResult {
  created: number;
  failed: number;
  /** Why the first refused batch was refused (undefined when none was). */
  firstError?: unknown;
}

/**
 * Creates `dues` (ids from monthlyDueId) with the summary entry of each student as the screen has it.
 * `onProgress(done, total)` follows the batches. A batch the rules refuse (a due created meanwhile on
 * another device) is counted as failed; the others go on.
 */
export async function createMonthlyDues(
  dues: readonly (Payment & { id: string })[],
  summaryOf: (studentId: string) => PaymentSummary | undefined,
  onProgress: (done: number, total: number) => void,
): Promise<DuesResult> {
  const author = await currentAuthor();
  const batches = shardBatches(dues);
  const result: DuesResult = { created: 0, failed: 0 };
  let done = 0;
  const write = async (group: (Payment & { id: string })[]) => {
    const batch = writeBatch(db());
    for (const due of group) {
      const data = paymentSchema.parse(ownFields(due));
      createTracked(batch, doc(payments(), due.id), data, author);
      setSummary(batch, data.studentId, withPayment(summaryOf(data.studentId), due), data.updatedAt, author);
    }
    const first = group[0];
    if (!first) return;
    try {
      // Named for a refusal that comes once back online (a due made meanwhile on another device): the
      // whole batch is refused, students that device did not charge too.
      const students = `${group.length} ${group.length === 1 ? 'aluno' : 'alunos'}`;
      const label = `mensalidades de ${monthLabel(first.dueDate.slice(0, 7))} (${students}; gere o mês de novo para completá-lo)`;
      await trackSave(batch.commit(), doc(payments(), first.id), label);
      result.created += group.length;
    } catch (error) {
      console.warn('Mensalidades recusadas', error);
      result.failed += group.length;
      result.firstError ??= error;
    }
    done += group.length;
    onProgress(done, dues.length);
  };
  const queue = [...batches];
  // Every batch rewrites the summary shards: the screen catches up once at the end instead of
  // downloading each shard again after every batch (its table is behind the dialog meanwhile).
  const resume = pauseLive([summariesKey]);
  try {
    await Promise.all(
      Array.from({ length: Math.min(IN_FLIGHT, queue.length) }, async () => {
        for (let group = queue.shift(); group; group = queue.shift()) await write(group);
      }),
    );
  } finally {
    resume();
  }
  return result;
}
