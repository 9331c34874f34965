import { Alert, Grid } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { todayIso } from '../../domain/dates';
import { isMinor, representedByGuardian, type StudentFormValues } from '../../domain/student-form';
import { FormTextField } from '../ui/form-text-field';
import { phoneInput } from '../ui/masked-inputs';

export const GUARDIAN_WITHOUT_BIRTH_DATE =
  'Sem data de nascimento, o responsável é quem assina o contrato e o termo de imagem e recebe as cobranças. ' +
  'Se o aluno é maior de idade, informe a data de nascimento.';

/** Tab 'Responsável': required for a minor (SPEC 5). */
export function StudentGuardianFields({ control }: { control: Control<StudentFormValues> }) {
  const [birth, guardian] = useWatch({ control, name: ['dataNascimento', 'responsavel'] });
  const today = todayIso();
  const minor = isMinor(birth, today);
  // Without a birth date, a guardian on file is taken to represent the student (a child registered
  // without one): said, so an adult's emergency contact is not made to sign and pay unawares.
  const represented = !minor && representedByGuardian({ dataNascimento: birth, responsavel: guardian }, today);
  return (
    <Grid container spacing={2}>
      {minor && (
        <Grid size={12}>
          <Alert severity="info">Menor de 18 anos: informe o responsável e o telefone dele.</Alert>
        </Grid>
      )}
      {represented && (
        <Grid size={12}>
          <Alert severity="info">{GUARDIAN_WITHOUT_BIRTH_DATE}</Alert>
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
