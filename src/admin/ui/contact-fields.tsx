import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { phoneInput } from './masked-inputs';

interface ContactValues {
  nome: string;
  email: string;
  telefone: string;
}

/** Nome, Email and Telefone as grid items: the first fields of every person's form. */
export function ContactFields<T extends ContactValues>({
  control,
  emailRequired = false,
  emailFixed = false,
  focusName = false,
}: {
  control: Control<T>;
  /** Marks Email as required (a staff account's login), as the form's schema checks it. */
  emailRequired?: boolean;
  /** Shown but not changed: a staff account's e-mail is its login (Firebase Auth's, not the profile's). */
  emailFixed?: boolean;
  /** A new record's form: Nome takes the focus, so typing starts there (not on the dialog or the tabs). */
  focusName?: boolean;
}) {
  // Every form that uses this has these three text fields; react-hook-form cannot see that through T.
  const contact = control as unknown as Control<ContactValues>;
  return (
    <>
      <Grid size={12}>
        <FormTextField
          control={contact}
          name="nome"
          label="Nome"
          required
          fullWidth
          autoComplete="off"
          autoFocus={focusName}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormTextField
          control={contact}
          name="email"
          label="Email"
          type="email"
          required={emailRequired}
          disabled={emailFixed}
          fullWidth
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField control={contact} name="telefone" label="Telefone" {...phoneInput} fullWidth />
      </Grid>
    </>
  );
}
