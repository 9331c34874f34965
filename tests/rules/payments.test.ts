import { describe, it } from 'vitest';
import { samplePayment } from '../../src/domain/test-helpers';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { paymentMethods, paymentStatuses } from '../../src/domain/enums';
import {
  ADMIN_ONLY,
  NOW,
  expectRule,
  itEnforcesAccess,
  long,
  useRulesEnv,
  validPayment,
  validStudent,
  without,
  type Data,
} from './env';

describe('payments', () => {
  const ahead = addDaysIso(todayIso(), 365);
  // A payment names a student on record (the rules check it exists).
  const env = useRulesEnv({ 'payments/existing': validPayment, 'students/student-1': validStudent });
  // Writes as the app makes them (author, server time, version, history: env.ts AppBatch).
  const create = (data: Data) => env.batch('admin').create('payments/new', data).commit();
  const update = (patch: Data) => env.batch('admin').update('payments/existing', patch).commit();

  // Financial data is for active admins only (DESIGN.md, Roles): instructors get nothing.
  describe('access: active admins only, never delete', () => {
    itEnforcesAccess(env, 'payments', ADMIN_ONLY, validPayment, { status: 'pending', updatedAt: NOW });
  });

  describe('accepts complete documents', () => {
    it.each<[string, Data]>([
      // What the app's own zod schema produces must pass the rules too.
      // (of a student on record, created now: the rules check both)
      [
        'the domain sample (samplePayment)',
        { ...samplePayment, studentId: 'student-1', createdAt: NOW, updatedAt: NOW },
      ],
      ['every field filled in', validPayment],
      ['an integer amount', { ...validPayment, amount: 300 }],
      ['one cent', { ...validPayment, amount: 0.01 }],
      ['the maximum amount', { ...validPayment, amount: 1_000_000 }],
      ['no payment method chosen', { ...validPayment, paymentMethod: '' }],
      ['empty notes', { ...validPayment, notes: '' }],
      ['notes of 1000 characters', { ...validPayment, notes: long(1000) }],
      ['no discipline or plan known', { ...validPayment, discipline: '', plan: '' }],
      ['a single class of yoga', { ...validPayment, discipline: 'yoga', plan: 'avulsa' }],
      // Dated by the studio's day (São Paulo), judged by the server's clock.
      ['paid today', { ...validPayment, paymentDate: todayIso() }],
      ['a due dated a year ahead', { ...validPayment, status: 'pending', paymentDate: ahead, dueDate: ahead }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), true);
    });

    // The app's own enumerations (src/domain/enums.ts) must all pass the rules.
    it.each(paymentMethods)('payment method %s', async (paymentMethod) => {
      await expectRule(create({ ...validPayment, paymentMethod }), true);
    });

    it.each(paymentStatuses)('status %s', async (status) => {
      await expectRule(create({ ...validPayment, status }), true);
    });
  });

  describe('rejects bad input on create', () => {
    it.each<[string, Data]>([
      ...Object.keys(validPayment).map((key): [string, Data] => [`missing ${key}`, without(validPayment, key)]),
      ['an unknown extra field', { ...validPayment, desconto: 10 }],
      ['an empty studentId', { ...validPayment, studentId: '' }],
      ['a studentId over 128 characters', { ...validPayment, studentId: long(129) }],
      ['a studentId that is a path', { ...validPayment, studentId: 'students/student-1' }],
      ['an amount as a string', { ...validPayment, amount: '320,50' }],
      ['a zero amount', { ...validPayment, amount: 0 }],
      ['a negative amount', { ...validPayment, amount: -0.01 }],
      ['an amount over a million', { ...validPayment, amount: 1_000_000.01 }],
      ['a null amount', { ...validPayment, amount: null }],
      ['a paymentDate as DD/MM/YYYY', { ...validPayment, paymentDate: '10/06/2025' }],
      ['a paymentDate with a time', { ...validPayment, paymentDate: '2025-06-10T10:00' }],
      ['an empty paymentDate', { ...validPayment, paymentDate: '' }],
      ['a dueDate with day 32', { ...validPayment, dueDate: '2025-06-32' }],
      ['a dueDate with month 00', { ...validPayment, dueDate: '2025-00-10' }],
      ['a dueDate as a timestamp', { ...validPayment, dueDate: new Date(NOW) }],
      ['an unknown status', { ...validPayment, status: 'cancelled' }],
      ['a status label instead of its value', { ...validPayment, status: 'Pago' }],
      ['an unknown payment method', { ...validPayment, paymentMethod: 'boleto' }],
      ['a null payment method', { ...validPayment, paymentMethod: null }],
      ['notes over 1000 characters', { ...validPayment, notes: long(1001) }],
      ['createdAt as a string', { ...validPayment, createdAt: '2025-06-10' }],
      ['updatedAt as a boolean', { ...validPayment, updatedAt: true }],
      // Money received is counted in its month's closing: never in one still to come.
      ['paid tomorrow', { ...validPayment, paymentDate: addDaysIso(todayIso(), 1) }],
      ['paid in 2099', { ...validPayment, paymentDate: '2099-12-31' }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), false);
    });
  });

  describe('updates', () => {
    it('edits amount, status, dates, method and notes', async () => {
      const patch = {
        amount: 350,
        status: 'overdue',
        paymentDate: '2025-06-12',
        dueDate: '2025-06-11',
        paymentMethod: 'dinheiro',
        notes: '',
        updatedAt: NOW + 1,
      };
      await expectRule(update(patch), true);
    });

    it('rejects marking a due paid on a date still to come', async () => {
      await expectRule(update({ status: 'paid', paymentDate: ahead, updatedAt: NOW + 1 }), false);
    });

    // DESIGN.md, "References do not move": a payment never moves to another student.
    it('rejects moving the payment to another student', async () => {
      await expectRule(update({ studentId: 'student-2', updatedAt: NOW + 1 }), false);
    });

    // Issue 17: money is recorded as it was — what a payment paid for never changes.
    it.each<[string, Data]>([
      ['the discipline', { discipline: 'yoga' }],
      ['the discipline to none', { discipline: '' }],
      ['the plan', { plan: '3x' }],
    ])('rejects changing %s', async (_name, patch) => {
      await expectRule(update({ ...patch, updatedAt: NOW + 1 }), false);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update({ createdAt: NOW + 1 }), false);
    });

    it('rejects an amount of zero', async () => {
      await expectRule(update({ amount: 0 }), false);
    });

    it('rejects an invalid value', async () => {
      await expectRule(update({ status: 'refunded' }), false);
    });

    it('rejects an unknown extra field', async () => {
      await expectRule(update({ approvedBy: 'x' }), false);
    });

    it('rejects overwriting with a partial document', async () => {
      const partial = { studentId: 'student-1', amount: 1, paymentDate: '2025-06-10', dueDate: '2025-06-10' };
      await expectRule(
        env
          .batch('admin')
          .replace('payments/existing', { ...partial, status: 'paid', createdAt: NOW })
          .commit(),
        false,
      );
    });

    it('an instrutor cannot edit a payment', async () => {
      await expectRule(env.batch('instrutor').update('payments/existing', { notes: 'x' }).commit(), false);
    });
  });
});
