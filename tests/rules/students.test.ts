import { describe, it } from 'vitest';
import { sampleStudent } from '../../src/domain/test-helpers';
import { disciplines, frequencias, paymentMethods } from '../../src/domain/enums';
import {
  NOW,
  STAFF,
  expectRule,
  fullStudent,
  itEnforcesAccess,
  long,
  useRulesEnv,
  validStudent,
  without,
  type Data,
} from './env';

describe('students', () => {
  const env = useRulesEnv({ 'students/existing': fullStudent });
  const create = (data: Data) => env.as('instrutor').doc('students/new').set(data);
  const update = (patch: Data) => env.as('instrutor').doc('students/existing').update(patch);

  describe('access: active staff only, never delete', () => {
    itEnforcesAccess(env, 'students', STAFF, validStudent, { nome: 'João P. Pereira', updatedAt: NOW });
  });

  describe('accepts valid documents', () => {
    it.each<[string, Data]>([
      // What the app's own zod schema produces must pass the rules too.
      ['the domain sample (sampleStudent)', sampleStudent],
      ['only the required fields', validStudent],
      ['every field filled in', fullStudent],
      [
        'empty optional strings (untouched form fields)',
        { ...validStudent, email: '', telefone: '', dataNascimento: '', documento: '', frequencia: '',
          formaPagamento: '', cep: '', estado: '', dataVencimento: '' },
      ],
      ['null amounts', { ...validStudent, valorMensalidade: null, valorAulaAvulsa: null }],
      ['integer and zero amounts', { ...validStudent, valorMensalidade: 300, valorAulaAvulsa: 0 }],
      ['an inactivated student', { ...validStudent, active: false, deletedAt: NOW }],
      [
        'strings at their maximum length',
        { ...validStudent, nome: long(120), email: long(254), telefone: long(15), documento: long(20),
          responsavel: long(120), cidade: long(120), cep: long(9), estado: long(2), dataVencimento: long(10) },
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

  describe('rejects bad input on create', () => {
    it.each<[string, Data]>([
      ['missing nome', without(validStudent, 'nome')],
      ['missing disciplina', without(validStudent, 'disciplina')],
      ['missing active', without(validStudent, 'active')],
      ['missing createdAt', without(validStudent, 'createdAt')],
      ['an unknown extra field', { ...validStudent, isAdmin: true }],
      ['an empty nome', { ...validStudent, nome: '' }],
      ['a nome over 120 characters', { ...validStudent, nome: long(121) }],
      ['a nome that is not a string', { ...validStudent, nome: 42 }],
      ['an unknown discipline', { ...validStudent, disciplina: 'crossfit' }],
      ['a discipline label instead of its value', { ...validStudent, disciplina: 'Ballet Infantil' }],
      ['active as a string', { ...validStudent, active: 'true' }],
      ['createdAt as a string', { ...validStudent, createdAt: '2025-06-10' }],
      ['createdAt as a fraction', { ...validStudent, createdAt: 1.5 }],
      ['createdAt as a timestamp', { ...validStudent, createdAt: new Date(NOW) }],
      ['an email over 254 characters', { ...validStudent, email: long(255) }],
      ['a telefone over 15 characters', { ...validStudent, telefone: long(16) }],
      ['a telefoneResponsavel over 15 characters', { ...validStudent, telefoneResponsavel: long(16) }],
      ['a dataNascimento as DD/MM/YYYY', { ...validStudent, dataNascimento: '09/03/2012' }],
      ['a dataNascimento with month 13', { ...validStudent, dataNascimento: '2012-13-01' }],
      ['a documento over 20 characters', { ...validStudent, documento: long(21) }],
      ['an unknown frequencia', { ...validStudent, frequencia: '6x' }],
      ['a negative valorMensalidade', { ...validStudent, valorMensalidade: -1 }],
      ['a valorMensalidade over a million', { ...validStudent, valorMensalidade: 1_000_001 }],
      ['a valorAulaAvulsa as a string', { ...validStudent, valorAulaAvulsa: '60' }],
      ['a responsavel over 120 characters', { ...validStudent, responsavel: long(121) }],
      ['a logradouro that is not a string', { ...validStudent, logradouro: 123 }],
      ['a cep over 9 characters', { ...validStudent, cep: '88010-0000' }],
      ['an estado over 2 characters', { ...validStudent, estado: 'SCX' }],
      ['optinInstagram as a string', { ...validStudent, optinInstagram: 'sim' }],
      ['an unknown formaPagamento', { ...validStudent, formaPagamento: 'boleto' }],
      ['a dataVencimento over 10 characters', { ...validStudent, dataVencimento: long(11) }],
      ['updatedAt as a string', { ...validStudent, updatedAt: 'agora' }],
      ['deletedAt as a boolean', { ...validStudent, deletedAt: true }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), false);
    });
  });

  describe('updates', () => {
    it('inactivates (active false, deletedAt now)', async () => {
      await expectRule(update({ active: false, deletedAt: NOW + 1, updatedAt: NOW + 1 }), true);
    });

    it('restores (active true, deletedAt null)', async () => {
      await expectRule(update({ active: true, deletedAt: null, updatedAt: NOW + 2 }), true);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update({ createdAt: NOW + 1 }), false);
    });

    it('rejects dropping createdAt', async () => {
      await expectRule(env.as('instrutor').doc('students/existing').set(without(fullStudent, 'createdAt')), false);
    });

    it('rejects an invalid value', async () => {
      await expectRule(update({ disciplina: 'crossfit' }), false);
    });

    it('rejects an unknown extra field', async () => {
      await expectRule(update({ notaInterna: 'x' }), false);
    });
  });
});
