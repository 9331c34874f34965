import type { InstructorRecord } from '../../data/instructors-repo';
import { disciplineLabel } from '../../domain/enums';
import type { SearchFields } from '../../domain/search';

/** The search looks at the name, e-mail, phone and the disciplines taught. */
export const instructorSearchFields = (instructor: InstructorRecord): SearchFields => ({
  text: [instructor.nome, instructor.email, ...instructor.disciplinas.map((d) => disciplineLabel(d, ''))],
  digits: [instructor.telefone],
});
