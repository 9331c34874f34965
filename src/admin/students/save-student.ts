import { studentsRepo, type StudentRecord } from '../../data/students-repo';
import { changedValues } from '../../domain/record-history';
import { studentFromForm, type StudentFormData } from '../../domain/student-form';
import { withAllowedFees } from '../../domain/student-fees';

export const studentSaveFailed = 'Erro ao cadastrar aluno. Tente novamente.'; // SPEC 8, for both
export const studentCreated = 'Aluno cadastrado com sucesso!';
export const studentUpdated = 'Aluno atualizado com sucesso!';

/**
 * Adds a new student or changes `base` (the version the form shows), expecting `version` on the
 * server. An edit writes only the fields the form changed, and updatedAt: it never undoes an Inativar
 * or another person's change to other fields, and never sends back fees an instrutor cannot change
 * (fees follow `canSetFees`, admins only).
 */
export async function saveStudent(
  data: StudentFormData,
  base: StudentRecord | null,
  canSetFees: boolean,
  version = base?.version,
) {
  const now = Date.now();
  const allowed = withAllowedFees(data, canSetFees, base ?? undefined);
  if (!base) {
    await studentsRepo.add(studentFromForm(allowed, now));
    return;
  }
  const changed = changedValues(allowed, base);
  if (Object.keys(changed).length === 0) return; // nothing to write: no empty version in the history
  await studentsRepo.update(base.id, { ...changed, updatedAt: now }, { label: allowed.nome, expectedVersion: version });
}
