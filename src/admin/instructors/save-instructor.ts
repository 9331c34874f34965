import { instructorsRepo, saveInstructorWithLogin, type InstructorRecord } from '../../data/instructors-repo';
import { instructorFromForm, type InstructorFormData } from '../../domain/instructor-form';
import { changedValues } from '../../domain/record-history';

// The spec has no messages for instructors (SPEC 8); these follow the students' ones.
export const instructorSaveFailed = 'Erro ao salvar instrutor. Tente novamente.';
export const instructorCreated = 'Instrutor cadastrado com sucesso!';
export const instructorUpdated = 'Instrutor atualizado com sucesso!';

/**
 * Adds a new instructor or changes `base` (the version the form shows), expecting `version` on the
 * server: only the fields the form changed, and updatedAt. A change of login ('Conta de acesso')
 * carries its link in the same batch (instructors-repo.ts).
 */
export async function saveInstructor(data: InstructorFormData, base: InstructorRecord | null, version = base?.version) {
  const now = Date.now();
  if (!base) {
    const instructor = instructorFromForm(data, now);
    if (instructor.userId) await saveInstructorWithLogin(null, instructor, instructor.userId);
    else await instructorsRepo.add(instructor);
    return;
  }
  const changed = changedValues(data, base);
  if (Object.keys(changed).length === 0) return; // nothing to write: no empty version in the history
  const patch = { ...changed, updatedAt: now };
  if ('userId' in changed) await saveInstructorWithLogin(base, patch, data.userId, version);
  else await instructorsRepo.update(base.id, patch, { label: data.nome, expectedVersion: version });
}
