// Writing a profile as src/data/users-repo.ts does (compat SDK here): an admin's write names a new
// entry of users/{uid}/changes in the same batch, and access/admins follows when who is an active
// admin changes.
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { ADMINS_PATH, authorOf, type Data, type Db } from './env';

type Batch = firebase.firestore.WriteBatch;

const { arrayRemove, arrayUnion } = firebase.firestore.FieldValue;

export interface UserWrite {
  /** A whole profile (create) or a patch (update). */
  set?: Data;
  update?: Data;
}

interface Options {
  /** Who writes, as the rules compare it (default: the admin's). */
  author?: Data;
  /** `uid` added to or removed from access/admins, in the same batch (a transform). */
  admins?: 'add' | 'remove';
  /** Leaves out the users/{uid}/changes entry (to show the rules require it). */
  unlogged?: boolean;
  /** More writes for the batch. */
  also?: (batch: Batch) => void;
}

/** One batch: the profile's write with its change entry, and access/admins when asked. */
export async function userWrite(db: Db, uid: string, write: UserWrite, options: Options = {}): Promise<void> {
  const ref = db.doc(`users/${uid}`);
  const batch = db.batch();
  if (write.set || write.update) {
    // The role and status after the batch, which the entry repeats (unknown to a caller who may not read it).
    const current: Data = write.update ? ((await ref.get().catch(() => null))?.data() ?? {}) : {};
    const after: Data = { ...current, ...(write.set ?? write.update) };
    const change = db.collection(`users/${uid}/changes`).doc();
    const logged = options.unlogged ? {} : { lastChange: change.id };
    if (!options.unlogged) {
      batch.set(change, {
        action: 'editar',
        role: after.role ?? 'instrutor',
        active: after.active ?? true,
        ...(options.author ?? authorOf('admin')),
      });
    }
    if (write.set) batch.set(ref, { ...write.set, ...logged });
    else batch.update(ref, { ...write.update, ...logged });
  }
  if (options.admins) {
    const uids = options.admins === 'add' ? arrayUnion(uid) : arrayRemove(uid);
    batch.set(db.doc(ADMINS_PATH), { uids, changed: uid }, { merge: true });
  }
  options.also?.(batch);
  return batch.commit();
}

/** One batch: the profile's write (if any), and `uid` added to or removed from access/admins. */
export const adminsChange = (
  db: Db,
  uid: string,
  change: 'add' | 'remove',
  write: UserWrite = {},
  author?: Data,
): Promise<void> => userWrite(db, uid, write, { admins: change, ...(author ? { author } : {}) });
