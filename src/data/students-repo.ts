import { storedStudentSchema, studentSchema, type StoredStudent } from '../domain/student';
import { activePatch, collectionRepo } from './collection-repo';
import type { WithId } from './live';

export type StudentRecord = WithId<StoredStudent>;

export const studentsRepo = collectionRepo(
  'students',
  studentSchema,
  storedStudentSchema,
  ['nome', 'asc'],
  (s) => s.nome ?? 'aluno',
);

export const setStudentActive = (student: Pick<StudentRecord, 'id' | 'nome'>, active: boolean) =>
  studentsRepo.update(student.id, activePatch(active), { label: student.nome });
