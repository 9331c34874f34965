import { Alert, Grid } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { todayIso } from '../../domain/dates';
import { maskPhone } from '../../domain/masks';
import { isMinor, type StudentFormValues } from '../../domain/student-form';
import { FormTextField } from '../ui/form-text-field';

/** Tab 'Responsável': required for a minor (SPEC 5). */
export function StudentGuardianFields({ control }: { control: Control<StudentFormValues> }) {
  const minor = isMinor(useWatch({ control, name: 'dataNascimento' }), todayIso());
  return (
    <Grid container spacing={2}>
      {minor && (
        <Grid size={12}>
          <Alert severity="info">Menor de 18 anos: informe o responsável e o telefone dele.</Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormTextField
          control={control}
          name="responsavel"
          label="Responsável"
          required={minor}
          fullWidth
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField
          control={control}
          name="telefoneResponsavel"
          label="Telefone do responsável"
          mask={maskPhone}
          placeholder="(48) 99999-9999"
          required={minor}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15 } }}
        />
      </Grid>
    </Grid>
  );
}
