// 'Prontuário' (issue 16): /admin/alunos/:studentId/prontuario — linkable and reloadable.
import { useParams } from 'react-router-dom';
import { RecordScreen } from './record-screen';

export default function RecordPage() {
  const { studentId = '' } = useParams();
  return <RecordScreen studentId={studentId} />;
}
