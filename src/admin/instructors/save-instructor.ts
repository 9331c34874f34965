import {
  instructorPrivateRepo,
  instructorsRepo,
  loginLinkPart,
  type InstructorPrivateRecord,
  type InstructorRecord,
} from '../../data/instructors-repo';
import { instructorFromForm, type InstructorFormData } from '../../domain/instructor-form';
import { splitInstructor } from '../../domain/instructor-private';
import { saveWithPrivate, type WithDetails } from '../ui/save-with-private';

// The spec has no messages for instructors (SPEC 8); these follow the students' ones.
export const instructorSaveFailed = 'Erro ao salvar instrutor. Tente novamente.';
export const instructorCreated = 'Instrutor cadastrado com sucesso!';
export const instructorUpdated = 'Instrutor atualizado com sucesso!';
export const instructorNotChanged = 'Nenhuma alteração a salvar: o instrutor continua como estava.';

/** An instructor as the form edits it: with the private document (home address) as read. */
export type EditableInstructor = WithDetails<InstructorRecord, InstructorPrivateRecord>;

/**
 * Adds a new instructor or changes `base` (the version the form shows), expecting `version` on the
 * server: only the fields the form changed, and updatedAt — in one batch with the home address when
 * the form shows it (`withPrivate`: admins) and, when the login changed ('Conta de acesso'), its links.
 */
export async function saveInstructor(
  data: InstructorFormData,
  base: EditableInstructor | null,
  withPrivate: boolean,
  version = base?.version,
  theirs?: EditableInstructor | null,
) {
  const { instructor, details } = splitInstructor(instructorFromForm(data, Date.now(), base ?? undefined));
  const opened = base?.userId ?? '';
  // On 'Manter o meu' the login linked now is the one the other device chose: that one is released.
  const linkedNow = theirs ? theirs.userId : opened;
  return saveWithPrivate({
    record: instructor,
    details,
    base,
    withPrivate,
    version,
    theirs,
    repo: instructorsRepo,
    privateRepo: instructorPrivateRepo,
    label: instructor.nome,
    also: instructor.userId === opened ? null : loginLinkPart(linkedNow, instructor.userId),
  });
}
