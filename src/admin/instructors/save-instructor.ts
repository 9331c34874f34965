import { instructorsRepo, type InstructorRecord } from '../../data/instructors-repo';
import { instructorFromForm, type InstructorFormData } from '../../domain/instructor-form';
import { changedValues } from '../../domain/record-history';

// The spec has no messages for instructors (SPEC 8); these follow the students' ones.
export const instructorSaveFailed = 'Erro ao salvar instrutor. Tente novamente.';
export const instructorCreated = 'Instrutor cadastrado com sucesso!';
export const instructorUpdated = 'Instrutor atualizado com sucesso!';

/**
 * Adds a new instructor or changes `base` (the version the form shows), expecting `version` on the
 * server: only the fields the form changed, and updatedAt.
 */
export async function saveInstructor(data: InstructorFormData, base: InstructorRecord | null, version = base?.version) {
  const now = Date.now();
  if (!base) {
    await instructorsRepo.add(instructorFromForm(data, now));
    return;
  }
  const changed = changedValues(data, base);
  if (Object.keys(changed).length === 0) return; // nothing to write: no empty version in the history
  await instructorsRepo.update(base.id, { ...changed, updatedAt: now }, { label: data.nome, expectedVersion: version });
}
