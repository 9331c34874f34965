import { PagePlaceholder } from '../layout/page-placeholder';

export default function StudentsPage() {
  return <PagePlaceholder title="Alunos / Pacientes" />;
}
