import { describe, expect, it } from 'vitest';
import { sampleInstructor, sampleInstructorPrivate } from '../../src/domain/test-helpers';
import { disciplines } from '../../src/domain/enums';
import {
  ADMIN_ONLY,
  NOW,
  ROLES,
  STAFF,
  emptyInstructorPrivate,
  expectRule,
  itEnforcesAccess,
  long,
  longestEmail,
  longestPhone,
  uidOf,
  useRulesEnv,
  validInstructor,
  validInstructorPrivate,
  without,
  type Data,
  type Role,
} from './env';

describe('instructors', () => {
  const env = useRulesEnv({ 'instructors/existing': validInstructor });
  // Writes as the app makes them (author, server time, version, history: env.ts AppBatch).
  const create = (data: Data) => env.batch('instrutor').create('instructors/new', data).commit();
  const update = (patch: Data) => env.batch('instrutor').update('instructors/existing', patch).commit();

  describe('access: active staff only, never delete', () => {
    itEnforcesAccess(env, 'instructors', STAFF, validInstructor, { telefone: '(48) 3025-0000', updatedAt: NOW });
  });

  describe('accepts valid documents', () => {
    it.each<[string, Data]>([
      // What the app's own zod schema produces must pass the rules too.
      // (created now: the rules bound createdAt by the server's clock)
      ['the domain sample (sampleInstructor)', { ...sampleInstructor, createdAt: NOW, updatedAt: NOW }],
      ['every field filled in', validInstructor],
      ['no disciplines', { ...validInstructor, disciplinas: [] }],
      ['every optional text empty', { ...validInstructor, email: '', telefone: '' }],
      ['every discipline', { ...validInstructor, disciplinas: disciplines }],
      ['an inactivated instructor', { ...validInstructor, active: false, deletedAt: NOW }],
      [
        'strings at their maximum length',
        {
          ...validInstructor,
          nome: long(120),
          email: longestEmail,
          telefone: longestPhone,
        },
      ],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), true);
    });
  });

  describe('rejects bad input on create', () => {
    it.each<[string, Data]>([
      ...Object.keys(validInstructor).map((key): [string, Data] => [`missing ${key}`, without(validInstructor, key)]),
      ['only the three fields once required', { nome: 'Bruna', active: true, createdAt: NOW }],
      ['a null updatedAt', { ...validInstructor, updatedAt: null }],
      ['an unknown extra field', { ...validInstructor, salario: 5000 }],
      ['an empty nome', { ...validInstructor, nome: '' }],
      ['a nome over 120 characters', { ...validInstructor, nome: long(121) }],
      ['active as a number', { ...validInstructor, active: 1 }],
      ['createdAt as a string', { ...validInstructor, createdAt: 'ontem' }],
      ['an email over 254 characters', { ...validInstructor, email: `${longestEmail}x` }],
      ['a telefone over 15 characters', { ...validInstructor, telefone: long(16) }],
      ['a nome of blanks only', { ...validInstructor, nome: '   ' }],
      ['an e-mail without a dot after @', { ...validInstructor, email: 'bruna@example' }],
      ['a telefone without its mask', { ...validInstructor, telefone: '48991234567' }],
      // The home address is private (instructorPrivate): never in the document every instrutor lists.
      ['the address in it', { ...validInstructor, ...validInstructorPrivate }],
      ['a street in it', { ...validInstructor, logradouro: 'Rua A' }],
      ['disciplinas as a string', { ...validInstructor, disciplinas: 'pilates' }],
      ['an unknown discipline', { ...validInstructor, disciplinas: ['pilates', 'crossfit'] }],
      ['a discipline label instead of its value', { ...validInstructor, disciplinas: ['Ballet Infantil'] }],
      ['a repeated discipline', { ...validInstructor, disciplinas: ['yoga', 'yoga'] }],
      ['a discipline as a number', { ...validInstructor, disciplinas: [1] }],
      ['updatedAt as a string', { ...validInstructor, updatedAt: 'agora' }],
      ['deletedAt as a string', { ...validInstructor, deletedAt: '2025-06-10' }],
      // A client instant, bounded by the server's clock as when it is changed (Inativar).
      ['deletedAt in 1970', { ...validInstructor, active: false, deletedAt: 0 }],
      ['deletedAt years ahead', { ...validInstructor, active: false, deletedAt: NOW + 10 * 365 * 86_400_000 }],
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

    it('changes the disciplines', async () => {
      await expectRule(update({ disciplinas: ['reiki'], updatedAt: NOW + 3 }), true);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update({ createdAt: NOW - 1 }), false);
    });

    it('rejects an invalid value', async () => {
      await expectRule(update({ nome: '' }), false);
    });

    it('rejects an unknown extra field', async () => {
      await expectRule(update({ role: 'admin' }), false);
    });

    it('rejects overwriting with a partial document', async () => {
      await expectRule(
        env
          .batch('instrutor')
          .replace('instructors/existing', { nome: 'Bruna', active: true, createdAt: NOW })
          .commit(),
        false,
      );
    });

    it('an admin edits too', async () => {
      await expectRule(
        env
          .batch('admin')
          .update('instructors/existing', { nome: 'Bruna C.', updatedAt: NOW + 1 })
          .commit(),
        true,
      );
    });
  });
});

