import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { InstructorFormValues } from '../../domain/instructor-form';
import { ContactFields } from '../ui/contact-fields';

/** Tab 'Dados pessoais': name and contacts. */
export function InstructorPersonalFields({ control }: { control: Control<InstructorFormValues> }) {
  return (
    <Grid container spacing={2}>
      <ContactFields control={control} />
    </Grid>
  );
}
