import { setInstructorActive } from '../../data/instructors-repo';
import { readListFilters, writeListFilters } from '../ui/list-filters';
import { RecordsScreen } from '../ui/records-screen';
import { useUrlState } from '../ui/use-url-state';
import { InstructorDialog } from './instructor-dialog';
import { instructorColumns, instructorSecondaryColumns } from './instructors-table';
import { useInstructorList } from './use-instructor-list';

/** Instrutores (SPEC 2.9): search and 'Mostrar inativos' in the URL, the table, the form. */
export default function InstructorsPage() {
  const [filters, setFilters] = useUrlState(readListFilters, writeListFilters);
  const instructors = useInstructorList(filters);
  return (
    <RecordsScreen
      title="Instrutores"
      searchHint="Nome, email, telefone ou disciplina"
      newLabel="Novo instrutor"
      noun="Instrutor"
      filters={filters}
      onFiltersChange={setFilters}
      list={instructors}
      columns={instructorColumns}
      secondary={instructorSecondaryColumns}
      setActive={setInstructorActive}
      renderDialog={(instructor, onClose) => <InstructorDialog instructor={instructor} onClose={onClose} />}
    />
  );
}
