import { instructorSchema, storedInstructorSchema, type StoredInstructor } from '../domain/instructor';
import {
  instructorPrivateKeys,
  instructorPrivateSchema,
  storedInstructorPrivateSchema,
  type StoredInstructorPrivate,
} from '../domain/instructor-private';
import { emptyAddress } from '../domain/fields';
import { activePatch, collectionRepo } from './collection-repo';
import type { WithId } from './live';
import { privateRepo } from './private-repo';

export type InstructorRecord = WithId<StoredInstructor>;
export type InstructorPrivateRecord = WithId<StoredInstructorPrivate>;

export const instructorsRepo = collectionRepo(
  'instructors',
  instructorSchema,
  storedInstructorSchema,
  ['nome', 'asc'],
  (i) => i.nome ?? 'instrutor',
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