// instructorPrivate/{id}: the home address — active admins, and the instructor themself through the
// login link ('Conta de acesso': instructorLinks/{uid}), never deleted.
describe('instructorPrivate', () => {
  const env = useRulesEnv({
    'instructors/existing': validInstructor,
    'instructorPrivate/existing': validInstructorPrivate,
    'instructors/created': validInstructor,
  });
  const create = (data: Data, role: Role = 'admin', id = 'created') =>
    env.batch(role).create(`instructorPrivate/${id}`, data).commit();

  describe('access: active admins only, never delete', () => {
    itEnforcesAccess(env, 'instructorPrivate', ADMIN_ONLY, validInstructorPrivate, {
      bairro: 'Centro',
      updatedAt: NOW + 1,
    });
  });

  it.each(ROLES.filter((role) => role !== 'admin'))('%s cannot read an address', async (role) => {
    await expectRule(env.as(role).doc('instructorPrivate/existing').get(), false);
    await expectRule(env.as(role).collection('instructorPrivate').get(), false);
  });

  it('an admin creates an instructor and the address in one batch', async () => {
    const batch = env
      .batch('admin')
      .create('instructors/new', validInstructor)
      .create('instructorPrivate/new', validInstructorPrivate);
    await expectRule(batch.commit(), true);
    expect((await env.read('instructorPrivate/new'))?.logradouro).toBe(validInstructorPrivate.logradouro);
  });

  it('an instrutor creates an instructor without an address, and cannot add one', async () => {
    await expectRule(env.batch('instrutor').create('instructors/new', validInstructor).commit(), true);
    await expectRule(create(validInstructorPrivate, 'instrutor', 'new'), false);
  });

  it.each<[string, Data, boolean]>([
    ['the domain sample', { ...sampleInstructorPrivate, createdAt: NOW, updatedAt: NOW }, true],
    ['no address on file', emptyInstructorPrivate, true],
    ['strings at their maximum length', { ...validInstructorPrivate, logradouro: long(120), bairro: long(120) }, true],
    ['a cep over 9 characters', { ...validInstructorPrivate, cep: long(10) }, false],
    ['an estado over 2 characters', { ...validInstructorPrivate, estado: 'Santa Catarina' }, false],
    ['an estado of a letter and a digit', { ...validInstructorPrivate, estado: 'S1' }, false],
    ['a CEP without its dash', { ...validInstructorPrivate, cep: '88015200' }, false],
    ['a numero as a number', { ...validInstructorPrivate, numero: 100 }, false],
    ['an instructor field in it', { ...validInstructorPrivate, nome: 'Bruna' }, false],
  ])('%s: %s', async (_name, data, allowed) => {
    await expectRule(create(data), allowed);
  });

  it('is refused for an instructor who does not exist', async () => {
    await expectRule(create(validInstructorPrivate, 'admin', 'nobody'), false);
  });
});

describe('instructorPrivate: the instructor themself, through the login link', () => {
  const linked = useRulesEnv({
    'instructors/existing': validInstructor,
    'instructorPrivate/existing': validInstructorPrivate,
    'instructorPrivate/other': validInstructorPrivate,
    [`instructorLinks/${uidOf('instrutor')}`]: { instructorId: 'existing', createdAt: NOW, updatedAt: NOW },
    [`instructorLinks/${uidOf('inactive')}`]: { instructorId: 'existing', createdAt: NOW, updatedAt: NOW },
    [`instructorLinks/${uidOf('pending')}`]: { instructorId: 'existing', createdAt: NOW, updatedAt: NOW },
  });

  it('an instrutor reads their own home address, and no one else’s', async () => {
    await expectRule(linked.as('instrutor').doc('instructorPrivate/existing').get(), true);
    await expectRule(linked.as('instrutor').doc('instructorPrivate/other').get(), false);
    await expectRule(linked.as('instrutor').collection('instructorPrivate').get(), false);
  });

  it('but does not change it (admins do)', async () => {
    const patch = { bairro: 'Centro', updatedAt: NOW + 1 };
    await expectRule(linked.batch('instrutor').update('instructorPrivate/existing', patch).commit(), false);
  });

  it.each<Role>(['inactive', 'pending'])('a %s login linked to the instructor reads nothing', async (role) => {
    await expectRule(linked.as(role).doc('instructorPrivate/existing').get(), false);
  });
});
