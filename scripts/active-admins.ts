// access/admins from the profiles themselves (firebase-admin, rules bypassed): the seeds write it
// after the users, and scripts/create-admin.ts with the admin it makes, so a project whose list is
// missing or out of step (data from before the list existed) gets one that agrees with its users.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { activeAdminsOf, adminsDoc } from '../src/domain/admins';

const activeAdminQuery = (db: Firestore) =>
  db.collection('users').where('role', '==', 'admin').where('active', '==', true).select();

/**
 * In `tx`: reads the active admins, adds `plus` (an admin the same transaction makes active) and
 * writes the list. Returns the uids listed.
 */
export async function rebuildActiveAdminsIn(tx: Transaction, db: Firestore, plus: string[] = []): Promise<string[]> {
  const found = (await tx.get(activeAdminQuery(db))).docs.map((doc) => doc.id);
  const uids = [...new Set([...found, ...plus])];
  const list = activeAdminsOf(uids.map((uid) => ({ uid, role: 'admin', active: true })));
  if (list) tx.set(db.doc(adminsDoc.join('/')), list);
  return uids;
}

export const rebuildActiveAdmins = (db: Firestore): Promise<string[]> =>
  db.runTransaction((tx) => rebuildActiveAdminsIn(tx, db));

/**
 * The migration's step (npm run migrate): the list made to agree with the profiles when it is missing
 * or out of step — data from before the list existed has none, and without it 'Revogar' of an admin
 * is refused and 'Tornar admin' starts a list of one. 1 when it was (or, dry, would be) written.
 */
export const activeAdminsStep = {
  name: 'access/admins: lista dos admins ativos',
  run: (db: Firestore, dryRun: boolean): Promise<number> =>
    db.runTransaction(async (tx) => {
      const found = (await tx.get(activeAdminQuery(db))).docs.map((doc) => doc.id).sort();
      const stored = (await tx.get(db.doc(adminsDoc.join('/')))).get('uids') as unknown;
      const listed = Array.isArray(stored) ? [...(stored as string[])].sort() : null;
      if (found.length === 0 || (listed !== null && listed.join() === found.join())) return 0;
      if (!dryRun) await rebuildActiveAdminsIn(tx, db);
      return 1;
    }),
};
