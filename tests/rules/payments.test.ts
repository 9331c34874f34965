import { describe, it } from 'vitest';
import { samplePayment } from '../../src/domain/test-helpers';
import { paymentMethods, paymentStatuses } from '../../src/domain/enums';
import {
  ADMIN_ONLY,
  NOW,
  expectRule,
  fullPayment,
  itEnforcesAccess,
  long,
  useRulesEnv,
  validPayment,
  without,
  type Data,
} from './env';

describe('payments', () => {
  const env = useRulesEnv({ 'payments/existing': fullPayment });
  const create = (data: Data) => env.as('admin').doc('payments/new').set(data);
  const update = (patch: Data) => env.as('admin').doc('payments/existing').update(patch);

  // Financial data is for active admins only (DESIGN.md, Roles): instructors get nothing.
  describe('access: active admins only, never delete', () => {
    itEnforcesAccess(env, 'payments', ADMIN_ONLY, validPayment, { status: 'pending', updatedAt: NOW });
  });

  describe('accepts valid documents', () => {
    it.each<[string, Data]>([
      // What the app's own zod schema produces must pass the rules too.
      ['the domain sample (samplePayment)', samplePayment],
      ['only the required fields', validPayment],
      ['every field filled in', fullPayment],
      ['an integer amount', { ...validPayment, amount: 300 }],
      ['a zero amount', { ...validPayment, amount: 0 }],
      ['the maximum amount', { ...validPayment, amount: 1_000_000 }],
      ['no payment method chosen', { ...validPayment, paymentMethod: '' }],
      ['notes of 1000 characters', { ...validPayment, notes: long(1000) }],
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
      ['missing studentId', without(validPayment, 'studentId')],
      ['missing amount', without(validPayment, 'amount')],
      ['missing paymentDate', without(validPayment, 'paymentDate')],
      ['missing dueDate', without(validPayment, 'dueDate')],
      ['missing status', without(validPayment, 'status')],
      ['missing createdAt', without(validPayment, 'createdAt')],
      ['an unknown extra field', { ...validPayment, desconto: 10 }],
      ['an empty studentId', { ...validPayment, studentId: '' }],
      ['a studentId over 128 characters', { ...validPayment, studentId: long(129) }],
      ['an amount as a string', { ...validPayment, amount: '320,50' }],
      ['a negative amount', { ...validPayment, amount: -0.01 }],
      ['an amount over a million', { ...validPayment, amount: 1_000_000.01 }],
      ['a paymentDate as DD/MM/YYYY', { ...validPayment, paymentDate: '10/06/2025' }],
      ['a paymentDate with a time', { ...validPayment, paymentDate: '2025-06-10T10:00' }],
      ['a dueDate with day 32', { ...validPayment, dueDate: '2025-06-32' }],
      ['a dueDate as a timestamp', { ...validPayment, dueDate: new Date(NOW) }],
      ['an unknown status', { ...validPayment, status: 'cancelled' }],
      ['an unknown payment method', { ...validPayment, paymentMethod: 'boleto' }],
      ['notes over 1000 characters', { ...validPayment, notes: long(1001) }],
      ['createdAt as a string', { ...validPayment, createdAt: '2025-06-10' }],
      ['updatedAt as a boolean', { ...validPayment, updatedAt: true }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), false);
    });
  });

  describe('updates', () => {
    it('edits amount, status and method', async () => {
      await expectRule(update({ amount: 350, status: 'overdue', paymentMethod: 'dinheiro', updatedAt: NOW + 1 }), true);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update({ createdAt: NOW + 1 }), false);
    });

    it('rejects an invalid value', async () => {
      await expectRule(update({ status: 'refunded' }), false);
    });

    it('rejects an unknown extra field', async () => {
      await expectRule(update({ approvedBy: 'x' }), false);
    });
  });
});
