import { collection, doc, onSnapshot, type WriteBatch } from 'firebase/firestore';
import type { Author } from '../domain/authorship';
import { instructorSchema, storedInstructorSchema, type StoredInstructor } from '../domain/instructor';
import { instructorLinkSchema, LinkOfflineError, LoginTakenError } from '../domain/instructor-link';
import {
  instructorPrivateKeys,
  instructorPrivateSchema,
  storedInstructorPrivateSchema,
  type StoredInstructorPrivate,
} from '../domain/instructor-private';
import { emptyAddress } from '../domain/fields';
import { activePatch, collectionRepo, type BatchPart } from './collection-repo';
import { db } from './firestore';
import type { WithId } from './live';
import { privateRepo } from './private-repo';
import { createTracked, readForSave, updateTracked } from './tracked';

export type InstructorRecord = WithId<StoredInstructor>;
export type InstructorPrivateRecord = WithId<StoredInstructorPrivate>;

export const instructorsRepo = collectionRepo(
  'instructors',
  instructorSchema,
  storedInstructorSchema,
  ['nome', 'asc'],
  (i) => i.nome ?? 'instrutor',
  // The login ('Conta de acesso') changes with its link, in the form only: an old version's would be
  // refused without it, and could take a login now linked to another instructor.
  ['userId'],
);

/** instructorPrivate/{instructorId}: the home address — admins only (instructor-private.ts). */
export const instructorPrivateRepo = privateRepo(
  'instructorPrivate',
  instructorPrivateSchema,
  storedInstructorPrivateSchema,
  instructorPrivateKeys,
  emptyAddress,
);

/** One instructor's private document (null: none yet), read when an admin's dialog needs it. */
export const loadInstructorPrivate = (instructorId: string) => instructorPrivateRepo.load(instructorId);

export const setInstructorActive = (instructor: Pick<InstructorRecord, 'id' | 'nome'>, active: boolean) =>
  instructorsRepo.update(instructor.id, activePatch(active), { label: instructor.nome });

const linkRef = (uid: string) => doc(db(), 'instructorLinks', uid);

/** The followers (followInstructorLinks) the server has answered: every login's link is then cached. */
const linksKnownBy = new Set<object>();

/**
 * Keeps every login's link (a few, one per staff login) in this device's cache while 'Conta de acesso'
 * is shown, so that offline a login with no link here is known to have none anywhere.
 */
export function followInstructorLinks(): () => void {
  const follower = {};
  const stop = onSnapshot(
    collection(db(), 'instructorLinks'),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.metadata.fromCache) linksKnownBy.add(follower);
    },
    // Unreadable: nothing is known, and a link offline is refused (setLink).
    () => undefined,
  );
  return () => {
    stop();
    linksKnownBy.delete(follower);
  };
}

/**
 * Points the login `uid` at `instructorId` ('' to release it), creating its link the first time;
 * LoginTakenError when another instructor holds it (linked since the form opened). Offline, a link not
 * on this device is created when the links were read from the server here (followInstructorLinks: the
 * login has none); else — one released on another device exists, in a version only the server knows —
 * LinkOfflineError, before anything is said saved. Releasing a link not on this device, likewise.
 */
async function setLink(batch: WriteBatch, uid: string, instructorId: string, author: Author, now: number) {
  const current = await readForSave(linkRef(uid));
  if (current === null && (instructorId === '' || linksKnownBy.size === 0)) throw new LinkOfflineError();
  const holder: unknown = current?.get('instructorId');
  if (instructorId !== '' && typeof holder === 'string' && holder !== '' && holder !== instructorId)
    throw new LoginTakenError();
  if (current?.exists()) await updateTracked(batch, current, { instructorId, updatedAt: now }, author);
  else
    createTracked(
      batch,
      linkRef(uid),
      instructorLinkSchema.parse({ instructorId, createdAt: now, updatedAt: now }),
      author,
    );
}

/**
 * The login change of an instructor ('Conta de acesso', admins) as a part of the batch that writes it:
 * the login released (`before`) no longer points at the instructor, the one linked (`after`) does
 * (instructorLinks/{uid}: a login is one instructor). Null when the login does not change.
 */
export function loginLinkPart(before: string, after: string): BatchPart | null {
  if (before === after) return null;
  return async (batch, instructorId, author) => {
    const now = Date.now();
    if (before) await setLink(batch, before, '', author, now);
    if (after) await setLink(batch, after, instructorId, author, now);
  };
}
