import { Typography } from '@mui/material';
import { setInstructorActive } from '../../data/instructors-repo';
import { isAdmin, useSession } from '../auth/session-context';
import { readListFilters, writeListFilters } from '../ui/list-filters';
import { RecordsScreen } from '../ui/records-screen';
import { useUrlState } from '../ui/use-url-state';
import { InstructorClassesNotice } from './instructor-classes-notice';
import { InstructorDialog } from './instructor-dialog';
import { instructorColumns, instructorSecondaryColumns } from './instructors-table';
import { useInstructorList } from './use-instructor-list';

/**
 * Inativar keeps the login linked ('Conta de acesso'): a login is one instructor, so it cannot be given
 * to another record until this one lets it go — said before, where an admin can still do it first
 * (the field is theirs only).
 */
export const LOGIN_STAYS = 'A conta de acesso continua vinculada a este cadastro e não pode ser escolhida em outro.';
const howToFree = (admin: boolean) =>
  admin
    ? "Para liberá-la, escolha 'Nenhuma' em 'Conta de acesso' na ficha dele (depois de inativar, com 'Mostrar inativos')."
    : 'Só um administrador pode liberá-la.';

/** Instrutores (SPEC 2.9): search and 'Mostrar inativos' in the URL, the table, the form. */
export default function InstructorsPage() {
  const [filters, setFilters] = useUrlState(readListFilters, writeListFilters);
  const instructors = useInstructorList(filters);
  const admin = isAdmin(useSession());
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
      toggleDetail={(instructor) =>
        instructor.active ? (
          <>
            <InstructorClassesNotice instructorId={instructor.id} admin={admin} />
            {instructor.userId && <Typography sx={{ mt: 1 }}>{`${LOGIN_STAYS} ${howToFree(admin)}`}</Typography>}
          </>
        ) : null
      }
      renderDialog={(instructor, onClose) => <InstructorDialog instructor={instructor} onClose={onClose} />}
    />
  );
}
