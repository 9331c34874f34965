import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { InstructorFormValues } from '../../domain/instructor-form';
import { isAdmin, useSession } from '../auth/session-context';
import { ContactFields } from '../ui/contact-fields';
import { InstructorLoginField } from './instructor-login-field';

/** Tab 'Dados pessoais': name and contacts, and for admins the login ('Conta de acesso'). */
export function InstructorPersonalFields({
  control,
  instructorId,
}: {
  control: Control<InstructorFormValues>;
  /** null for a new instructor: Nome then takes the focus. */
  instructorId: string | null;
}) {
  const admin = isAdmin(useSession());
  return (
    <Grid container spacing={2}>
      <ContactFields control={control} focusName={instructorId === null} />
      {admin && <InstructorLoginField control={control} instructorId={instructorId} />}
    </Grid>
  );
}
