import { useState } from 'react';
import type { StudentRecord } from '../../data/students-repo';
import { useStudentPrivate } from '../../data/hooks';
import { isAdmin, useSession } from '../auth/session-context';
import { LoadingDialog } from '../ui/loading-dialog';
import { privateAccessOf } from '../ui/private-access';
import { StudentFormDialog } from './student-form-dialog';

interface Props {
  /** The student to edit; null for a new one. */
  student: StudentRecord | null;
  onClose: () => void;
}

/**
 * The student form (SPEC 2.8). For an admin editing a student, its private document (CPF/RG, address,
 * plan, fees) is read first — one document, when the dialog opens; an instrutor's form never asks for it.
 */
export function StudentDialog({ student, onClose }: Props) {
  // The role as the dialog opened: promoted meanwhile, the form would be built again, losing what was
  // typed (a revoked user is signed out, which closes it).
  const session = useSession();
  const [admin] = useState(() => isAdmin(session));
  const details = useStudentPrivate(admin && student ? student.id : null);
  if (details.loading) return <LoadingDialog title="Editar aluno" message="Carregando a ficha..." onClose={onClose} />;
  return <StudentFormDialog student={student} access={privateAccessOf(admin, details)} onClose={onClose} />;
}
