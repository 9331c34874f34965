import {
  studentPrivateRepo,
  studentsRepo,
  type StudentPrivateRecord,
  type StudentRecord,
} from '../../data/students-repo';
import { studentFromForm, type StudentFormData } from '../../domain/student-form';
import { splitStudent } from '../../domain/student-private';
import { saveWithPrivate, type WithDetails } from '../ui/save-with-private';

export const studentSaveFailed = 'Erro ao cadastrar aluno. Tente novamente.'; // SPEC 8, for both
export const studentCreated = 'Aluno cadastrado com sucesso!';
export const studentUpdated = 'Aluno atualizado com sucesso!';
export const studentNotChanged = 'Nenhuma alteração a salvar: o aluno continua como estava.';

/** A student as the form edits it: with its private document (CPF/RG, address, plan, fees) as read. */
export type EditableStudent = WithDetails<StudentRecord, StudentPrivateRecord>;

/**
 * Adds a new student or changes `base` (the version the form shows), expecting `version` on the
 * server, in one batch with its private document (CPF/RG, address, plan, fees) when the form shows it
 * (`withPrivate`: admins who could read it). An edit writes only the fields the form changed, and
 * updatedAt: it never undoes an Inativar or another person's change to other fields. An instrutor's
 * save, or an admin's whose private document could not be read, writes the student only.
 */
export async function saveStudent(
  data: StudentFormData,
  base: EditableStudent | null,
  withPrivate: boolean,
  version = base?.version,
  theirs?: EditableStudent | null,
) {
  const { student, details } = splitStudent(studentFromForm(data, Date.now(), base ?? undefined));
  return saveWithPrivate({
    record: student,
    details,
    base,
    withPrivate,
    version,
    theirs,
    repo: studentsRepo,
    privateRepo: studentPrivateRepo,
    label: student.nome,
  });
}
