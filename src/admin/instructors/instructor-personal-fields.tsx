import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { InstructorFormValues } from '../../domain/instructor-form';
import { maskPhone } from '../../domain/masks';
import { FormTextField } from '../ui/form-text-field';

/** Tab 'Dados pessoais': name and contacts. */
export function InstructorPersonalFields({ control }: { control: Control<InstructorFormValues> }) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField control={control} name="nome" label="Nome" required fullWidth autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormTextField control={control} name="email" label="Email" type="email" fullWidth autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField
          control={control}
          name="telefone"
          label="Telefone"
          mask={maskPhone}
          placeholder="(48) 99999-9999"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15 } }}
        />
      </Grid>
    </Grid>
  );
}
