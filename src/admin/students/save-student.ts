import {
  studentPrivateRepo,
  studentsRepo,
  type StudentPrivateRecord,
  type StudentRecord,
} from '../../data/students-repo';
import { studentFromForm, type StudentFormData } from '../../domain/student-form';
import { splitStudent } from '../../domain/student-private';
import type { PrivateAccess } from '../ui/private-access';

export const studentSaveFailed = 'Erro ao cadastrar aluno. Tente novamente.'; // SPEC 8, for both
export const studentCreated = 'Aluno cadastrado com sucesso!';
export const studentUpdated = 'Aluno atualizado com sucesso!';

/**
 * Adds a new student or updates `previous`, in one batch with its private document (CPF/RG, address,
 * plan, fees) when the form had access to it: an instrutor's save, or an admin's whose private
 * document could not be read, writes the student only. An edit writes the form's fields and updatedAt
 * only, so it never undoes an Inativar made meanwhile.
 */
export async function saveStudent(
  data: StudentFormData,
  previous: StudentRecord | null,
  access: PrivateAccess<StudentPrivateRecord>,
) {
  const now = Date.now();
  const { student, details } = splitStudent(studentFromForm(data, now, previous ?? undefined));
  const also = access.granted ? studentPrivateRepo.part(details, access.current) : null;
  if (previous) {
    const { active: _a, createdAt: _c, deletedAt: _d, ...fields } = student;
    await studentsRepo.update(previous.id, fields, { label: student.nome, also });
  } else {
    await studentsRepo.add(student, { also });
  }
}
