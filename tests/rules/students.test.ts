import { describe, expect, it } from 'vitest';
import { sampleStudent, sampleStudentPrivate } from '../../src/domain/test-helpers';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { disciplines, frequencias, paymentMethods } from '../../src/domain/enums';
import {
  ADMIN_ONLY,
  NOW,
  ROLES,
  STAFF,
  emptyStudent,
  emptyStudentPrivateDoc,
  expectRule,
  itEnforcesAccess,
  birthYearsAgo,
  long,
  longestEmail,
  longestPhone,
  useRulesEnv,
  validStudent,
  validStudentPrivate,
  without,
  type Data,
  type Role,
} from './env';

describe('students', () => {
  const env = useRulesEnv({ 'students/existing': validStudent });
  // Writes as the app makes them (author, server time, version, history: env.ts AppBatch).
  const create = (data: Data, role: Role = 'admin') => env.batch(role).create('students/new', data).commit();
  const update = (patch: Data, role: Role = 'admin') => env.batch(role).update('students/existing', patch).commit();
  const replace = (data: Data, role: Role = 'admin') => env.batch(role).replace('students/existing', data).commit();

  describe('access: active staff only, never delete', () => {
    itEnforcesAccess(env, 'students', STAFF, validStudent, { nome: 'João P. Pereira', updatedAt: NOW });
  });

  describe('accepts complete documents', () => {
    it.each<[string, Data]>([
      // What the app's own zod schema produces must pass the rules too.
      // (created now: the rules bound createdAt by the server's clock)
      ['the domain sample (sampleStudent)', { ...sampleStudent, createdAt: NOW, updatedAt: NOW }],
      ['every field filled in', validStudent],
      ['every optional text empty', emptyStudent],
      ['an inactivated student', { ...validStudent, active: false, deletedAt: NOW }],
      [
        'strings at their maximum length',
        {
          ...validStudent,
          nome: long(120),
          email: longestEmail,
          telefone: longestPhone,
          responsavel: long(120),
          telefoneResponsavel: longestPhone,
        },
      ],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), true);
    });

    // The app's own enumerations (src/domain/enums.ts) must all pass the rules.
    it.each(disciplines)('discipline %s', async (disciplina) => {
      await expectRule(create({ ...validStudent, disciplina }), true);
    });
  });

  // tests/rules/shape-parity.test.ts tries every key; these are the cases named in the issues.
  describe('rejects what the app could not read', () => {
    it.each<[string, Data]>([
      ['only four fields', { nome: 'João', disciplina: 'pilates', active: true, createdAt: NOW }],
      ['missing updatedAt', without(validStudent, 'updatedAt')],
      ['missing deletedAt', without(validStudent, 'deletedAt')],
      ['missing optinInstagram', without(validStudent, 'optinInstagram')],
      ['an unknown extra field', { ...validStudent, isAdmin: true }],
      ['an empty nome', { ...validStudent, nome: '' }],
      ['a nome over 120 characters', { ...validStudent, nome: long(121) }],
      // SPEC 5's formats, as the forms' masks write them: what a direct write could slip in.
      ['a nome of blanks only', { ...validStudent, nome: '  \t ' }],
      ['an e-mail without @', { ...validStudent, email: 'joao.example.com' }],
      ['an e-mail with a space', { ...validStudent, email: 'joao @example.com' }],
      ['a phone of digits only', { ...validStudent, telefone: '48988887777' }],
      ['a phone one digit short', { ...validStudent, telefone: '(48) 98888-777' }],
      ["a guardian's phone unmasked", { ...validStudent, telefoneResponsavel: '4832221111' }],
      ['an unknown discipline', { ...validStudent, disciplina: 'crossfit' }],
      ['a discipline label instead of its value', { ...validStudent, disciplina: 'Ballet Infantil' }],
      ['a dataNascimento as DD/MM/YYYY', { ...validStudent, dataNascimento: '09/03/2012' }],
      ['a dataNascimento with month 13', { ...validStudent, dataNascimento: '2012-13-01' }],
      ['createdAt as a fraction', { ...validStudent, createdAt: 1.5 }],
      ['createdAt negative', { ...validStudent, createdAt: -1 }],
      ['createdAt as a timestamp', { ...validStudent, createdAt: new Date(NOW) }],
      ['deletedAt as a boolean', { ...validStudent, deletedAt: true }],
      // A client instant, bounded by the server's clock as when it is changed (Inativar).
      ['deletedAt in 1970', { ...validStudent, active: false, deletedAt: 0 }],
      ['deletedAt years ahead', { ...validStudent, active: false, deletedAt: NOW + 10 * 365 * 86_400_000 }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), false);
    });

    // Need-to-know (DESIGN.md, "Privacy (LGPD)"): what only admins read never goes into the document
    // every member of the staff lists — not even by an admin's hand.
    it.each(Object.entries(validStudentPrivate).filter(([key]) => !['createdAt', 'updatedAt'].includes(key)))(
      'a private field (%s) in the student',
      async (key, value) => {
        await expectRule(create({ ...validStudent, [key]: value }), false);
        await expectRule(update({ [key]: value, updatedAt: NOW + 1 }), false);
      },
    );
  });

  // SPEC 5, 'Obrigatório para menor': by São Paulo's date, as the form counts age.
  describe("a minor's guardian", () => {
    const today = todayIso();
    const minor = { ...validStudent, dataNascimento: addDaysIso(birthYearsAgo(18, today), 1) };
    const adult = {
      ...validStudent,
      dataNascimento: birthYearsAgo(18, today),
      responsavel: '',
      telefoneResponsavel: '',
    };

    // Refused writes create nothing, so the accepted one comes last on the same path.
    it('is required the day before the 18th birthday: name and phone', async () => {
      await expectRule(create({ ...minor, responsavel: '' }), false);
      await expectRule(create({ ...minor, responsavel: '   ' }), false);
      await expectRule(create({ ...minor, telefoneResponsavel: '' }), false);
      await expectRule(create(minor), true);
    });

    it('is not required from the 18th birthday on', async () => {
      await expectRule(create(adult), true);
    });

    it('is not required without a birth date', async () => {
      await expectRule(create({ ...adult, dataNascimento: '' }), true);
    });

    it.each<Role>(['instrutor', 'admin'])('cannot be removed from a minor by an %s', async (role) => {
      await expectRule(update({ responsavel: '', telefoneResponsavel: '', updatedAt: NOW + 1 }, role), false);
    });
  });

  describe('updates', () => {
    it.each<Role>(['instrutor', 'admin'])('%s inactivates (active false, deletedAt now)', async (role) => {
      await expectRule(update({ active: false, deletedAt: NOW + 1, updatedAt: NOW + 1 }, role), true);
    });

    it.each<Role>(['instrutor', 'admin'])('%s restores (active true, deletedAt null)', async (role) => {
      await expectRule(update({ active: true, deletedAt: null, updatedAt: NOW + 2 }, role), true);
    });

    it.each<Role>(['instrutor', 'admin'])('%s edits what teaching needs', async (role) => {
      await expectRule(update({ telefone: '(48) 3025-0000', responsavel: 'Ana', updatedAt: NOW + 1 }, role), true);
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

// studentPrivate/{id}: CPF/RG, address, plan and fees — active admins only, for every operation.
describe('studentPrivate', () => {
  const env = useRulesEnv({
    'students/existing': validStudent,
    'studentPrivate/existing': validStudentPrivate,
    // The students whose private documents the tests create.
    'students/created': validStudent,
    'students/by-instrutor': validStudent,
  });
  const create = (data: Data, role: Role = 'admin', id = 'created') =>
    env.batch(role).create(`studentPrivate/${id}`, data).commit();
  const update = (patch: Data, role: Role = 'admin') =>
    env
      .batch(role)
      .update('studentPrivate/existing', { updatedAt: NOW + 1, ...patch })
      .commit();

  describe('access: active admins only (an instrutor neither reads nor writes it), never delete', () => {
    itEnforcesAccess(env, 'studentPrivate', ADMIN_ONLY, validStudentPrivate, {
      valorMensalidade: 350,
      updatedAt: NOW + 1,
    });
  });

  it.each(ROLES.filter((role) => role !== 'admin'))('%s cannot read a single private field', async (role) => {
    await expectRule(env.as(role).doc('studentPrivate/existing').get(), false);
    await expectRule(env.as(role).collection('studentPrivate').where('valorMensalidade', '>', 0).get(), false);
    await expectRule(env.as(role).doc('studentPrivate/existing/history/1').get(), false);
  });

  describe('written with its student', () => {
    it('an admin creates a student and its private document in one batch', async () => {
      const batch = env
        .batch('admin')
        .create('students/new', validStudent)
        .create('studentPrivate/new', validStudentPrivate);
      await expectRule(batch.commit(), true);
      expect((await env.read('studentPrivate/new'))?.documento).toBe(validStudentPrivate.documento);
    });

    it('an instrutor creates a student without one (none until an admin saves one)', async () => {
      await expectRule(env.batch('instrutor').create('students/new', validStudent).commit(), true);
      expect(await env.read('studentPrivate/new')).toBeNull();
    });

    it('an instrutor cannot add one to the student they create', async () => {
      const batch = env
        .batch('instrutor')
        .create('students/new', validStudent)
        .create('studentPrivate/new', validStudentPrivate);
      await expectRule(batch.commit(), false);
    });

    it('an instrutor cannot add one to an existing student, not even an empty one', async () => {
      await expectRule(create(emptyStudentPrivateDoc, 'instrutor', 'by-instrutor'), false);
    });

    it('an admin adds one later to a student that has none', async () => {
      await expectRule(create(validStudentPrivate, 'admin', 'by-instrutor'), true);
    });

    it('an admin changes the student and its private document in one batch', async () => {
      const batch = env
        .batch('admin')
        .update('students/existing', { nome: 'João P.', updatedAt: NOW + 1 })
        .update('studentPrivate/existing', { documento: '529.982.247-25', updatedAt: NOW + 1 });
      await expectRule(batch.commit(), true);
    });

    it('is refused for a student who does not exist', async () => {
      await expectRule(create(validStudentPrivate, 'admin', 'nobody'), false);
    });
  });

  describe('accepts complete documents', () => {
    it.each<[string, Data]>([
      ['the domain sample', { ...sampleStudentPrivate, createdAt: NOW, updatedAt: NOW }],
      ['every field filled in', validStudentPrivate],
      ['nothing on file', emptyStudentPrivateDoc],
      ['the largest fees', { ...validStudentPrivate, valorMensalidade: 1_000_000, valorAulaAvulsa: 1_000_000 }],
      ['due on the 31st', { ...validStudentPrivate, dataVencimento: '31' }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), true);
    });

    it.each(frequencias)('frequencia %s', async (frequencia) => {
      await expectRule(create({ ...validStudentPrivate, frequencia }), true);
    });

    it.each(paymentMethods)('formaPagamento %s', async (formaPagamento) => {
      await expectRule(create({ ...validStudentPrivate, formaPagamento }), true);
    });
  });

  describe('rejects what the app could not read', () => {
    it.each<[string, Data]>([
      ['a null valorMensalidade', { ...validStudentPrivate, valorMensalidade: null }],
      ['a fee over a million', { ...validStudentPrivate, valorMensalidade: 1_000_000.01 }],
      ['a negative fee', { ...validStudentPrivate, valorAulaAvulsa: -1 }],
      ['a fee as a string', { ...validStudentPrivate, valorAulaAvulsa: '60' }],
      ['dataVencimento 05 (leading zero)', { ...validStudentPrivate, dataVencimento: '05' }],
      ['a documento over 20 characters', { ...validStudentPrivate, documento: long(21) }],
      ['an estado over 2 characters', { ...validStudentPrivate, estado: 'SCX' }],
      ['an estado in small letters', { ...validStudentPrivate, estado: 'sc' }],
      ['a CEP of digits only', { ...validStudentPrivate, cep: '88010000' }],
      ['a CEP one digit short', { ...validStudentPrivate, cep: '88010-00' }],
      ['a student field in it', { ...validStudentPrivate, nome: 'João' }],
      ['missing the address', without(validStudentPrivate, 'logradouro')],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), false);
    });
  });

  describe('updates', () => {
    it('an admin changes the fees', async () => {
      await expectRule(update({ valorMensalidade: 150, formaPagamento: 'dinheiro', dataVencimento: '5' }), true);
    });

    it.each<Role>(['instrutor', 'revokedAdmin', 'pending', 'inactive'])('a %s cannot change a fee', async (role) => {
      await expectRule(update({ valorMensalidade: 1 }, role), false);
    });

    it('rejects nulling a fee', async () => {
      await expectRule(update({ valorMensalidade: null }), false);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update({ createdAt: NOW + 1 }), false);
    });
  });
});
