import { collection, doc, getDoc, writeBatch, type WriteBatch } from 'firebase/firestore';
import type { Author } from '../domain/authorship';
import { instructorSchema, storedInstructorSchema, type Instructor, type StoredInstructor } from '../domain/instructor';
import { instructorLinkSchema } from '../domain/instructor-link';
import { activePatch, collectionRepo } from './collection-repo';
import { db } from './firestore';
import type { WithId } from './live';
import { trackSave } from './save';
import { createTracked, currentAuthor, updateTracked } from './tracked';

export type InstructorRecord = WithId<StoredInstructor>;

export const instructorsRepo = collectionRepo(
  'instructors',
  instructorSchema,
  storedInstructorSchema,
  ['nome', 'asc'],
  (i) => i.nome ?? 'instrutor',
);

export const setInstructorActive = (instructor: Pick<InstructorRecord, 'id' | 'nome'>, active: boolean) =>
  instructorsRepo.update(instructor.id, activePatch(active), { label: instructor.nome });

const instructorRef = (id?: string) => (id ? doc(db(), 'instructors', id) : doc(collection(db(), 'instructors')));
const linkRef = (uid: string) => doc(db(), 'instructorLinks', uid);

/** Points the login `uid` at `instructorId` ('' to release it), creating its link the first time. */
async function setLink(batch: WriteBatch, uid: string, instructorId: string, author: Author, now: number) {
  const current = await getDoc(linkRef(uid));
  if (current.exists()) await updateTracked(batch, linkRef(uid), { instructorId, updatedAt: now }, author);
  else
    createTracked(
      batch,
      linkRef(uid),
      instructorLinkSchema.parse({ instructorId, createdAt: now, updatedAt: now }),
      author,
    );
}

/**
 * Creates an instructor (`fields` whole) or changes `previous` (`fields` the changed ones, expecting
 * `expectedVersion`), its login ('Conta de acesso', admins) becoming `userId`: the login released and
 * the one linked follow in the same batch (instructorLinks/{uid}: a login is one instructor).
 */
export async function saveInstructorWithLogin(
  previous: Pick<InstructorRecord, 'id' | 'userId'> | null,
  fields: Partial<Instructor>,
  userId: string,
  expectedVersion?: number,
): Promise<string> {
  const author = await currentAuthor();
  const now = Date.now();
  const ref = instructorRef(previous?.id);
  const batch = writeBatch(db());
  if (previous) {
    const patch = instructorSchema
      .partial()
      .strict()
      .parse({ ...fields, userId });
    await updateTracked(batch, ref, patch, author, expectedVersion);
  } else createTracked(batch, ref, instructorSchema.parse({ ...fields, userId }), author);
  const before = previous?.userId ?? '';
  if (before !== userId) {
    if (before) await setLink(batch, before, '', author, now);
    if (userId) await setLink(batch, userId, ref.id, author, now);
  }
  await trackSave(batch.commit(), ref, fields.nome ?? 'instrutor');
  return ref.id;
}
