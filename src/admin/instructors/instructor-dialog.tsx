import { useState } from 'react';
import { useInstructorPrivate } from '../../data/hooks';
import type { InstructorRecord } from '../../data/instructors-repo';
import { isAdmin, useSession } from '../auth/session-context';
import { LoadingDialog } from '../ui/loading-dialog';
import { privateAccessOf } from '../ui/private-access';
import { InstructorFormDialog } from './instructor-form-dialog';

interface Props {
  /** The instructor to edit; null for a new one. */
  instructor: InstructorRecord | null;
  onClose: () => void;
}

/**
 * The instructor form (SPEC 2.9). For an admin editing an instructor, the private document (home
 * address) is read first — one document, when the dialog opens; an instrutor's form never asks for it.
 */
export function InstructorDialog({ instructor, onClose }: Props) {
  // The role as the dialog opened: promoted meanwhile, the form would be built again, losing what was
  // typed (a revoked user is signed out, which closes it).
  const session = useSession();
  const [admin] = useState(() => isAdmin(session));
  const details = useInstructorPrivate(admin && instructor ? instructor.id : null);
  if (details.loading) {
    return <LoadingDialog title="Editar instrutor" message="Carregando a ficha..." onClose={onClose} />;
  }
  return <InstructorFormDialog instructor={instructor} access={privateAccessOf(admin, details)} onClose={onClose} />;
}
