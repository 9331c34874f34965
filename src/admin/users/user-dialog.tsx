import { Grid, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createUserByAdmin } from '../../data/admin-users';
import { roleLabels, roles } from '../../domain/enums';
import { userFormDefaults, userFormSchema, type UserForm } from '../../domain/user-form';
import { ContactFields } from '../ui/contact-fields';
import { FormDialog } from '../ui/form-dialog';
import { FormSelect } from '../ui/form-select';
import { FormTextField } from '../ui/form-text-field';
import { useSaveHandler } from '../ui/use-save-handler';
import { userCreated, userCreateFailure } from './create-user';
import { cpfInput } from '../ui/masked-inputs';

const roleOptions = roles.map((value) => ({ value, label: roleLabels[value] }));

/** The registration form of SPEC 2.7: the new person gets an e-mail to choose a password. */
export function UserDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<UserForm>({ resolver: zodResolver(userFormSchema), defaultValues: userFormDefaults });
  const { control } = form;
  const save = useSaveHandler(form, {
    save: createUserByAdmin,
    success: userCreated,
    failure: userCreateFailure,
    onSaved: onClose,
    onInvalid: () => undefined,
  });

  return (
    <FormDialog
      open
      title="Novo usuário"
      onClose={onClose}
      onSubmit={save}
      busy={form.formState.isSubmitting}
      submitLabel="Cadastrar Usuário"
      busyLabel="Cadastrando..."
      error={form.formState.errors.root?.server?.message}
      maxWidth="sm"
    >
      <Grid container spacing={2}>
        <ContactFields control={control} emailRequired />
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField control={control} name="cpf" label="CPF" required {...cpfInput} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormSelect control={control} name="role" label="Perfil" required fullWidth options={roleOptions} />
        </Grid>
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        A pessoa recebe um email com um link para definir a própria senha e já entra com acesso ativo.
      </Typography>
    </FormDialog>
  );
}
