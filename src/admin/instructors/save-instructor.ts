import { saveInstructorRecord, type InstructorRecord } from '../../data/instructors-repo';
import { instructorFromForm, type InstructorFormData } from '../../domain/instructor-form';

// The spec has no messages for instructors (SPEC 8); these follow the students' ones.
export const instructorSaveFailed = 'Erro ao salvar instrutor. Tente novamente.';
export const instructorCreated = 'Instrutor cadastrado com sucesso!';
export const instructorUpdated = 'Instrutor atualizado com sucesso!';

/** Adds a new instructor or updates `previous`; its login link follows (instructors-repo.ts). */
export async function saveInstructor(data: InstructorFormData, previous: InstructorRecord | null) {
  await saveInstructorRecord(instructorFromForm(data, Date.now(), previous ?? undefined), previous);
}
