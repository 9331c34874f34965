// Writing a profile together with access/admins, as src/data/users-repo.ts does (compat SDK here).
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { ADMINS_PATH, type Db } from './env';

type DocRef = firebase.firestore.DocumentReference;
type Batch = firebase.firestore.WriteBatch;

const { arrayRemove, arrayUnion } = firebase.firestore.FieldValue;

/**
 * One batch: `write` on users/{uid}, and `uid` added to or removed from access/admins (a transform,
 * applied to the list as the server holds it when the batch lands).
 */
export function adminsChange(
  db: Db,
  uid: string,
  change: 'add' | 'remove',
  write?: (ref: DocRef, batch: Batch) => void,
): Promise<void> {
  const batch = db.batch();
  write?.(db.doc(`users/${uid}`), batch);
  const uids = change === 'add' ? arrayUnion(uid) : arrayRemove(uid);
  batch.set(db.doc(ADMINS_PATH), { uids, changed: uid }, { merge: true });
  return batch.commit();
}
