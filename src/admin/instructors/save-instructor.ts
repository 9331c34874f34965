import { instructorsRepo, type InstructorRecord } from '../../data/instructors-repo';
import { instructorFromForm, type InstructorFormData } from '../../domain/instructor-form';

// The spec has no messages for instructors (SPEC 8); these follow the students' ones.
export const instructorSaveFailed = 'Erro ao salvar instrutor. Tente novamente.';
export const instructorCreated = 'Instrutor cadastrado com sucesso!';
export const instructorUpdated = 'Instrutor atualizado com sucesso!';

/** Adds a new instructor or updates `previous` (the form's fields and updatedAt only). */
export async function saveInstructor(data: InstructorFormData, previous: InstructorRecord | null) {
  const now = Date.now();
  if (previous) await instructorsRepo.update(previous.id, { ...data, updatedAt: now }, { label: data.nome });
  else await instructorsRepo.add(instructorFromForm(data, now));
}
