import { instructorSchema, type Instructor } from '../domain/instructor';
import { activePatch, collectionRepo } from './collection-repo';
import type { WithId } from './live';

export type InstructorRecord = WithId<Instructor>;

export const instructorsRepo = collectionRepo<Instructor>('instructors', instructorSchema, ['nome', 'asc']);

export const setInstructorActive = (id: string, active: boolean) => instructorsRepo.update(id, activePatch(active));
