import type { StudentRecord } from '../../data/students-repo';
import { disciplineLabel } from '../../domain/enums';
import type { SearchFields } from '../../domain/search';

/** SPEC 2.8: the search looks at the name, e-mail, phones and discipline. */
export const studentSearchFields = (student: StudentRecord): SearchFields => ({
  text: [student.nome, student.email, disciplineLabel(student.disciplina, ''), student.responsavel],
  digits: [student.telefone, student.telefoneResponsavel],
});
