import { instructorSchema, type Instructor } from '../domain/instructor';
import { activePatch, collectionRepo } from './collection-repo';
import type { WithId } from './live';

export type InstructorRecord = WithId<Instructor>;

export const instructorsRepo = collectionRepo(
  'instructors',
  instructorSchema,
  ['nome', 'asc'],
  (i) => i.nome ?? 'instrutor',
);

export const setInstructorActive = (instructor: Pick<InstructorRecord, 'id' | 'nome'>, active: boolean) =>
  instructorsRepo.update(instructor.id, activePatch(active), instructor.nome);
