import { describe, it } from 'vitest';
import { summarize } from '../../src/domain/payment-summary';
import { samplePayment } from '../../src/domain/test-helpers';
import {
  ADMIN_ONLY,
  NOW,
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

// paymentSummaries/{shard}: students.{studentId} is a fold of the student's payments, written in the
// same batch as each payment. Financial data: active admins only, one entry per write, none removed.
describe('paymentSummaries', () => {
  const env = useRulesEnv({ 'paymentSummaries/shard-0': validSummaryShard, 'students/student-1': validStudent });
  const admin = () => env.as('admin');
  const entry = (studentId: string, summary: Data = validSummary, extra: Data = {}) => ({
    students: { [studentId]: summary },
    studentId,
    updatedAt: NOW + 1,
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
      ["an update of the same student's entry", entry('student-1', { ...validSummary, count: 4 })],
      ['a summary the domain builds', entry('student-2', summarize([{ ...samplePayment, id: 'p1' }]) as Data)],
      [
        'all paid (no open due dates)',
        entry('student-3', { ...validSummary, firstPendingDue: '', lastStatus: 'paid' }),
      ],
    ])('%s', async (_name, data) => {
      await expectRule(merge('shard-0', data), true);
    });

    it('the first entry of a new shard', async () => {
      await expectRule(admin().doc('paymentSummaries/shard-7').set(entry('student-9')), true);
    });

    it('a payment and its summary in one batch', async () => {
      const batch = env
        .batch('admin')
        .create('payments/p-new', validPayment)
        .raw('paymentSummaries/shard-0', entry('student-1'), true);
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
      ['an entry with count 0', entry('student-2', { ...validSummary, count: 0 })],
      ['an entry with a fractional count', entry('student-2', { ...validSummary, count: 1.5 })],
      ['a negative total', entry('student-2', { ...validSummary, paidTotal: -1 })],
      ['a total over the bound', entry('student-2', { ...validSummary, paidTotal: 1e12 + 1 })],
      ['a bad due date', entry('student-2', { ...validSummary, firstPendingDue: '10/07/2025' })],
      ['an unknown status', entry('student-2', { ...validSummary, lastStatus: 'Pago' })],
      ['a zero last amount', entry('student-2', { ...validSummary, lastAmount: 0 })],
      ['a missing key', entry('student-2', without(validSummary, 'lastCreatedAt'))],
      ['an extra key', entry('student-2', { ...validSummary, desconto: 1 })],
      ['an entry that is not a map', entry('student-2', 'x' as unknown as Data)],
      ['an extra field on the shard', entry('student-2', validSummary, { total: 1 })],
      ['a studentId that is a path', entry('students/x')],
    ])('%s', async (_name, data) => {
      await expectRule(merge('shard-0', data), false);
    });

    it('removing an entry', async () => {
      await expectRule(
        admin()
          .doc('paymentSummaries/shard-0')
          .set({ students: {}, studentId: 'student-1', updatedAt: NOW + 1 }),
        false,
      );
    });

    it('replacing the shard without the other students', async () => {
      await expectRule(admin().doc('paymentSummaries/shard-0').set(entry('student-2')), false);
    });

    it('a shard outside the fixed set', async () => {
      await expectRule(admin().doc('paymentSummaries/shard-8').set(entry('student-2')), false);
    });

    it('an instrutor writing a summary', async () => {
      await expectRule(
        env.as('instrutor').doc('paymentSummaries/shard-0').set(entry('student-2'), { merge: true }),
        false,
      );
    });
  });
});
