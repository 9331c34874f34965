import { Alert, Grid } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { todayIso } from '../../domain/dates';
import { isMinor, type StudentFormValues } from '../../domain/student-form';
import { FormTextField } from '../ui/form-text-field';
import { phoneInput } from '../ui/masked-inputs';

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
          {...phoneInput}
          required={minor}
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
