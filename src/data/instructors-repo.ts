import { instructorSchema, storedInstructorSchema, type StoredInstructor } from '../domain/instructor';
import { activePatch, collectionRepo } from './collection-repo';
import type { WithId } from './live';

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
