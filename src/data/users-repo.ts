import {
  collection,
  doc,
  getDocFromServer,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { userSchema, type User } from '../domain/user';
import { db } from './firestore';
import { converterFor, subscribeDoc, subscribeQuery } from './snapshots';
import type { OnData, Unsubscribe, WithId } from './live';
import { trackSave } from './save';
import { rememberProfileName } from './tracked';

export type UserRecord = WithId<User>;

const converter = converterFor<User>(userSchema);
const users = (firestore: Firestore = db()) => collection(firestore, 'users').withConverter(converter);

export function subscribeUser(
  uid: string,
  onData: OnData<UserRecord | null>,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeDoc(
    doc(users(), uid),
    (user, unreadable, origin) => {
      // The session's own profile names the author of its writes (tracked.ts), also offline.
      if (user) rememberProfileName(user.id, user.nome);
      onData(user, unreadable, origin);
    },
    onError,
  );
}

/** All profiles ordered by name (admins only, by the rules). */
export function subscribeUsers(onData: OnData<UserRecord[]>, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(query(users(), orderBy('nome')), onData, onError);
}

/** The self-registered users waiting for approval (the menu's count; admins only, by the rules). */
export function subscribePendingUsers(onData: OnData<UserRecord[]>, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(query(users(), where('active', '==', 'pending')), onData, onError);
}

/** Self-signup: the rules accept exactly this shape (instrutor, awaiting approval). */
export async function createOwnProfile(uid: string, profile: User, firestore: Firestore = db()) {
  await setDoc(doc(users(firestore), uid), { ...profile, id: uid });
}

/** An admin writes the profile of an account they created (active at once, by the rules). */
export async function createProfileByAdmin(uid: string, profile: User): Promise<void> {
  const ref = doc(users(), uid);
  await trackSave(setDoc(ref, { ...profile, id: uid }), ref, profile.nome);
}

/** Whether users/{uid} exists on the server (an admin finishing an interrupted creation). */
export async function profileExists(uid: string): Promise<boolean> {
  return (await getDocFromServer(doc(collection(db(), 'users'), uid))).exists();
}

/** What an admin may change on another user (the e-mail is the account's and stays). */
const userPatchSchema = userSchema
  .pick({ nome: true, cpf: true, telefone: true, role: true, active: true })
  .partial()
  .strict();
export type UserPatch = Partial<Pick<User, 'nome' | 'cpf' | 'telefone' | 'role' | 'active'>>;

export async function updateUser(user: Pick<UserRecord, 'id' | 'nome'>, patch: UserPatch) {
  const ref = doc(users(), user.id);
  await trackSave(updateDoc(ref, userPatchSchema.parse(patch)), ref, user.nome);
}
