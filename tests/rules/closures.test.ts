// Closures, the studio's settings and the instructor ↔ login link (issue 15): admins write them,
// active staff read them, nobody deletes them; a login is linked to at most one instructor.
import { describe, it } from 'vitest';
import { NOW, ROLES, expectRule, uidOf, useRulesEnv, validInstructor, type Data, type Op, type Role } from './env';

const closure: Data = {
  kind: 'feriado',
  reason: 'Natal',
  startDate: '2026-12-25',
  endDate: '2026-12-25',
  active: true,
  createdAt: NOW,
  updatedAt: NOW,
};
const settings: Data = { creditDays: 30, createdAt: NOW, updatedAt: NOW };
const link = (instructorId: string): Data => ({ instructorId, createdAt: NOW, updatedAt: NOW });

const readers = (role: Role) => role === 'admin' || role === 'instrutor';
const writers = (role: Role) => role === 'admin';

describe('closures and settings: admins write, staff read, nothing is deleted', () => {
  const env = useRulesEnv({
    'closures/existing': closure,
    'settings/studio': settings,
    'settings/existing': settings,
  });
  const cases = (collection: string, valid: Data, patch: Data, created: string) =>
    ROLES.flatMap((role) =>
      (['get', 'list', 'create', 'update', 'delete'] as Op[]).map((op) => {
        const allowed = op === 'delete' ? false : op === 'get' || op === 'list' ? readers(role) : writers(role);
        return { collection, role, op, allowed, valid, patch, created };
      }),
    );
  it.each([
    ...cases(
      'closures',
      { ...closure, kind: 'recesso', reason: 'Recesso', endDate: '2027-01-03' },
      { active: false, updatedAt: NOW + 1 },
      'new',
    ),
    // The app keeps one settings document; another is harmless, written by admins only.
    ...cases('settings', { ...settings, creditDays: 45 }, { creditDays: 45, updatedAt: NOW + 1 }, 'other'),
  ])('$collection: $role $op → $allowed', async ({ collection, role, op, allowed, valid, patch, created }) => {
    const path = `${collection}/existing`;
    const run = {
      get: () => env.as(role).doc(path).get(),
      list: () => env.as(role).collection(collection).get(),
      create: () => env.batch(role).create(`${collection}/${created}`, valid).commit(),
      update: () => env.batch(role).update(path, patch).commit(),
      delete: () => env.as(role).doc(path).delete(),
    }[op];
    await expectRule(run(), allowed);
  });

  it.each(ROLES.map((role) => [role] as const))('settings/studio: %s', async (role) => {
    await expectRule(env.as(role).doc('settings/studio').get(), readers(role));
    await expectRule(
      env
        .batch(role)
        .update('settings/studio', { creditDays: 45, updatedAt: NOW + 1 })
        .commit(),
      writers(role),
    );
    await expectRule(env.as(role).doc('settings/studio').delete(), false);
  });

  it.each<[string, Data, boolean]>([
    ['a closure with an empty reason', { ...closure, reason: ' ' }, false],
    ['a range that ends before it starts', { ...closure, startDate: '2026-12-26' }, false],
    ['an unknown kind', { ...closure, kind: 'greve' }, false],
  ])('%s', async (_what, data, allowed) => {
    await expectRule(env.batch('admin').create('closures/other', data).commit(), allowed);
  });

  it.each<[string, string, number, boolean]>([
    ['a validity of 0 days', 'settings/studio', 0, false],
    ['a validity of a year', 'settings/studio', 365, true],
    ['a validity past a year', 'settings/studio', 366, false],
  ])('%s', async (_what, path, creditDays, allowed) => {
    const write =
      path === 'settings/studio'
        ? env.batch('admin').update(path, { creditDays, updatedAt: NOW + 1 })
        : env.batch('admin').create(path, settings);
    await expectRule(write.commit(), allowed);
  });
});

describe('instructor ↔ login link (Conta de acesso)', () => {
  const ivo = uidOf('instrutor');
  const env = useRulesEnv({
    'instructors/a': validInstructor,
    'instructors/b': validInstructor,
    'instructors/linked': { ...validInstructor, userId: uidOf('admin') },
    [`instructorLinks/${uidOf('admin')}`]: link('linked'),
  });
  const patch = (userId: string) => ({ userId, updatedAt: NOW + 1 });

  it('an admin links an instructor to a login with its link in the same batch', async () => {
    await expectRule(
      env.batch('admin').update('instructors/a', patch(ivo)).create(`instructorLinks/${ivo}`, link('a')).commit(),
      true,
    );
  });

  it.each<[string, Role, boolean, boolean]>([
    ['the instructor without the link', 'admin', true, false],
    ['the link without the instructor', 'admin', false, true],
    ['an instrutor linking', 'instrutor', true, true],
    // The link grants reading the instructor's home address (instructorPrivate): never written alone.
    ['an instrutor writing their own link alone', 'instrutor', false, true],
    ['someone awaiting approval writing a link alone', 'pending', false, true],
  ])('refuses %s', async (_what, role, withInstructor, withLink) => {
    const batch = env.batch(role);
    if (withInstructor) batch.update('instructors/a', patch(ivo));
    if (withLink) batch.create(`instructorLinks/${ivo}`, link('a'));
    await expectRule(batch.commit(), false);
  });

  it('a login already linked cannot be claimed by a second instructor', async () => {
    await expectRule(
      env
        .batch('admin')
        .update('instructors/b', patch(uidOf('admin')))
        .update(`instructorLinks/${uidOf('admin')}`, link('b'))
        .commit(),
      false,
    );
  });

  it('moves a login from one instructor to another in one batch, and unlinks', async () => {
    await expectRule(
      env
        .batch('admin')
        .update('instructors/linked', patch(''))
        .update('instructors/b', patch(uidOf('admin')))
        .update(`instructorLinks/${uidOf('admin')}`, link('b'))
        .commit(),
      true,
    );
    await expectRule(
      env
        .batch('admin')
        .update('instructors/b', patch(''))
        .update(`instructorLinks/${uidOf('admin')}`, link(''))
        .commit(),
      true,
    );
  });

  it('links only a login that exists; nobody deletes a link; staff read links', async () => {
    await expectRule(
      env.batch('admin').update('instructors/a', patch('nobody')).create('instructorLinks/nobody', link('a')).commit(),
      false,
    );
    await expectRule(
      env
        .as('admin')
        .doc(`instructorLinks/${uidOf('admin')}`)
        .delete(),
      false,
    );
    await expectRule(
      env
        .as('instrutor')
        .doc(`instructorLinks/${uidOf('admin')}`)
        .get(),
      true,
    );
    await expectRule(
      env
        .as('pending')
        .doc(`instructorLinks/${uidOf('admin')}`)
        .get(),
      false,
    );
  });

  it('an instrutor editing an instructor leaves userId alone', async () => {
    await expectRule(
      env
        .batch('instrutor')
        .update('instructors/linked', { telefone: '(48) 3025-0000', updatedAt: NOW + 1 })
        .commit(),
      true,
    );
  });
});
