import { describe, it } from 'vitest';
import { signupProfile } from '../../src/domain/user';
import {
  NOW,
  ROLES,
  emailOf,
  expectRule,
  long,
  uidOf,
  useRulesEnv,
  userDoc,
  without,
  type Data,
  type Db,
  type Role,
} from './env';

// A second active admin, to show admins manage each other but never demote.
const OTHER_ADMIN = 'other-admin-uid';

describe('users', () => {
  const env = useRulesEnv({
    [`users/${OTHER_ADMIN}`]: userDoc({ nome: 'Olga Admin', email: 'olga@salus.test', role: 'admin' }),
  });
  const own = (role: Role) => (role === 'anonymous' ? 'someone-uid' : uidOf(role));
  // Someone else's existing profile: an active instrutor (or the admin, for the instrutor itself).
  const other = (role: Role) => (role === 'instrutor' ? uidOf('admin') : uidOf('instrutor'));
  const signupOf = (role: Role): Data =>
    userDoc({ email: role === 'anonymous' ? 'x@salus.test' : emailOf(role), active: 'pending' });

  describe('access: role × operation', () => {
    const signedIn: readonly Role[] = ROLES.filter((r) => r !== 'anonymous');
    const table: { op: string; allowed: readonly Role[]; run: (db: Db, role: Role) => Promise<unknown> }[] = [
      // Everyone reads their own profile, whatever its status (the client shows "pending" or signs out).
      { op: 'get own profile', allowed: signedIn, run: (db, r) => db.doc(`users/${own(r)}`).get() },
      { op: "get another's profile", allowed: ['admin'], run: (db, r) => db.doc(`users/${other(r)}`).get() },
      { op: 'list profiles', allowed: ['admin'], run: (db) => db.collection('users').get() },
      // Only a signed-in account without a profile yet can sign itself up.
      { op: 'create own profile (signup)', allowed: ['noProfile'], run: (db, r) => db.doc(`users/${own(r)}`).set(signupOf(r)) },
      {
        op: 'create a profile for a new account',
        allowed: ['admin'],
        run: (db) => db.doc('users/new-account-uid').set(userDoc({ email: 'nova@salus.test' })),
      },
      {
        op: 'update own contact details',
        allowed: ['instrutor', 'admin'],
        run: (db, r) => db.doc(`users/${own(r)}`).update({ nome: 'Nome Corrigido', telefone: '(48) 3333-4444' }),
      },
      {
        op: "update another's status",
        allowed: ['admin'],
        run: (db, r) => db.doc(`users/${other(r)}`).update({ active: false }),
      },
      { op: 'delete own profile', allowed: [], run: (db, r) => db.doc(`users/${own(r)}`).delete() },
      { op: "delete another's profile", allowed: [], run: (db, r) => db.doc(`users/${other(r)}`).delete() },
    ];
    const cases = ROLES.flatMap((role) =>
      table.map(({ op, allowed, run }) => ({
        role,
        op,
        run,
        allowed: allowed.includes(role),
        outcome: allowed.includes(role) ? 'allowed' : 'denied',
      })),
    );
    it.each(cases)('$role: $op is $outcome', async ({ role, run, allowed }) => {
      await expectRule(run(env.as(role), role), allowed);
    });
  });

  describe('self-signup', () => {
    const signup = (data: Data) => env.as('noProfile').doc(`users/${uidOf('noProfile')}`).set(data);
    const valid = signupOf('noProfile');

    it('accepts the profile the signup form builds (src/domain)', async () => {
      const form = { nome: ' Nara Nova ', cpf: '52998224725', telefone: '48999991234', password: 'segredo1' };
      const email = emailOf('noProfile').toUpperCase();
      await expectRule(signup(signupProfile({ ...form, email, confirmPassword: form.password }, NOW)), true);
    });

    it('accepts the e-mail in another letter case', async () => {
      await expectRule(signup({ ...valid, email: emailOf('noProfile').toUpperCase() }), true);
    });

    it('accepts any e-mail when the token carries none', async () => {
      const db = env.testEnv().authenticatedContext('phone-only-uid').firestore();
      await expectRule(db.doc('users/phone-only-uid').set(valid), true);
    });

    it("rejects signing up under someone else's uid", async () => {
      await expectRule(env.as('noProfile').doc('users/stranger-uid').set(valid), false);
    });

    it.each<[string, Data]>([
      ['as admin', { ...valid, role: 'admin' }],
      ['as already active', { ...valid, active: true }],
      ['as inactive', { ...valid, active: false }],
      ['with an unknown role', { ...valid, role: 'gerente' }],
      ["with another account's e-mail", { ...valid, email: 'boss@salus.test' }],
      ['with an extra field', { ...valid, isAdmin: true }],
      ['without createdAt', without(valid, 'createdAt')],
      ['without cpf', without(valid, 'cpf')],
      ['with createdAt as a string', { ...valid, createdAt: String(NOW) }],
      ['with an empty nome', { ...valid, nome: '' }],
      ['with a nome over 120 characters', { ...valid, nome: long(121) }],
      ['with a cpf over 14 characters', { ...valid, cpf: long(15) }],
      ['with a telefone over 15 characters', { ...valid, telefone: long(16) }],
      ['with a telefone as a number', { ...valid, telefone: 48999991234 }],
    ])('rejects signing up %s', async (_name, data) => {
      await expectRule(signup(data), false);
    });
  });

  describe('admin manages other users', () => {
    const adminUpdate = (uid: string, patch: Data) => env.as('admin').doc(`users/${uid}`).update(patch);
    const adminCreate = (data: Data) => env.as('admin').doc('users/new-account-uid').set(data);

    it.each<[string, string, Data]>([
      ['approves a pending user', uidOf('pending'), { active: true }],
      ['revokes an instrutor', uidOf('instrutor'), { active: false }],
      ['reactivates an inactive user', uidOf('inactive'), { active: true }],
      ['promotes an instrutor to admin', uidOf('instrutor'), { role: 'admin' }],
      ['revokes another admin', OTHER_ADMIN, { active: false }],
      ['edits contact details', uidOf('instrutor'), { nome: 'Ivo S.', cpf: '111.444.777-35', telefone: '', email: 'ivo@x.com' }],
    ])('%s', async (_name, uid, patch) => {
      await expectRule(adminUpdate(uid, patch), true);
    });

    it.each<[string, string, Data]>([
      ['demoting an admin', OTHER_ADMIN, { role: 'instrutor' }],
      ['demoting a revoked admin', uidOf('revokedAdmin'), { role: 'instrutor', active: true }],
      ['revoking themselves', uidOf('admin'), { active: false }],
      ['setting themselves pending', uidOf('admin'), { active: 'pending' }],
      ['changing their own role', uidOf('admin'), { role: 'instrutor' }],
      ['changing createdAt', uidOf('instrutor'), { createdAt: NOW + 1 }],
      ['an unknown role', uidOf('instrutor'), { role: 'superadmin' }],
      ['an unknown status', uidOf('instrutor'), { active: 'yes' }],
      ['an extra field', uidOf('instrutor'), { notes: 'x' }],
      ['a nome over 120 characters', uidOf('instrutor'), { nome: long(121) }],
      ['an email over 254 characters', uidOf('instrutor'), { email: long(255) }],
    ])('rejects %s', async (_name, uid, patch) => {
      await expectRule(adminUpdate(uid, patch), false);
    });

    it.each<[string, Data]>([
      ['an active instrutor', userDoc()],
      ['an admin', userDoc({ role: 'admin' })],
      ['a pending user', userDoc({ active: 'pending' })],
      ['an inactive user', userDoc({ active: false })],
    ])('creates the profile of %s', async (_name, data) => {
      await expectRule(adminCreate(data), true);
    });

    it.each<[string, Data]>([
      ['an unknown role', userDoc({ role: 'root' })],
      ['an unknown status', userDoc({ active: 1 })],
      ['an extra field', userDoc({ senha: '123456' })],
      ['no nome', without(userDoc(), 'nome')],
      ['no email', without(userDoc(), 'email')],
      ['an over-long cpf', userDoc({ cpf: long(15) })],
    ])('rejects creating a profile with %s', async (_name, data) => {
      await expectRule(adminCreate(data), false);
    });
  });

  describe('users edit themselves', () => {
    const selfUpdate = (role: Role, patch: Data) => env.as(role).doc(`users/${own(role)}`).update(patch);

    it('an active user fixes nome, cpf and telefone', async () => {
      await expectRule(selfUpdate('instrutor', { nome: 'Ivo Souza', cpf: '111.444.777-35', telefone: '' }), true);
    });

    it.each<[string, Role, Data]>([
      ['an instrutor promoting themselves', 'instrutor', { role: 'admin' }],
      ['a pending user activating themselves', 'pending', { active: true }],
      ['an inactive user reactivating themselves', 'inactive', { active: true }],
      ['a revoked admin reactivating themselves', 'revokedAdmin', { active: true }],
      ['a pending user editing their nome', 'pending', { nome: 'Paula P.' }],
      ['an instrutor changing their e-mail', 'instrutor', { email: 'novo@salus.test' }],
      ['an instrutor changing createdAt', 'instrutor', { createdAt: NOW + 1 }],
      ['an instrutor adding a field', 'instrutor', { apelido: 'Ivo' }],
      ['an instrutor blanking their nome', 'instrutor', { nome: '' }],
      ['an instrutor with a cpf over 14 characters', 'instrutor', { cpf: long(15) }],
    ])('rejects %s', async (_name, role, patch) => {
      await expectRule(selfUpdate(role, patch), false);
    });
  });
});
