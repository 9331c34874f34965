import { storedStudentSchema, studentSchema, type StoredStudent } from '../domain/student';
import {
  emptyStudentPrivate,
  storedStudentPrivateSchema,
  studentPrivateKeys,
  studentPrivateSchema,
  type StoredStudentPrivate,
} from '../domain/student-private';
import { activePatch, collectionRepo, type BatchPart } from './collection-repo';
import type { WithId } from './live';
import { privateRepo } from './private-repo';

export type StudentRecord = WithId<StoredStudent>;
export type StudentPrivateRecord = WithId<StoredStudentPrivate>;

export const studentsRepo = collectionRepo(
  'students',
  studentSchema,
  storedStudentSchema,
  ['nome', 'asc'],
  (s) => s.nome ?? 'aluno',
);

/** studentPrivate/{studentId}: CPF/RG, address, plan and fees — admins only (student-private.ts). */
export const studentPrivateRepo = privateRepo(
  'studentPrivate',
  studentPrivateSchema,
  storedStudentPrivateSchema,
  studentPrivateKeys,
  emptyStudentPrivate,
);

/** One student's private document (null: none yet), read when an admin's dialog needs it. */
export const loadStudentPrivate = (studentId: string) => studentPrivateRepo.load(studentId);

/**
 * Every student's private document, by student id — fees, plan, CPF and address — for an admin's
 * action over all students (e.g. generating the month's fees). One query, run on demand only.
 */
export const loadAllStudentPrivate = () => studentPrivateRepo.loadAll();

/** Inativar / Restaurar; `also` adds writes to its batch (the classes that end with the student). */
export const setStudentActive = (student: Pick<StudentRecord, 'id' | 'nome'>, active: boolean, also?: BatchPart) =>
  studentsRepo.update(student.id, activePatch(active), { label: student.nome, also });
