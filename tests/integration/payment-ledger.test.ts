// Payments and their summaries against the emulator (issue 12): each add or edit writes the
// student's summary entry in the same batch; opening a history repairs an entry that disagrees.
import { disableNetwork } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../src/data/auth-service';
import { db } from '../../src/data/firestore';
import {
  addPayment,
  restorePayment,
  subscribePaymentSummaries,
  subscribeStudentPayments,
  updatePayment,
} from '../../src/data/payment-ledger';
import type { PaymentRecord } from '../../src/data/payments-repo';
import { summarize, summaryShardOf, type PaymentSummary } from '../../src/domain/payment-summary';
import { admin, clearEmulators, createStaff, seedReferences, stored, uniqueEmail } from '../support/emulator';
import { payment } from '../support/fixtures';
import { connectDataLayerToEmulators, nextValue } from '../support/web-client';
import { onlineAfterEach } from '../support/offline';

connectDataLayerToEmulators();

const summaries = (accept: (m: Map<string, PaymentSummary>) => boolean) => nextValue(subscribePaymentSummaries, accept);
const history = (studentId: string, stored: PaymentSummary | undefined, accept: (rows: PaymentRecord[]) => boolean) =>
  nextValue<PaymentRecord[]>(
    (onData, onError) => subscribeStudentPayments(studentId, () => stored, onData, onError),
    accept,
  );

let adminUid = '';

beforeEach(async () => {
  await signOut();
  await clearEmulators();
  await seedReferences({ students: ['stu1', 'stu2', 'stu3', 'stu4', 'other'] });
  const email = uniqueEmail('admin');
  adminUid = await createStaff(email, { role: 'admin', password: 'senha123' });
  await signIn(email, 'senha123', true);
});

onlineAfterEach();

