import { studentsRepo, type StudentRecord } from '../../data/students-repo';
import { studentFromForm, type StudentFormData } from '../../domain/student-form';
import { withAllowedFees } from '../../domain/student-fees';

export const studentSaveFailed = 'Erro ao cadastrar aluno. Tente novamente.'; // SPEC 8, for both
export const studentCreated = 'Aluno cadastrado com sucesso!';
export const studentUpdated = 'Aluno atualizado com sucesso!';

/**
 * Adds a new student or updates `previous`. An edit writes the form's fields and updatedAt only,
 * so it never undoes an Inativar made meanwhile; fees follow `canSetFees` (admins only).
 */
export async function saveStudent(data: StudentFormData, previous: StudentRecord | null, canSetFees: boolean) {
  const now = Date.now();
  const allowed = withAllowedFees(data, canSetFees, previous ?? undefined);
  if (previous) await studentsRepo.update(previous.id, { ...allowed, updatedAt: now }, { label: allowed.nome });
  else await studentsRepo.add(studentFromForm(allowed, now));
}
