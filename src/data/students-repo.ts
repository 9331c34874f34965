import { studentSchema, type Student } from '../domain/student';
import { activePatch, collectionRepo } from './collection-repo';
import type { WithId } from './live';

export type StudentRecord = WithId<Student>;

export const studentsRepo = collectionRepo<Student>('students', studentSchema, ['nome', 'asc']);

export const setStudentActive = (id: string, active: boolean) => studentsRepo.update(id, activePatch(active));
