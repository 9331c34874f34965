import {
  instructorPrivateRepo,
  instructorsRepo,
  type InstructorPrivateRecord,
  type InstructorRecord,
} from '../../data/instructors-repo';
import { instructorFromForm, type InstructorFormData } from '../../domain/instructor-form';
import { splitInstructor } from '../../domain/instructor-private';
import type { PrivateAccess } from '../ui/private-access';

// The spec has no messages for instructors (SPEC 8); these follow the students' ones.
export const instructorSaveFailed = 'Erro ao salvar instrutor. Tente novamente.';
export const instructorCreated = 'Instrutor cadastrado com sucesso!';
export const instructorUpdated = 'Instrutor atualizado com sucesso!';

/**
 * Adds a new instructor or updates `previous` (the form's fields and updatedAt only), in one batch with
 * the private document (home address) when the form had access to it (admins).
 */
export async function saveInstructor(
  data: InstructorFormData,
  previous: InstructorRecord | null,
  access: PrivateAccess<InstructorPrivateRecord>,
) {
  const now = Date.now();
  const { instructor, details } = splitInstructor(instructorFromForm(data, now, previous ?? undefined));
  const also = access.granted ? instructorPrivateRepo.part(details, access.current) : null;
  if (previous) {
    const { active: _a, createdAt: _c, deletedAt: _d, ...fields } = instructor;
    await instructorsRepo.update(previous.id, fields, { label: instructor.nome, also });
  } else {
    await instructorsRepo.add(instructor, { also });
  }
}
