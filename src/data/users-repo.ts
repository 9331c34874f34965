import { collection, doc, orderBy, query, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { userSchema, type User } from '../domain/user';
import { firebase } from './firebase';
import { converterFor, subscribeDoc, subscribeQuery, type Unsubscribe, type WithId } from './live';

export type UserRecord = WithId<User>;

const converter = converterFor<User>(userSchema);
const users = (db: Firestore = firebase().db) => collection(db, 'users').withConverter(converter);

export function subscribeUser(
  uid: string,
  onData: (user: UserRecord | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeDoc(doc(users(), uid), onData, onError);
}

/** All profiles ordered by name (admins only, by the rules). */
export function subscribeUsers(onData: (users: UserRecord[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(query(users(), orderBy('nome')), onData, onError);
}

/** Self-signup: the rules accept exactly this shape (instrutor, awaiting approval). */
export async function createOwnProfile(uid: string, profile: User, db: Firestore = firebase().db) {
  await setDoc(doc(users(db), uid), { ...profile, id: uid });
}

export async function updateUser(uid: string, patch: Partial<Pick<User, 'nome' | 'cpf' | 'telefone' | 'role' | 'active'>>) {
  await updateDoc(doc(users(), uid), patch);
}
