import { Grid } from '@mui/material';
import { useWatch, type Control, type FieldPath } from 'react-hook-form';
import { ageLabel, ageOn, todayIso } from '../../domain/dates';
import type { StudentFormValues } from '../../domain/student-form';
import { ContactFields } from '../ui/contact-fields';
import { FormTextField } from '../ui/form-text-field';
import { cpfInput } from '../ui/masked-inputs';

interface Props {
  control: Control<StudentFormValues>;
  /** The CPF/RG is private (admins only). */
  withDocument: boolean;
  /** A new student: Nome takes the focus. */
  isNew: boolean;
}

const guardianFields: FieldPath<StudentFormValues>[] = ['responsavel', 'telefoneResponsavel'];

/** Tab 'Dados pessoais': name, contacts, birth date (with the age), document. */
export function StudentPersonalFields({ control, withDocument, isNew }: Props) {
  const birth = useWatch({ control, name: 'dataNascimento' });
  const age = ageOn(birth, todayIso());
  return (
    <Grid container spacing={2}>
      <ContactFields control={control} focusName={isNew} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="dataNascimento"
          label="Data de nascimento"
          type="date"
          // Whether the guardian is required follows the birth date (student-form.ts, filledIfMinor).
          deps={guardianFields}
          fullWidth
          helperText={age === null ? ' ' : ageLabel(age)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso() } }}
        />
      </Grid>
      {withDocument && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="documento" label="Documento (CPF/RG)" {...cpfInput} fullWidth />
        </Grid>
      )}
    </Grid>
  );
}
