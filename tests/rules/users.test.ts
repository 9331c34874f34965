import { describe, it } from 'vitest';
import { signupProfile } from '../../src/domain/user';
import { adminsChange, userWrite } from './admins-helpers';
import {
  ADMINS_PATH,
  DAY,
  NOW,
  adminsList,
  authorOf,
  ROLES,
  emailOf,
  expectRule,
  long,
  serverTime,
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
    [ADMINS_PATH]: adminsList(uidOf('admin'), OTHER_ADMIN),
    // Corrected from 'Joao Sylva' a day ago, and 8 days ago.
    ...Object.fromEntries(
      [1, 8].map((days) => [
        `users/renamed-${days}`,
        userDoc({ nome: 'Joao Silva', nomeAnterior: 'Joao Sylva', renomeadoEm: new Date(Date.now() - days * DAY) }),
      ]),
    ),
  });
  const own = (role: Role) => (role === 'anonymous' ? 'someone-uid' : uidOf(role));
  // Someone else's existing profile: an active instrutor (or the admin, for the instrutor itself).
  const other = (role: Role) => (role === 'instrutor' ? uidOf('admin') : uidOf('instrutor'));
  // As the app writes it: with the entry of users/{uid}/changes that says who did it.
  const adminUpdate = (uid: string, patch: Data) => userWrite(env.as('admin'), uid, { update: patch });
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
      {
        op: 'create own profile (signup)',
        allowed: ['noProfile'],
        run: (db, r) => db.doc(`users/${own(r)}`).set(signupOf(r)),
      },
      {
        op: 'create a profile for a new account',
        allowed: ['admin'],
        run: (db, r) =>
          userWrite(db, 'new-account-uid', { set: userDoc({ email: 'nova@salus.test' }) }, { author: authorOf(r) }),
      },
      {
        // Not logged in the profile's changes (only an admin's write is), and no screen offers it.
        op: 'update own contact details',
        allowed: [],
        run: (db, r) => db.doc(`users/${own(r)}`).update({ nome: 'Nome Corrigido', telefone: '(48) 3333-4444' }),
      },
      {
        op: "update another's status",
        allowed: ['admin'],
        run: (db, r) => userWrite(db, other(r), { update: { active: false } }, { author: authorOf(r) }),
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
    const signup = (data: Data) =>
      env
        .as('noProfile')
        .doc(`users/${uidOf('noProfile')}`)
        .set(data);
    const valid = signupOf('noProfile');

    it('accepts the profile the signup form builds (src/domain)', async () => {
      const form = { nome: ' Nara Nova ', cpf: '52998224725', telefone: '48999991234' };
      const email = emailOf('noProfile').toUpperCase();
      await expectRule(signup(signupProfile({ ...form, email }, NOW)), true);
    });

    it('accepts the e-mail in another letter case', async () => {
      await expectRule(signup({ ...valid, email: emailOf('noProfile').toUpperCase() }), true);
    });

    // The profile's e-mail is the account's (DESIGN.md, "References do not move"): an account
    // without one has nothing to match.
    it('rejects an account whose token carries no e-mail', async () => {
      const db = env.testEnv().authenticatedContext('phone-only-uid').firestore();
      await expectRule(db.doc('users/phone-only-uid').set(valid), false);
    });

    it("rejects signing up under someone else's uid", async () => {
      await expectRule(env.as('noProfile').doc('users/stranger-uid').set(valid), false);
    });

    it('rejects signing up again over an existing pending profile', async () => {
      const again = signupOf('pending');
      await expectRule(
        env
          .as('pending')
          .doc(`users/${uidOf('pending')}`)
          .set({ ...again, nome: 'Outra' }),
        false,
      );
    });

    it.each<[string, Data]>([
      ['as admin', { ...valid, role: 'admin' }],
      ['as already active', { ...valid, active: true }],
      ['as inactive', { ...valid, active: false }],
      ['with an unknown role', { ...valid, role: 'gerente' }],
      ["with another account's e-mail", { ...valid, email: 'boss@salus.test' }],
      ['with an empty e-mail', { ...valid, email: '' }],
      ['with an extra field', { ...valid, isAdmin: true }],
      ['without createdAt', without(valid, 'createdAt')],
      ['without cpf', without(valid, 'cpf')],
      ['with createdAt as a string', { ...valid, createdAt: String(NOW) }],
      ['with an empty nome', { ...valid, nome: '' }],
      ['with a nome over 120 characters', { ...valid, nome: long(121) }],
      ['with a cpf over 14 characters', { ...valid, cpf: long(15) }],
      ['with a telefone over 15 characters', { ...valid, telefone: long(16) }],
      ['with a telefone as a number', { ...valid, telefone: 48999991234 }],
      // The sign-up form asks for every field (SPEC 5), in the masks' formats.
      ['with an empty cpf', { ...valid, cpf: '' }],
      ['with an empty telefone', { ...valid, telefone: '' }],
      ['with a nome of blanks only', { ...valid, nome: '   ' }],
      ['with a cpf of digits only', { ...valid, cpf: '52998224725' }],
      ['with a telefone of digits only', { ...valid, telefone: '48999991234' }],
      ['with a nomeAnterior (a name to write under)', { ...valid, nomeAnterior: 'Ana Admin' }],
    ])('rejects signing up %s', async (_name, data) => {
      await expectRule(signup(data), false);
    });
  });

  describe('admins create the profiles of accounts they made', () => {
    const create = (data: Data, role: Role = 'admin') =>
      userWrite(env.as(role), 'new-account-uid', { set: data }, { author: authorOf(role) });

    it.each<[string, Data]>([
      ['an active instrutor', userDoc({ email: 'nova@salus.test' })],
      ['with cpf and telefone empty', userDoc({ email: 'nova@salus.test', cpf: '', telefone: '' })],
    ])('creates %s', async (_name, data) => {
      await expectRule(create(data), true);
    });

    it('creates an active admin, listed in access/admins in the same batch', async () => {
      const data = userDoc({ email: 'nova@salus.test', role: 'admin' });
      await expectRule(adminsChange(env.as('admin'), 'new-account-uid', 'add', { set: data }), true);
    });

    it('rejects an active admin left off access/admins', async () => {
      await expectRule(create(userDoc({ email: 'nova@salus.test', role: 'admin' })), false);
    });

    it.each<[string, Data]>([
      ['a pending user (only self-signup leaves one)', userDoc({ active: 'pending' })],
      ['an inactive user', userDoc({ active: false })],
      ['an unknown role', userDoc({ role: 'root' })],
      ['an unknown status', userDoc({ active: 1 })],
      ['an extra field', userDoc({ senha: '123456' })],
      ['no nome', without(userDoc(), 'nome')],
      ['no email', without(userDoc(), 'email')],
      ['an over-long cpf', userDoc({ cpf: long(15) })],
      ['a cpf without its mask', userDoc({ cpf: '52998224725' })],
      ['an e-mail without @', userDoc({ email: 'nova.salus.test' })],
      ['a nome of blanks only', userDoc({ nome: ' ' })],
      ['createdAt as a string', userDoc({ createdAt: '2025-06-10' })],
      ['a nomeAnterior (a name to write under)', userDoc({ nomeAnterior: 'Ana Admin' })],
    ])('rejects creating %s', async (_name, data) => {
      await expectRule(create(data), false);
    });

    it.each<Role>(['instrutor', 'revokedAdmin', 'pending'])('a %s cannot create a profile', async (role) => {
      await expectRule(create(userDoc(), role), false);
    });
  });

  describe('admins manage other users', () => {
    const renamed = { nome: 'Ivo S.', nomeAnterior: 'Ivo Instrutor', renomeadoEm: serverTime() };
    it.each<[string, string, Data]>([
      ['approves a pending user (Ativar)', uidOf('pending'), { active: true }],
      ['refuses a pending user (Revogar)', uidOf('pending'), { active: false }],
      ['revokes an instrutor', uidOf('instrutor'), { active: false }],
      ['reactivates an inactive user', uidOf('inactive'), { active: true }],
      ['promotes a pending user, still pending', uidOf('pending'), { role: 'admin' }],
      [
        'edits contact details, keeping the name replaced',
        uidOf('instrutor'),
        { nome: 'Ivo S.', nomeAnterior: 'Ivo Instrutor', renomeadoEm: serverTime(), cpf: '111.444.777-35' },
      ],
      ["edits another admin's contact details", OTHER_ADMIN, { telefone: '(48) 3333-4444' }],
      // No save of a pending person can be waiting under the name replaced: none is kept.
      ["corrects a pending user's nome", uidOf('pending'), { nome: 'Paula P.' }],
    ])('%s', async (_name, uid, patch) => {
      await expectRule(adminUpdate(uid, patch), true);
    });

    // Who is an active admin changes: access/admins changes with the profile, in the same batch.
    it.each<[string, string, Data, 'add' | 'remove']>([
      ['promotes an instrutor to admin (Tornar admin)', uidOf('instrutor'), { role: 'admin' }, 'add'],
      ['approves and promotes a pending user at once', uidOf('pending'), { role: 'admin', active: true }, 'add'],
      ['reactivates a revoked admin', uidOf('revokedAdmin'), { active: true }, 'add'],
      ['revokes another admin', OTHER_ADMIN, { active: false }, 'remove'],
    ])('%s, with access/admins', async (_name, uid, patch, change) => {
      await expectRule(adminsChange(env.as('admin'), uid, change, { update: patch }), true);
    });

    it.each<[string, string, Data]>([
      ['promoting an instrutor', uidOf('instrutor'), { role: 'admin' }],
      ['reactivating a revoked admin', uidOf('revokedAdmin'), { active: true }],
      ['revoking another admin', OTHER_ADMIN, { active: false }],
    ])('rejects %s without access/admins in the same batch', async (_name, uid, patch) => {
      await expectRule(adminUpdate(uid, patch), false);
    });

    it.each<[string, string, Data]>([
      ["rewriting another user's e-mail", uidOf('instrutor'), { email: 'ivo@x.com' }],
      ["changing the letter case of another user's e-mail", uidOf('instrutor'), { email: 'INSTRUTOR@salus.test' }],
      ['demoting an admin', OTHER_ADMIN, { role: 'instrutor' }],
      ['demoting a revoked admin', uidOf('revokedAdmin'), { role: 'instrutor', active: true }],
      ['setting an active user back to pending', uidOf('instrutor'), { active: 'pending' }],
      ['setting an inactive user to pending', uidOf('inactive'), { active: 'pending' }],
      ['revoking themselves', uidOf('admin'), { active: false }],
      ['setting themselves pending', uidOf('admin'), { active: 'pending' }],
      ['demoting themselves', uidOf('admin'), { role: 'instrutor' }],
      ['changing their own e-mail', uidOf('admin'), { email: 'chefe@salus.test' }],
      ['changing createdAt', uidOf('instrutor'), { createdAt: NOW + 1 }],
      ['an unknown role', uidOf('instrutor'), { role: 'superadmin' }],
      ['an unknown status', uidOf('instrutor'), { active: 'yes' }],
      ['an extra field', uidOf('instrutor'), { notes: 'x' }],
      ['a nome over 120 characters', uidOf('instrutor'), { ...renamed, nome: long(121) }],
      // Saves queued offline under the name replaced are taken for 7 days (isAuthored): it must be the
      // one replaced, at the server's time.
      ['a corrected nome without the one it replaces', uidOf('instrutor'), { nome: 'Ivo S.' }],
      ['a nomeAnterior other than the name replaced', uidOf('instrutor'), { ...renamed, nomeAnterior: 'Ana Admin' }],
      ['a nomeAnterior with the nome unchanged', uidOf('instrutor'), { ...renamed, nome: 'Ivo Instrutor' }],
      ["renomeadoEm of the client's clock", uidOf('instrutor'), { ...renamed, renomeadoEm: new Date() }],
      ['renomeadoEm without nomeAnterior', uidOf('instrutor'), { nome: 'Ivo S.', renomeadoEm: serverTime() }],
      ["a name kept by a pending user's correction", uidOf('pending'), { ...renamed, nomeAnterior: 'Paula Pendente' }],
    ])('rejects %s', async (_name, uid, patch) => {
      await expectRule(adminUpdate(uid, patch), false);
    });

    // A typo in a correction, fixed days later: the saves queued offline carry the name used for long.
    it.each<[string, number, Data, boolean]>([
      ['keeps the first name replaced, a day after it', 1, { nome: 'João Silva' }, true],
      ['keeps the first name replaced, 8 days after it', 8, { nome: 'João Silva' }, false],
      [
        'keeps the name it replaces instead',
        1,
        { nome: 'João Silva', nomeAnterior: 'Joao Silva', renomeadoEm: serverTime() },
        true,
      ],
    ])('a second correction %s: %s', async (_name, days, patch, allowed) => {
      await expectRule(adminUpdate(`renamed-${days}`, patch), allowed);
    });

    it('rejects overwriting a profile with a partial one', async () => {
      await expectRule(
        env
          .as('admin')
          .doc(`users/${uidOf('instrutor')}`)
          .set({ nome: 'Ivo', active: true }),
        false,
      );
    });

    it.each<Role>(['instrutor', 'revokedAdmin', 'inactive', 'pending'])(
      'a %s cannot approve or promote anyone',
      async (role) => {
        const target = role === 'pending' ? uidOf('inactive') : uidOf('pending');
        const as = { author: authorOf(role) };
        await expectRule(userWrite(env.as(role), target, { update: { active: true } }, as), false);
        await expectRule(userWrite(env.as(role), target, { update: { role: 'admin' } }, as), false);
      },
    );
  });

  describe("the person's own session records a verified e-mail", () => {
    const verified = (role: Exclude<Role, 'anonymous'>, emailVerified = true, email = emailOf(role)): Db =>
      env.testEnv().authenticatedContext(uidOf(role), { email, email_verified: emailVerified }).firestore();
    const record = (db: Db, uid: string, patch: Data = { emailVerified: true }) => db.doc(`users/${uid}`).update(patch);

    // Whatever the status: Usuários shows it while a sign-up waits for approval.
    it.each<Exclude<Role, 'anonymous'>>(['pending', 'inactive', 'revokedAdmin', 'instrutor', 'admin'])(
      'a %s whose token says verified records it',
      async (role) => {
        await expectRule(record(verified(role), uidOf(role)), true);
      },
    );

    it.each<[string, () => Promise<unknown>]>([
      ['when the token does not say verified', () => record(verified('pending', false), uidOf('pending'))],
      ['when the token has no such claim', () => record(env.as('pending'), uidOf('pending'))],
      ['on an account without a profile', () => record(verified('noProfile'), uidOf('noProfile'))],
      ["on someone else's profile", () => record(verified('instrutor'), uidOf('pending'))],
      // Signed up with a colleague's address, then moved the account to one of their own and verified it.
      [
        'for another e-mail than the profile holds',
        () => record(verified('pending', true, 'outro@exemplo.com'), uidOf('pending')),
      ],
      ['as false', () => record(verified('pending'), uidOf('pending'), { emailVerified: false })],
      ['as a string', () => record(verified('pending'), uidOf('pending'), { emailVerified: 'true' })],
      [
        'together with another change (approving themselves)',
        () => record(verified('pending'), uidOf('pending'), { emailVerified: true, active: true }),
      ],
      ['by an admin, for someone else', () => record(verified('admin'), uidOf('pending'))],
    ])('rejects recording it %s', async (_name, write) => {
      await expectRule(write(), false);
    });

    it('takes the e-mail in any case: the profile keeps it as it was typed', async () => {
      await expectRule(record(verified('pending', true, emailOf('pending').toUpperCase()), uidOf('pending')), true);
    });

    it('rejects taking it back, even by the person', async () => {
      const db = verified('instrutor');
      await expectRule(record(db, uidOf('instrutor')), true);
      await expectRule(record(db, uidOf('instrutor'), { emailVerified: false }), false);
      await expectRule(adminUpdate(uidOf('instrutor'), { emailVerified: false }), false);
    });

    it('rejects a sign-up or an admin-made profile that claims it', async () => {
      const signup = verified('noProfile');
      await expectRule(
        signup.doc(`users/${uidOf('noProfile')}`).set({ ...signupOf('noProfile'), emailVerified: true }),
        false,
      );
      await expectRule(
        signup.doc(`users/${uidOf('noProfile')}`).set({ ...signupOf('noProfile'), emailVerified: false }),
        true,
      );
      await expectRule(
        userWrite(env.as('admin'), 'new-account-uid', {
          set: userDoc({ email: 'nova@salus.test', emailVerified: true }),
        }),
        false,
      );
    });
  });

  describe('users do not edit themselves', () => {
    const selfUpdate = (role: Role, patch: Data) =>
      env
        .as(role)
        .doc(`users/${own(role)}`)
        .update(patch);

    it.each<[string, Role, Data]>([
      [
        'an instrutor fixing nome, cpf and telefone (unlogged)',
        'instrutor',
        { nome: 'Nome Corrigido', cpf: '111.444.777-35', telefone: '' },
      ],
      [
        'an admin fixing nome, cpf and telefone (unlogged)',
        'admin',
        { nome: 'Nome Corrigido', cpf: '111.444.777-35', telefone: '' },
      ],
      ['an instrutor promoting themselves', 'instrutor', { role: 'admin' }],
      ['an instrutor revoking themselves', 'instrutor', { active: false }],
      ['an admin revoking themselves', 'admin', { active: false }],
      ['an admin demoting themselves', 'admin', { role: 'instrutor' }],
      ['a pending user activating themselves', 'pending', { active: true }],
      ['an inactive user reactivating themselves', 'inactive', { active: true }],
      ['a revoked admin reactivating themselves', 'revokedAdmin', { active: true }],
      ['a pending user editing their nome', 'pending', { nome: 'Paula P.' }],
      ['an inactive user editing their nome', 'inactive', { nome: 'Igor I.' }],
      ['an instrutor changing their e-mail', 'instrutor', { email: 'novo@salus.test' }],
      ['an instrutor changing createdAt', 'instrutor', { createdAt: NOW + 1 }],
      ['an instrutor adding a field', 'instrutor', { apelido: 'Ivo' }],
      [
        'an instrutor adding a name to write under',
        'instrutor',
        { nomeAnterior: 'Ana Admin', renomeadoEm: serverTime() },
      ],
      ['an instrutor blanking their nome', 'instrutor', { nome: '' }],
      ['an instrutor with a cpf over 14 characters', 'instrutor', { cpf: long(15) }],
    ])('rejects %s', async (_name, role, patch) => {
      await expectRule(selfUpdate(role, patch), false);
    });
  });

  // Who created, approved, revoked, promoted or corrected a profile: users/{uid}/changes.
  describe("an admin's write on a profile names its entry in the log", () => {
    const target = uidOf('instrutor');
    const entry = (changes: Data = {}): Data => ({
      action: 'revogar',
      role: 'instrutor',
      active: false,
      ...authorOf('admin'),
      ...changes,
    });
    const withEntry = (data: Data, patch: Data = { active: false }) => {
      const db = env.as('admin');
      const batch = db.batch();
      batch.set(db.doc(`users/${target}/changes/c1`), data);
      batch.update(db.doc(`users/${target}`), { ...patch, lastChange: 'c1' });
      return batch.commit();
    };

    it('refuses Revogar, Ativar or a contact fix without its entry', async () => {
      await expectRule(userWrite(env.as('admin'), target, { update: { active: false } }, { unlogged: true }), false);
      await expectRule(
        userWrite(env.as('admin'), target, { update: { telefone: '(48) 3333-4444' } }, { unlogged: true }),
        false,
      );
      await expectRule(
        userWrite(
          env.as('admin'),
          'new-account-uid',
          { set: userDoc({ email: 'nova@salus.test' }) },
          { unlogged: true },
        ),
        false,
      );
    });

    it.each<[string, Data]>([
      ['by someone else', entry({ updatedBy: OTHER_ADMIN })],
      ['under another name', entry({ updatedByName: 'Outra Pessoa' })],
      ["at the device's time", entry({ writtenAt: new Date(NOW) })],
      ['with a status the profile does not get', entry({ active: true })],
      ['with a role the profile does not get', entry({ role: 'admin' })],
      ['with an unknown action', entry({ action: 'apagar' })],
      ['with an extra field', entry({ motivo: 'x' })],
    ])('refuses an entry %s', async (_name, data) => {
      await expectRule(withEntry(data), false);
    });

    it('refuses a write that names an earlier entry of the log instead of a new one', async () => {
      await expectRule(withEntry(entry()), true); // c1, Revogar
      await expectRule(userWrite(env.as('admin'), target, { update: { active: true } }), true); // a new entry
      const db = env.as('admin');
      // Revogar again, naming c1 (which exists, by this admin) and writing nothing to the log.
      await expectRule(db.doc(`users/${target}`).update({ active: false, lastChange: 'c1' }), false);
    });

    it('accepts the entry as the app writes it, which admins read and nobody changes', async () => {
      await expectRule(withEntry(entry()), true);
      await expectRule(env.as('admin').collection(`users/${target}/changes`).get(), true);
      await expectRule(env.as('instrutor').collection(`users/${target}/changes`).get(), false);
      await expectRule(env.as('admin').doc(`users/${target}/changes/c1`).update({ action: 'ativar' }), false);
      await expectRule(env.as('admin').doc(`users/${target}/changes/c1`).delete(), false);
      // An entry on its own, named by no profile, is refused.
      await expectRule(env.as('admin').doc(`users/${target}/changes/c2`).set(entry()), false);
    });
  });
});
