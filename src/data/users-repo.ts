import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteField,
  doc,
  getDocFromServer,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { adminsDoc, isActiveAdmin } from '../domain/admins';
import { OFFLINE_QUEUE_MS, type Author } from '../domain/authorship';
import { signupProfile, userSchema, type SignupPerson, type User } from '../domain/user';
import { changeActionOf, userChangeSchema, type UserChange, type UserChangeAction } from '../domain/user-change';
import { db } from './firestore';
import { converterFor, subscribeDoc, subscribeQuery } from './snapshots';
import type { OnData, Unsubscribe, WithId } from './live';
import { trackSave } from './save';
import { currentAuthor, rememberProfileName, stamp } from './tracked';

export type UserRecord = WithId<User>;
export type UserChangeRecord = WithId<UserChange>;

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

/**
 * The profile a sign-up cut short before saving it would have written, by the person's own session;
 * made offline, kept on this device and counted as waiting (the top bar, Sair, a reload's journal).
 */
export const completeOwnSignup = (uid: string, email: string, person: SignupPerson): Promise<void> =>
  trackSave(createOwnProfile(uid, signupProfile({ ...person, email }, Date.now())), doc(users(), uid), person.nome);

/**
 * Keeps access/admins in step with a profile the same batch writes: `uid` joins the list when it
 * becomes an active admin and leaves it when it stops being one (the rules refuse the batch
 * otherwise). A transform, not a whole list: it applies to the list as the server holds it.
 */
function syncAdmins(batch: WriteBatch, firestore: Firestore, uid: string, wasAdmin: boolean, isAdmin: boolean): void {
  if (wasAdmin === isAdmin) return;
  const uids = isAdmin ? arrayUnion(uid) : arrayRemove(uid);
  batch.set(doc(firestore, ...adminsDoc), { uids, changed: uid }, { merge: true });
}

const changes = (uid: string, firestore: Firestore = db()) => collection(firestore, 'users', uid, 'changes');

/**
 * The entry of users/{uid}/changes an admin's write makes in its batch (who, what, the server's
 * time; the rules require it); returns its id, which the profile names as `lastChange`.
 */
function recordChange(
  batch: WriteBatch,
  firestore: Firestore,
  uid: string,
  action: UserChangeAction,
  after: Pick<User, 'role' | 'active'>,
  author: Author,
): string {
  const ref = doc(changes(uid, firestore));
  batch.set(ref, { action, role: after.role, active: after.active, ...stamp(author) });
  return ref.id;
}

/** A profile's log, newest first (admins only, by the rules). */
export function subscribeUserChanges(
  uid: string,
  onData: OnData<UserChangeRecord[]>,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeQuery(
    query(changes(uid).withConverter(converterFor<UserChange>(userChangeSchema)), orderBy('writtenAt', 'desc')),
    onData,
    onError,
  );
}

/** An admin writes the profile of an account they created (active at once, by the rules). */
export async function createProfileByAdmin(uid: string, profile: User): Promise<void> {
  const firestore = db();
  const author = await currentAuthor();
  const ref = doc(users(firestore), uid);
  const batch = writeBatch(firestore);
  const lastChange = recordChange(batch, firestore, uid, 'criar', profile, author);
  batch.set(ref, { ...profile, lastChange, id: uid });
  syncAdmins(batch, firestore, uid, false, isActiveAdmin(profile));
  await trackSave(batch.commit(), ref, profile.nome);
}

/** users/{uid} as the server has it, or null (an admin finishing an interrupted creation). */
export async function loadProfile(uid: string): Promise<UserRecord | null> {
  return (await getDocFromServer(doc(users(), uid))).data() ?? null;
}

/** What an admin may change on another user (the e-mail is the account's and stays). */
const userPatchSchema = userSchema
  .pick({ nome: true, cpf: true, telefone: true, role: true, active: true })
  .partial()
  .strict();
export type UserPatch = Partial<Pick<User, 'nome' | 'cpf' | 'telefone' | 'role' | 'active'>>;

/** 6 days: a day short of the rules' 7 (OFFLINE_QUEUE_MS), for this device's clock. */
const KEEP_FIRST_NAME_MS = OFFLINE_QUEUE_MS - 24 * 60 * 60 * 1000;

/**
 * A name corrected: an active person's replaced one stays theirs for the saves they queued offline
 * before (firestore.rules isNameJustReplaced); a pending or revoked person has none waiting.
 */
function renaming(user: Pick<UserRecord, 'nome' | 'active' | 'renomeadoEm'>, nome: string | undefined) {
  if (nome === undefined || nome === user.nome) return {};
  if (user.active !== true) return { nomeAnterior: deleteField(), renomeadoEm: deleteField() };
  // Corrected again within days (a typo in the correction): the name used for long stays the one kept.
  const recent = user.renomeadoEm !== undefined && Date.now() - user.renomeadoEm < KEEP_FIRST_NAME_MS;
  return recent ? {} : { nomeAnterior: user.nome, renomeadoEm: serverTimestamp() };
}

/** Ativar, Revogar, 'Tornar admin' or a contact fix on `user` as this screen last saw it. */
export async function updateUser(
  user: Pick<UserRecord, 'id' | 'nome' | 'role' | 'active' | 'renomeadoEm'>,
  patch: UserPatch,
) {
  const firestore = db();
  const author = await currentAuthor();
  const ref = doc(users(firestore), user.id);
  const changed = userPatchSchema.parse(patch);
  const batch = writeBatch(firestore);
  const after = { ...user, ...changed };
  const lastChange = recordChange(batch, firestore, user.id, changeActionOf(changed), after, author);
  batch.update(ref, { ...changed, ...renaming(user, changed.nome), lastChange });
  syncAdmins(batch, firestore, user.id, isActiveAdmin(user), isActiveAdmin(after));
  await trackSave(batch.commit(), ref, user.nome);
}

/**
 * The signed-in user's own session records that Auth verified their e-mail (the rules accept it
 * only from a token that says so). Best effort: a failure is tried again at the next sign-in.
 */
export async function recordEmailVerified(uid: string): Promise<void> {
  await updateDoc(doc(users(), uid), { emailVerified: true });
}
