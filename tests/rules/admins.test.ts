import { describe, expect, it } from 'vitest';
import { adminsChange } from './admins-helpers';
import {
  ADMINS_PATH,
  ROLES,
  adminsList,
  authorOf,
  expectRule,
  serverTime,
  uidOf,
  useRulesEnv,
  userDoc,
  type Data,
  type Db,
  type Role,
} from './env';

// access/admins lists the active admins (src/domain/admins.ts). Every write that makes someone an
// active admin or stops them being one changes it in the same batch, so two admins revoking each
// other write one common document, which Firestore orders: the second revocation is judged against
// the first's result, and the studio always keeps an active admin.
const OLGA = 'olga-uid';
const olga = userDoc({ nome: 'Olga Admin', email: 'olga@salus.test', role: 'admin' });

describe('access/admins', () => {
  const env = useRulesEnv({ [`users/${OLGA}`]: olga, [ADMINS_PATH]: adminsList(uidOf('admin'), OLGA) });
  const asOlga = (): Db => env.testEnv().authenticatedContext(OLGA, { email: 'olga@salus.test' }).firestore();
  const byOlga = { updatedBy: OLGA, updatedByName: 'Olga Admin', writtenAt: serverTime() };
  const owner = async (action: (db: Db) => Promise<unknown>) =>
    env.testEnv().withSecurityRulesDisabled(async (ctx) => void (await action(ctx.firestore())));
  const stored = async (path: string): Promise<Data | undefined> => {
    let data: Data | undefined;
    await owner(async (db) => (data = (await db.doc(path).get()).data()));
    return data;
  };
  // As the app writes them, by `author` (the admin's, unless said).
  const promote = (db: Db, uid = uidOf('instrutor'), author?: Data) =>
    adminsChange(db, uid, 'add', { update: { role: 'admin' } }, author);
  const revoke = (db: Db, uid: string, author?: Data) =>
    adminsChange(db, uid, 'remove', { update: { active: false } }, author);

  describe('access: role × operation', () => {
    const table: { op: string; allowed: readonly Role[]; run: (db: Db, role: Role) => Promise<unknown> }[] = [
      { op: 'get', allowed: ['admin'], run: (db) => db.doc(ADMINS_PATH).get() },
      { op: 'list', allowed: [], run: (db) => db.collection('access').get() },
      // Created by the first promotion of a project whose list is missing (the scripts make it).
      {
        op: 'create (with a promotion)',
        allowed: ['admin'],
        run: async (db, role) => {
          await owner((o) => o.doc(ADMINS_PATH).delete());
          return promote(db, uidOf('instrutor'), authorOf(role));
        },
      },
      {
        op: 'update (with a promotion)',
        allowed: ['admin'],
        run: (db, role) => promote(db, uidOf('instrutor'), authorOf(role)),
      },
      {
        op: 'update (with a revocation)',
        allowed: ['admin'],
        run: (db, role) => revoke(db, OLGA, authorOf(role)),
      },
      { op: 'delete', allowed: [], run: (db) => db.doc(ADMINS_PATH).delete() },
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

  describe('stays in step with the profiles', () => {
    const setList = (data: Data) => env.as('admin').doc(ADMINS_PATH).set(data);

    it.each<[string, Data]>([
      [
        'an instrutor listed without being promoted',
        { uids: [uidOf('admin'), OLGA, uidOf('instrutor')], changed: uidOf('instrutor') },
      ],
      [
        'a revoked admin listed without being reactivated',
        { uids: [uidOf('admin'), OLGA, uidOf('revokedAdmin')], changed: uidOf('revokedAdmin') },
      ],
      ['an active admin left off without being revoked', { uids: [uidOf('admin')], changed: OLGA }],
      [
        'two uids changed at once',
        { uids: [uidOf('admin'), uidOf('instrutor'), uidOf('pending')], changed: uidOf('instrutor') },
      ],
      ['a change that names another uid', { uids: [uidOf('admin')], changed: uidOf('instrutor') }],
      ['an empty list', { uids: [], changed: uidOf('admin') }],
      ['a uid that is no profile', { uids: [uidOf('admin'), OLGA, 'ghost-uid'], changed: 'ghost-uid' }],
      ['a repeated uid', { uids: [uidOf('admin'), OLGA, OLGA], changed: OLGA }],
      ['a uid that is not an id', { uids: [uidOf('admin'), OLGA, 'a/b'], changed: 'a/b' }],
      ['an extra field', { ...adminsList(uidOf('admin'), OLGA), note: 'x' }],
      ['no changed field', { uids: [uidOf('admin'), OLGA] }],
    ])('rejects %s', async (_name, data) => {
      await expectRule(setList(data), false);
    });

    it('lets an admin list an active admin the list had missed (data from before the list)', async () => {
      await owner((db) => db.doc(ADMINS_PATH).set(adminsList(uidOf('admin'))));
      await expectRule(adminsChange(env.as('admin'), OLGA, 'add'), true);
      expect(await stored(ADMINS_PATH)).toEqual({ uids: [uidOf('admin'), OLGA], changed: OLGA });
    });

    it('keeps both lists when two admins promote two people at once', async () => {
      await owner((db) => db.doc(`users/${uidOf('pending')}`).update({ active: true }));
      await Promise.all([promote(env.as('admin')), promote(asOlga(), uidOf('pending'), byOlga)]);
      const list = (await stored(ADMINS_PATH))?.uids as string[];
      expect([...list].sort()).toEqual([uidOf('admin'), OLGA, uidOf('instrutor'), uidOf('pending')].sort());
    });
  });

  describe('the studio always keeps an active admin', () => {
    it('refuses a revocation that would leave its author off the list (the last listed admin)', async () => {
      // The caller's profile says admin, but the list only holds Olga: revoking her would empty it.
      await owner((db) => db.doc(ADMINS_PATH).set(adminsList(OLGA)));
      await expectRule(revoke(env.as('admin'), OLGA), false);
      expect((await stored(`users/${OLGA}`))?.active).toBe(true);
    });

    // Two admins revoke each other at the same moment. In the hosted Firestore, the rules of two
    // commits that touch different documents may each read the other's target before the other lands
    // (the emulator runs commits one at a time and cannot show that). Replayed here: Ana's batch
    // lands first; then Olga's profile is put back as Ana's batch found it — what Olga's commit may
    // read — while access/admins stays as Ana's batch left it: both batches write that document, and
    // writes to one document are never read stale.
    it('refuses the second of two admins revoking each other, even on a stale read of its author', async () => {
      await expectRule(revoke(env.as('admin'), OLGA), true);
      await owner((db) => db.doc(`users/${OLGA}`).set(olga));
      await expectRule(revoke(asOlga(), uidOf('admin'), byOlga), false);
      expect(await stored(`users/${uidOf('admin')}`)).toMatchObject({ role: 'admin', active: true });
      expect(await stored(ADMINS_PATH)).toMatchObject({ uids: [uidOf('admin')] });
    });
  });
});
