import { setStudentActive } from '../../data/students-repo';
import { readListFilters, writeListFilters } from '../ui/list-filters';
import { RecordsScreen } from '../ui/records-screen';
import { useUrlState } from '../ui/use-url-state';
import { StudentDialog } from './student-dialog';
import { studentColumns, studentSecondaryColumns } from './students-table';
import { useStudentList } from './use-student-list';

/** Alunos / Pacientes (SPEC 2.8): search and 'Mostrar inativos' in the URL, the table, the form. */
export default function StudentsPage() {
  const [filters, setFilters] = useUrlState(readListFilters, writeListFilters);
  const students = useStudentList(filters);
  return (
    <RecordsScreen
      title="Alunos / Pacientes"
      searchHint="Nome, email, telefone ou disciplina"
      newLabel="Novo"
      noun="Aluno"
      filters={filters}
      onFiltersChange={setFilters}
      list={students}
      columns={studentColumns}
      secondary={studentSecondaryColumns}
      setActive={setStudentActive}
      renderDialog={(student, onClose) => <StudentDialog student={student} onClose={onClose} />}
    />
  );
}