describe('payment ledger', () => {
  it('keeps the summary equal to the fold of the payments through adds and edits', async () => {
    const first = await addPayment(payment({ studentId: 'stu1', amount: 280, paymentDate: '2026-09-10' }), undefined);
    let map = await summaries((m) => m.get('stu1')?.count === 1);
    await addPayment(
      payment({ studentId: 'stu1', amount: 300, status: 'pending', paymentDate: '2026-10-10', dueDate: '2026-10-10' }),
      map.get('stu1'),
    );
    map = await summaries((m) => m.get('stu1')?.count === 2);
    expect(map.get('stu1')).toMatchObject({ paidTotal: 280, pendingTotal: 300, firstPendingDue: '2026-10-10' });

    // Edit the older payment: pending now, amount changed; the history is what the screen loaded.
    const rows = await history('stu1', map.get('stu1'), (r) => r.length === 2);
    const older = rows.find((p) => p.id === first);
    if (!older) throw new Error('missing');
    const { id: _id, ...fields } = older;
    await updatePayment(older, { ...fields, amount: 150, status: 'overdue', updatedAt: Date.now() }, rows);
    map = await summaries((m) => m.get('stu1')?.overdueTotal === 150);

    const stored = (await admin().db.collection('payments').where('studentId', '==', 'stu1').get()).docs;
    const fold = summarize(stored.map((d) => ({ ...(d.data() as PaymentRecord), id: d.id })));
    expect(map.get('stu1')).toEqual(fold);
    expect(map.get('stu1')).toMatchObject({ count: 2, paidTotal: 0, firstOverdueDue: '2025-06-10' });
    const shard = await admin()
      .db.doc(`paymentSummaries/${summaryShardOf('stu1')}`)
      .get();
    expect(shard.get('studentId')).toBe('stu1');
    // Who wrote the entry and when, as every write (the rules check them).
    expect(shard.get('updatedBy')).toBe(adminUid);
    expect(shard.get('writtenAt')).toBeInstanceOf(Timestamp);
  });

  it('restoring a version that holds what the payment holds now writes nothing, and says so (false)', async () => {
    const id = await addPayment(payment({ studentId: 'stu3', amount: 120 }), undefined);
    const map = await summaries((m) => m.get('stu3')?.count === 1);
    const rows = await history('stu3', map.get('stu3'), (r) => r.length === 1);
    const [current] = rows;
    if (!current) throw new Error('missing');
    const { id: _id, ...fields } = current;
    expect(await restorePayment(current, { ...fields }, rows)).toBe(false);
    expect(await restorePayment(current, { ...fields, amount: 90 }, rows)).toBe(true);
    const versions = await admin().db.collection(`payments/${id}/history`).get();
    expect(versions.size).toBe(1); // only the version the real restore replaced
  });

  it('repairs a summary that missed a payment when the history is opened', async () => {
    await addPayment(payment({ studentId: 'stu2', amount: 100 }), undefined);
    // A payment written without its summary (e.g. an older client): the entry says 1, there are 2.
    await admin()
      .db.collection('payments')
      .add(stored(payment({ studentId: 'stu2', amount: 50, paymentDate: '2026-11-01' })));
    const stale = (await summaries((m) => m.has('stu2'))).get('stu2');
    expect(stale?.count).toBe(1);
    await history('stu2', stale, (rows) => rows.length === 2);
    const repaired = await summaries((m) => m.get('stu2')?.count === 2);
    expect(repaired.get('stu2')).toMatchObject({ paidTotal: 150, lastAmount: 50, lastPaymentDate: '2026-11-01' });
  });

  it("'Manter o meu' over a due marked paid meanwhile: the note typed here goes on, the payment stays paid and its summary says so", async () => {
    await addPayment(
      payment({ studentId: 'stu1', amount: 300, status: 'pending', paymentDate: '2026-11-10', dueDate: '2026-11-10' }),
      undefined,
    );
    const rows = await history('stu1', undefined, (r) => r.length === 1);
    const [opened] = rows; // the form opened here
    if (!opened) throw new Error('missing');
    const { id: _id, ...fields } = opened;
    // Another device marks it paid (status and payment date)...
    await updatePayment(opened, { ...fields, status: 'paid', paymentDate: '2026-11-20', updatedAt: Date.now() }, rows);
    const [theirs] = await history('stu1', undefined, (r) => r[0]?.status === 'paid');
    if (!theirs) throw new Error('missing');
    // ...and this one, told so, keeps its note over their version.
    const mine = { ...fields, notes: 'Pago em dinheiro na recepção', updatedAt: Date.now() };
    await updatePayment({ ...opened, version: theirs.version }, mine, rows, theirs);

    const [after] = await history('stu1', undefined, (r) => r[0]?.notes === 'Pago em dinheiro na recepção');
    expect(after).toMatchObject({ status: 'paid', paymentDate: '2026-11-20' });
    const map = await summaries((m) => m.get('stu1')?.paidTotal === 300);
    expect(map.get('stu1')).toMatchObject({ pendingTotal: 0, lastPaymentDate: '2026-11-20', lastStatus: 'paid' });
  });

  it('never lets a payment move to another student', async () => {
    await addPayment(payment({ studentId: 'stu3' }), undefined);
    const rows = await history('stu3', undefined, (r) => r.length === 1);
    const [only] = rows;
    if (!only) throw new Error('missing');
    const { id: _id, ...fields } = only;
    await updatePayment(only, { ...fields, studentId: 'other', notes: 'x', updatedAt: Date.now() }, rows);
    const after = await history('stu3', undefined, (r) => r[0]?.notes === 'x');
    expect(after[0]?.studentId).toBe('stu3');
  });

  it('offline, uses a cached history only when it holds every payment the summary counts, and else says it cannot', async () => {
    await admin()
      .db.collection('payments')
      .add(stored(payment({ studentId: 'stu4', amount: 70 })));
    const entry = (count: number): PaymentSummary => ({ ...summarize([{ ...payment(), id: 'x' }])!, count });
    // Online, a listener that stays open keeps the payment in the (memory) cache.
    const keep = subscribeStudentPayments(
      'stu4',
      () => entry(1),
      () => undefined,
      () => undefined,
    );
    await history('stu4', entry(1), (rows) => rows.length === 1);
    await disableNetwork(db());
    vi.stubGlobal('navigator', { onLine: false });
    expect((await history('stu4', entry(1), () => true)).map((p) => p.amount)).toEqual([70]);
    // Not a spinner for good: no connection, said at once.
    await expect(history('stu4', entry(2), () => true)).rejects.toMatchObject({ code: 'unavailable' });
    keep();
  });

  it('shows a cached history set aside online once the connection drops before the server answers', async () => {
    await admin()
      .db.collection('payments')
      .add(stored(payment({ studentId: 'stu4', amount: 70 })));
    const entry = { ...summarize([{ ...payment(), id: 'x' }])!, count: 1 };
    const keep = subscribeStudentPayments(
      'stu4',
      () => entry,
      () => undefined,
      () => undefined,
    );
    await history('stu4', entry, (rows) => rows.length === 1); // in the (memory) cache now
    vi.stubGlobal('window', new EventTarget()); // where the browser says it went offline
    await disableNetwork(db()); // the server unreachable, the browser not told yet
    const shown: PaymentRecord[][] = [];
    const stop = subscribeStudentPayments(
      'stu4',
      () => entry,
      (rows) => shown.push(rows),
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(shown).toEqual([]); // online, the cache waits for the server's answer
    vi.stubGlobal('navigator', { onLine: false });
    window.dispatchEvent(new Event('offline'));
    expect(shown.map((rows) => rows.map((p) => p.amount))).toEqual([[70]]);
    stop();
    keep();
  });

  it("ignores an entry written to another student's shard: a late student never shows 'Pago' for good", async () => {
    // Written with the admin SDK only, so this client's cache holds none of it: the listener's answer
    // is the server's.
    const late = payment({
      studentId: 'stu1',
      amount: 90,
      status: 'pending',
      paymentDate: '2025-06-01',
      dueDate: '2025-06-01',
    });
    const { id } = await admin().db.collection('payments').add(stored(late));
    const entry = (p: typeof late) => ({
      students: { stu1: summarize([{ ...p, id }]) },
      studentId: 'stu1',
      updatedAt: Date.now(),
    });
    const own = summaryShardOf('stu1');
    await admin().db.doc(`paymentSummaries/${own}`).set(entry(late));
    // A 'paid' entry in other shards, before and after the student's own in the listing.
    for (const other of ['shard-0', 'shard-7'].filter((s) => s !== own)) {
      await admin()
        .db.doc(`paymentSummaries/${other}`)
        .set(entry({ ...late, status: 'paid' }));
    }
    const map = await summaries((m) => m.has('stu1'));
    expect(map.get('stu1')).toMatchObject({ paidTotal: 0, pendingTotal: 90, firstPendingDue: '2025-06-01' });
  });
});
