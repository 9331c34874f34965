import firebase from 'firebase/compat/app';
import { describe, it } from 'vitest';
import { summarize } from '../../src/domain/payment-summary';
import { samplePayment } from '../../src/domain/test-helpers';
import {
  ADMIN_ONLY,
  DAY,
  MINUTE,
  NOW,
  authorOf,
  expectRule,
  itEnforcesAccess,
  useRulesEnv,
  validPayment,
  validSummary,
  validStudent,
  validSummaryShard,
  without,
  type Data,
} from './env';

/** The stored payment an entry names as its last one (same student, date, due date, amount, status, createdAt). */
const lastPaymentOf = (studentId: string, e: Data = validSummary): Data => ({
  ...validPayment,
  studentId,
  amount: e.lastAmount,
  paymentDate: e.lastPaymentDate,
  dueDate: e.lastDueDate,
  status: e.lastStatus,
  createdAt: e.lastCreatedAt,
  updatedAt: e.lastCreatedAt,
});
const STUDENTS = ['student-1', 'student-2', 'student-3', 'student-9'];
/** An entry of `studentId` whose last payment is pay-<studentId>, stored as it says. */
const entryOf = (studentId: string, change: Data = {}): Data => ({
  ...validSummary,
  lastPaymentId: `pay-${studentId}`,
  ...change,
});

