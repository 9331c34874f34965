import { describe, it } from 'vitest';
import { sampleStudent } from '../../src/domain/test-helpers';
import { disciplines, frequencias, paymentMethods } from '../../src/domain/enums';
import { noFees } from '../../src/domain/student';
import {
  NOW,
  STAFF,
  emptyStudent,
  expectRule,
  itEnforcesAccess,
  long,
  studentWithoutFees,
  useRulesEnv,
  validStudent,
  without,
  type Data,
  type Role,
} from './env';

describe('students', () => {
  // The stored student has its fees set (by an admin).
  const env = useRulesEnv({ 'students/existing': validStudent });
  // Writes as the app makes them (author, server time, version, history: env.ts AppBatch).
  const create = (data: Data, role: Role = 'admin') => env.batch(role).create('students/new', data).commit();
  const update = (patch: Data, role: Role = 'admin') => env.batch(role).update('students/existing', patch).commit();
  const replace = (data: Data, role: Role = 'admin') => env.batch(role).replace('students/existing', data).commit();

  describe('access: active staff only, never delete', () => {
    itEnforcesAccess(env, 'students', STAFF, studentWithoutFees, { nome: 'João P. Pereira', updatedAt: NOW });
  });

  describe('accepts complete documents', () => {
    it.each<[string, Data]>([
      // What the app's own zod schema produces must pass the rules too.
      // (created now: the rules bound createdAt by the server's clock)
      ['the domain sample (sampleStudent)', { ...sampleStudent, createdAt: NOW, updatedAt: NOW }],
      ['every field filled in', validStudent],
      ['every optional text empty, no fees', emptyStudent],
      ['integer fees', { ...validStudent, valorMensalidade: 300, valorAulaAvulsa: 90 }],
      ['the largest fees', { ...validStudent, valorMensalidade: 1_000_000, valorAulaAvulsa: 1_000_000 }],
      ['an inactivated student', { ...validStudent, active: false, deletedAt: NOW }],
      ['due on the 1st', { ...validStudent, dataVencimento: '1' }],
      ['due on the 31st', { ...validStudent, dataVencimento: '31' }],
      [
        'strings at their maximum length',
        {
          ...validStudent,
          nome: long(120),
          email: long(254),
          telefone: long(15),
          documento: long(20),
          responsavel: long(120),
          cidade: long(120),
          cep: long(9),
          estado: long(2),
        },
      ],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), true);
    });

    // The app's own enumerations (src/domain/enums.ts) must all pass the rules.
    it.each(disciplines)('discipline %s', async (disciplina) => {
      await expectRule(create({ ...validStudent, disciplina }), true);
    });

    it.each(frequencias)('frequencia %s', async (frequencia) => {
      await expectRule(create({ ...validStudent, frequencia }), true);
    });

    it.each(paymentMethods)('formaPagamento %s', async (formaPagamento) => {
      await expectRule(create({ ...validStudent, formaPagamento }), true);
    });
  });

  // tests/rules/shape-parity.test.ts tries every key; these are the cases named in the issue.
  describe('rejects what the app could not read', () => {
    it.each<[string, Data]>([
      ['only four fields', { nome: 'João', disciplina: 'pilates', active: true, createdAt: NOW }],
      ['a null valorMensalidade', { ...validStudent, valorMensalidade: null }],
      ['a null valorAulaAvulsa', { ...validStudent, valorAulaAvulsa: null }],
      ['a fee over a million', { ...validStudent, valorMensalidade: 1_000_000.01 }],
      ['a negative fee', { ...validStudent, valorAulaAvulsa: -1 }],
      ['a fee as a string', { ...validStudent, valorAulaAvulsa: '60' }],
      ['missing updatedAt', without(validStudent, 'updatedAt')],
      ['missing deletedAt', without(validStudent, 'deletedAt')],
      ['missing optinInstagram', without(validStudent, 'optinInstagram')],
      ['an unknown extra field', { ...validStudent, isAdmin: true }],
      ['an empty nome', { ...validStudent, nome: '' }],
      ['a nome over 120 characters', { ...validStudent, nome: long(121) }],
      ['an unknown discipline', { ...validStudent, disciplina: 'crossfit' }],
      ['a discipline label instead of its value', { ...validStudent, disciplina: 'Ballet Infantil' }],
      ['a dataNascimento as DD/MM/YYYY', { ...validStudent, dataNascimento: '09/03/2012' }],
      ['a dataNascimento with month 13', { ...validStudent, dataNascimento: '2012-13-01' }],
      ['dataVencimento 0', { ...validStudent, dataVencimento: '0' }],
      ['dataVencimento 32', { ...validStudent, dataVencimento: '32' }],
      ['dataVencimento 05 (leading zero)', { ...validStudent, dataVencimento: '05' }],
      ['dataVencimento as a number', { ...validStudent, dataVencimento: 10 }],
      ['createdAt as a fraction', { ...validStudent, createdAt: 1.5 }],
      ['createdAt negative', { ...validStudent, createdAt: -1 }],
      ['createdAt as a timestamp', { ...validStudent, createdAt: new Date(NOW) }],
      ['deletedAt as a boolean', { ...validStudent, deletedAt: true }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), false);
    });
  });

  // DESIGN.md, "Fees are set by admins": valorMensalidade, valorAulaAvulsa, formaPagamento and
  // dataVencimento change only by an active admin's hand.
  describe('fees', () => {
    const fees: [string, unknown][] = [
      ['valorMensalidade', 150],
      ['valorAulaAvulsa', 60],
      ['formaPagamento', 'dinheiro'],
      ['dataVencimento', '5'],
    ];

    it('an instrutor creates a student with the fees empty', async () => {
      await expectRule(create(studentWithoutFees, 'instrutor'), true);
    });

    it.each(fees)('an instrutor cannot create a student with %s set', async (key, value) => {
      await expectRule(create({ ...studentWithoutFees, [key]: value }, 'instrutor'), false);
    });

    it('an admin creates a student with fees', async () => {
      await expectRule(create(validStudent, 'admin'), true);
    });

    it('an instrutor edits the other fields, fees untouched', async () => {
      await expectRule(update({ telefone: '(48) 3025-0000', updatedAt: NOW + 1 }, 'instrutor'), true);
    });

    it('an instrutor saves the whole student back with the same fees', async () => {
      await expectRule(replace({ ...validStudent, nome: 'João P. Pereira', updatedAt: NOW + 1 }, 'instrutor'), true);
    });

    it('an instrutor inactivates a student who has fees', async () => {
      await expectRule(update({ active: false, deletedAt: NOW + 1, updatedAt: NOW + 1 }, 'instrutor'), true);
    });

    it.each(fees)('an instrutor cannot change %s', async (key, value) => {
      await expectRule(update({ [key]: value, updatedAt: NOW + 1 }, 'instrutor'), false);
    });

    it('an instrutor cannot clear the fees', async () => {
      await expectRule(update({ ...noFees, updatedAt: NOW + 1 }, 'instrutor'), false);
    });

    it.each(fees)('an admin changes %s', async (key, value) => {
      await expectRule(update({ [key]: value, updatedAt: NOW + 1 }, 'admin'), true);
    });

    it('an admin clears the fees', async () => {
      await expectRule(update({ ...noFees, updatedAt: NOW + 1 }, 'admin'), true);
    });

    it.each<Role>(['revokedAdmin', 'pending', 'inactive'])('a %s cannot change a fee', async (role) => {
      await expectRule(update({ valorMensalidade: 1, updatedAt: NOW + 1 }, role), false);
    });
  });

  describe('updates', () => {
    it.each<Role>(['instrutor', 'admin'])('%s inactivates (active false, deletedAt now)', async (role) => {
      await expectRule(update({ active: false, deletedAt: NOW + 1, updatedAt: NOW + 1 }, role), true);
    });

    it.each<Role>(['instrutor', 'admin'])('%s restores (active true, deletedAt null)', async (role) => {
      await expectRule(update({ active: true, deletedAt: null, updatedAt: NOW + 2 }, role), true);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update({ createdAt: NOW + 1 }), false);
    });

    it('rejects dropping createdAt', async () => {
      await expectRule(replace(without(validStudent, 'createdAt')), false);
    });

    // A set() with a minimal document over an existing student would have erased its data.
    it.each<Role>(['instrutor', 'admin'])('%s cannot overwrite a student with a partial document', async (role) => {
      await expectRule(replace({ nome: 'X', disciplina: 'pilates', active: true, createdAt: NOW }, role), false);
    });

    it('rejects nulling a fee', async () => {
      await expectRule(update({ valorMensalidade: null }), false);
    });

    it('rejects deleting a field', async () => {
      await expectRule(replace(without(validStudent, 'telefone')), false);
    });

    it('rejects an invalid value', async () => {
      await expectRule(update({ disciplina: 'crossfit' }), false);
    });

    it('rejects an unknown extra field', async () => {
      await expectRule(update({ notaInterna: 'x' }), false);
    });
  });
});
