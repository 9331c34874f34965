// What Relatórios reads besides the students and the payment summaries: only the payments of the
// months shown, the pending ones due soon, and two counts (an aggregation costs one read per
// thousand documents, not one per document).
import {
  collection,
  count,
  getAggregateFromServer,
  getCountFromServer,
  orderBy,
  query,
  sum,
  where,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { storedPaymentSchema, type StoredPayment } from '../domain/payment';
import { db } from './firestore';
import { converterFor, subscribeQuery } from './snapshots';
import type { OnData, Unsubscribe } from './live';
import type { PaymentRecord } from './payments-repo';

const converter = converterFor<StoredPayment>(storedPaymentSchema);
const payments = () => collection(db(), 'payments').withConverter(converter);

type OnRows = OnData<PaymentRecord[]>;

/** Payments whose paymentDate is between `from` and `to` (inclusive, 'YYYY-MM-DD'). */
export function subscribePaymentsBetween(from: string, to: string, onData: OnRows, onError: (e: Error) => void) {
  const q = query(payments(), where('paymentDate', '>=', from), where('paymentDate', '<=', to), orderBy('paymentDate'));
  return subscribeQuery(q, onData, onError);
}

/** Pending payments due between `from` and `to` (index: status, dueDate). */
export function subscribePendingDue(
  from: string,
  to: string,
  onData: OnRows,
  onError: (e: Error) => void,
): Unsubscribe {
  const q = query(
    payments(),
    where('status', '==', 'pending'),
    where('dueDate', '>=', from),
    where('dueDate', '<=', to),
    orderBy('dueDate'),
  );
  return subscribeQuery(q, onData, onError);
}

/**
 * How many documents of `name` have active == true (instructors, schedules) — a schedule only while
 * given on `today`: a class changed from a date on ends there (and stays active) and its successor
 * begins the day after. Those not ended, less those not begun (which end later, if at all; indexes:
 * active with endDate, and with startDate).
 */
export async function countActive(name: 'instructors' | 'schedules', today: string): Promise<number> {
  const active = query(collection(db(), name), where('active', '==', true));
  if (name === 'instructors') return (await getCountFromServer(active)).data().count;
  const counted = async (...filters: QueryFieldFilterConstraint[]) =>
    (await getCountFromServer(query(active, ...filters))).data().count;
  const [open, ending, ahead] = await Promise.all([
    counted(where('endDate', '==', null)),
    counted(where('endDate', '>=', today)),
    counted(where('startDate', '>', today)),
  ]);
  return open + ending - ahead;
}

/**
 * Revenue (paid payments by paymentDate) of each month, summed by the server: one aggregation per
 * month costs a read per thousand payments instead of downloading them (index: status, paymentDate, amount —
 * a sum is read from the index alone).
 */
export async function monthlyRevenue(months: readonly { from: string; to: string }[]): Promise<number[]> {
  const all = collection(db(), 'payments');
  return Promise.all(
    months.map(async ({ from, to }) => {
      const q = query(
        all,
        where('status', '==', 'paid'),
        where('paymentDate', '>=', from),
        where('paymentDate', '<=', to),
      );
      const snapshot = await getAggregateFromServer(q, { total: sum('amount'), count: count() });
      return Math.round(snapshot.data().total * 100) / 100;
    }),
  );
}