// paymentSummaries/{shard}: students.{studentId} is a fold of the student's payments, written in the
// same batch as each payment. Financial data: active admins only, one entry per write, none removed,
// and every entry backed by its last payment (issue 17).
describe('paymentSummaries', () => {
  const env = useRulesEnv({
    'paymentSummaries/shard-0': { ...validSummaryShard, students: { 'student-1': entryOf('student-1') } },
    'students/student-1': validStudent,
    'students/student-2': validStudent,
    ...Object.fromEntries(STUDENTS.map((id) => [`payments/pay-${id}`, lastPaymentOf(id)])),
  });
  const admin = () => env.as('admin');
  const entry = (studentId: string, summary: Data = entryOf(studentId), extra: Data = {}) => ({
    students: { [studentId]: summary },
    studentId,
    updatedAt: NOW + 1,
    ...authorOf('admin'),
    ...extra,
  });
  const merge = (shard: string, data: Data) => admin().doc(`paymentSummaries/${shard}`).set(data, { merge: true });

  describe('access: active admins only, never delete', () => {
    // A shard is derived data, written as is (merged, for an update) beside its payment.
    itEnforcesAccess(
      env,
      'paymentSummaries',
      ADMIN_ONLY,
      entry('student-2'),
      entry('student-1'),
      { existing: 'shard-0', created: 'shard-1' },
      (batch, op, path, data) => batch.raw(path, data, op === 'update'),
    );
  });

  describe('accepts', () => {
    it.each<[string, Data]>([
      ['a new student in an existing shard', entry('student-2')],
      ["an update of the same student's entry", entry('student-1', entryOf('student-1', { count: 4 }))],
      [
        'a repair: no payment written, the last one stored as the entry says',
        entry('student-1', entryOf('student-1', { count: 7, paidTotal: 1000 })),
      ],
    ])('%s', async (_name, data) => {
      await expectRule(merge('shard-0', data), true);
    });

    it('a summary the domain builds, beside its payment', async () => {
      const summary = summarize([{ ...samplePayment, id: 'p1' }]) as Data;
      const batch = env
        .batch('admin')
        .create('payments/p1', { ...samplePayment, studentId: 'student-2', createdAt: NOW, updatedAt: NOW })
        .raw('paymentSummaries/shard-0', entry('student-2', { ...summary, lastCreatedAt: NOW }), true);
      await expectRule(batch.commit(), true);
    });

    it('all paid (no open due dates), its last payment paid', async () => {
      const paid = entryOf('student-3', { firstPendingDue: '', pendingTotal: 0, lastStatus: 'paid' });
      const batch = env
        .batch('admin')
        .update('payments/pay-student-3', { status: 'paid' })
        .raw('paymentSummaries/shard-0', entry('student-3', paid), true);
      await expectRule(batch.commit(), true);
    });

    it("the app's write: the entry replaced whole (mergeFields), in an existing shard or a new one", async () => {
      const fields = (id: string) => [
        new firebase.firestore.FieldPath('students', id),
        ...['studentId', 'updatedAt', 'updatedBy', 'updatedByName', 'writtenAt'],
      ];
      const replaced = entry('student-1', entryOf('student-1', { count: 4 }));
      await expectRule(
        admin()
          .doc('paymentSummaries/shard-0')
          .set(replaced, { mergeFields: fields('student-1') }),
        true,
      );
      await expectRule(
        admin()
          .doc('paymentSummaries/shard-20')
          .set(entry('student-9'), { mergeFields: fields('student-9') }),
        true,
      );
    });

    it('the first entry of a new shard', async () => {
      await expectRule(admin().doc('paymentSummaries/shard-7').set(entry('student-9')), true);
      await expectRule(admin().doc('paymentSummaries/shard-31').set(entry('student-9')), true);
    });

    it('a payment and its summary in one batch', async () => {
      const batch = env
        .batch('admin')
        .create('payments/p-new', lastPaymentOf('student-1'))
        .raw('paymentSummaries/shard-0', entry('student-1', entryOf('student-1', { lastPaymentId: 'p-new' })), true);
      await expectRule(batch.commit(), true);
    });
  });

  describe('refuses', () => {
    it.each<[string, Data]>([
      [
        'two students changed at once',
        { ...entry('student-2'), students: { 'student-2': validSummary, 'student-3': validSummary } },
      ],
      ['a change to another student than named', { ...entry('student-2'), studentId: 'student-3' }],
      // Issue 17: a summary is tied to a payment.
      [
        'an entry whose last payment does not exist',
        entry('student-2', entryOf('student-2', { lastPaymentId: 'nope' })),
      ],
      ["an entry whose last payment is another student's", entry('student-2', entryOf('student-1'))],
      ['an entry whose last amount is not its payment’s', entry('student-2', entryOf('student-2', { lastAmount: 10 }))],
      [
        'an entry whose last status is not its payment’s',
        entry('student-2', entryOf('student-2', { lastStatus: 'paid', paidTotal: 320.5 })),
      ],
      [
        'an entry whose last date is not its payment’s',
        entry('student-2', entryOf('student-2', { lastPaymentDate: '2025-07-11' })),
      ],
      [
        'an entry whose last due date is not its payment’s',
        entry('student-2', entryOf('student-2', { lastDueDate: '2025-07-11' })),
      ],
      [
        'an entry whose last createdAt is not its payment’s',
        entry('student-2', entryOf('student-2', { lastCreatedAt: NOW + 1 })),
      ],
      ['totals without the last payment', entry('student-2', entryOf('student-2', { pendingTotal: 0 }))],
      [
        'a pending last payment without a first pending due',
        entry('student-2', entryOf('student-2', { firstPendingDue: '' })),
      ],
      ['an entry with count 0', entry('student-2', entryOf('student-2', { count: 0 }))],
      ['an entry with a fractional count', entry('student-2', entryOf('student-2', { count: 1.5 }))],
      ['a negative total', entry('student-2', entryOf('student-2', { paidTotal: -1 }))],
      ['a total over the bound', entry('student-2', entryOf('student-2', { paidTotal: 1e12 + 1 }))],
      ['a bad due date', entry('student-2', entryOf('student-2', { firstPendingDue: '10/07/2025' }))],
      ['an unknown status', entry('student-2', entryOf('student-2', { lastStatus: 'Pago' }))],
      ['a zero last amount', entry('student-2', entryOf('student-2', { lastAmount: 0 }))],
      ['a missing key', entry('student-2', without(entryOf('student-2'), 'lastCreatedAt'))],
      ['an extra key', entry('student-2', entryOf('student-2', { desconto: 1 }))],
      ['an entry that is not a map', entry('student-2', 'x' as unknown as Data)],
      ['an extra field on the shard', entry('student-2', entryOf('student-2'), { total: 1 })],
      ['a studentId that is a path', entry('students/x')],
      // Who wrote it and when, as every write (isAuthored), and an updatedAt near the server's clock.
      ['written in another user’s name', entry('student-2', undefined, authorOf('instrutor'))],
      ['under another name than the profile’s', entry('student-2', undefined, { updatedByName: 'Outra Pessoa' })],
      [
        'with a time of its own instead of the server’s',
        entry('student-2', undefined, { writtenAt: firebase.firestore.Timestamp.fromMillis(NOW) }),
      ],
      ['without its time', without(entry('student-2'), 'writtenAt')],
      [
        'an updatedAt 10 minutes ahead of the server',
        entry('student-2', undefined, { updatedAt: Date.now() + 10 * MINUTE }),
      ],
      ['an updatedAt 8 days old', entry('student-2', undefined, { updatedAt: Date.now() - 8 * DAY })],
    ])('%s', async (_name, data) => {
      await expectRule(merge('shard-0', data), false);
    });

    it('a new shard without its author, or its time', async () => {
      const shard = admin().doc('paymentSummaries/shard-5');
      await expectRule(shard.set(without(entry('student-2'), 'updatedBy')), false);
      await expectRule(shard.set(without(entry('student-2'), 'updatedByName')), false);
      await expectRule(shard.set(without(entry('student-2'), 'writtenAt')), false);
      await expectRule(shard.set(entry('student-2')), true);
    });

    it('removing an entry', async () => {
      await expectRule(
        admin()
          .doc('paymentSummaries/shard-0')
          .set({ students: {}, studentId: 'student-1', updatedAt: NOW + 1, ...authorOf('admin') }),
        false,
      );
    });

    it('replacing the shard without the other students', async () => {
      await expectRule(admin().doc('paymentSummaries/shard-0').set(entry('student-2')), false);
    });

    it('a shard outside the fixed set', async () => {
      await expectRule(admin().doc('paymentSummaries/shard-32').set(entry('student-2')), false);
      await expectRule(admin().doc('paymentSummaries/shard-07').set(entry('student-2')), false);
    });

    it('an instrutor writing a summary', async () => {
      await expectRule(
        env.as('instrutor').doc('paymentSummaries/shard-0').set(entry('student-2'), { merge: true }),
        false,
      );
    });
  });
});
