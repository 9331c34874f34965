import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import MedicalIcon from '@mui/icons-material/MedicalInformation';
import { setStudentActiveWithPlaces } from '../../data/student-leaving';
import { recordPathOf, type FromStudents } from '../paths';
import { HealthAlertsStatus, useStudentAlerts } from '../ui/health-alert';
import { readListFilters, writeListFilters } from '../ui/list-filters';
import { RecordsScreen } from '../ui/records-screen';
import { useUrlState } from '../ui/use-url-state';
import { StudentDialog } from './student-dialog';
import { StudentPlacesNotice } from './student-places-notice';
import { studentColumnsWithAlerts, studentSecondaryColumns } from './students-table';
import { useStudentList } from './use-student-list';

/** Alunos / Pacientes (SPEC 2.8): search and 'Mostrar inativos' in the URL, the table, the form. */
export default function StudentsPage() {
  const [filters, setFilters] = useUrlState(readListFilters, writeListFilters);
  const students = useStudentList(filters);
  const alerts = useStudentAlerts();
  const navigate = useNavigate();
  const location = useLocation();
  const columns = useMemo(() => studentColumnsWithAlerts(alerts.texts), [alerts.texts]);
  // 'Prontuário' for those who may read it (admins, the student's care team): the rules decide.
  const rowActions = useMemo(
    () => (student: { id: string }) =>
      alerts.mayOpen(student.id)
        ? [
            {
              label: 'Prontuário',
              icon: <MedicalIcon />,
              onClick: () => {
                const from: FromStudents = { listSearch: location.search };
                void navigate(recordPathOf(student.id), { state: from });
              },
            },
          ]
        : [],
    [alerts, navigate, location.search],
  );
  return (
    <RecordsScreen
      title="Alunos / Pacientes"
      searchHint="Nome, email, telefone ou disciplina"
      newLabel="Novo"
      noun="Aluno"
      filters={filters}
      onFiltersChange={setFilters}
      list={students}
      columns={columns}
      rowActions={rowActions}
      notice={<HealthAlertsStatus alerts={alerts} />}
      secondary={studentSecondaryColumns}
      setActive={setStudentActiveWithPlaces}
      toggleDetail={(student) => <StudentPlacesNotice student={student} />}
      renderDialog={(student, onClose) => <StudentDialog student={student} onClose={onClose} />}
    />
  );
}
