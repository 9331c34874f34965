import { useState } from 'react';
import { Grid, Typography } from '@mui/material';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createUserByAdmin } from '../../data/admin-users';
import type { Live } from '../../data/live';
import { updateUser, type UserRecord } from '../../data/users-repo';
import { onlyDigits } from '../../domain/cpf';
import { roleLabels, roles } from '../../domain/enums';
import {
  contactFix,
  userFormDefaults,
  userFormSchema,
  userWithoutCpfSchema,
  type UserForm,
} from '../../domain/user-form';
import { ContactFields } from '../ui/contact-fields';
import { FormDialog } from '../ui/form-dialog';
import { FormSelect } from '../ui/form-select';
import { FormTextField } from '../ui/form-text-field';
import { useSaveHandler } from '../ui/use-save-handler';
import { userCreated, userCreateFailure, userNotChanged, userUpdated, userUpdateFailed } from './create-user';
import { cpfInput } from '../ui/masked-inputs';

const roleOptions = roles.map((value) => ({ value, label: roleLabels[value] }));

/**
 * Writes (and logs as 'Dados corrigidos') only what was changed in the form, from the values it opened
 * with (`opened`): Salvar on an untouched form writes nothing, and a field another admin corrected
 * meanwhile on `user` (as it is now) is not written back.
 */
async function saveContactFix(opened: UserRecord, user: UserRecord, values: UserForm): Promise<boolean> {
  const patch = contactFix(opened, values);
  if (Object.keys(patch).length === 0) return false;
  await updateUser(user, patch);
  return true;
}

interface Props {
  /** Editing: their name, CPF and phone are corrected (the e-mail is the login; the role has 'Tornar admin'). */
  user?: UserRecord;
  /** Everyone on the list: a CPF already on someone else is refused beside the field. */
  users: Live<UserRecord[]>;
  onClose: () => void;
}

export const CPF_LIST_LOADING = 'Aguarde a lista de usuários carregar para conferir se o CPF já está cadastrado.';

/**
 * The form's checks, then a CPF typed here against everyone else's: one person, one account (the rules
 * cannot see other documents; the list is the admin's live one, whose failure its page says). One on
 * file before is not judged again: an older duplicate does not block correcting a phone.
 */
function withUniqueCpf(resolver: Resolver<UserForm>, users: Live<UserRecord[]>, self?: UserRecord): Resolver<UserForm> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const digits = onlyDigits(values.cpf);
    if (result.errors.cpf || digits === '' || digits === onlyDigits(self?.cpf ?? '')) return result;
    const holder = users.data.find((u) => u.id !== self?.id && onlyDigits(u.cpf) === digits);
    const message = users.loading ? CPF_LIST_LOADING : holder ? `CPF já cadastrado para ${holder.nome}.` : null;
    // Said with the other fields' messages, not after they are fixed.
    return message ? { values: {}, errors: { ...result.errors, cpf: { type: 'unique', message } } } : result;
  };
}

/**
 * The registration form of SPEC 2.7: the new person gets an e-mail to choose a password. With a
 * `user`, the same form corrects their name, CPF and phone.
 */
export function UserDialog({ user, users, onClose }: Props) {
  const [opened] = useState(user);
  const form = useForm<UserForm>({
    resolver: withUniqueCpf(zodResolver(opened?.cpf === '' ? userWithoutCpfSchema : userFormSchema), users, opened),
    defaultValues: user
      ? { nome: user.nome, cpf: user.cpf, email: user.email, telefone: user.telefone, role: user.role }
      : userFormDefaults,
  });
  const { control } = form;
  const save = useSaveHandler(form, {
    save: user && opened ? (values: UserForm) => saveContactFix(opened, user, values) : createUserByAdmin,
    success: user ? userUpdated : userCreated,
    unchanged: userNotChanged,
    failure: user ? userUpdateFailed : userCreateFailure,
    onSaved: onClose,
    onInvalid: () => undefined,
  });

  return (
    <FormDialog
      open
      title={user ? 'Editar usuário' : 'Novo usuário'}
      onClose={onClose}
      onSubmit={save}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel={user ? 'Salvar' : 'Cadastrar Usuário'}
      busyLabel={user ? 'Salvando...' : 'Cadastrando...'}
      error={form.formState.errors.root?.server?.message}
      maxWidth="sm"
    >
      <Grid container spacing={2}>
        <ContactFields control={control} emailRequired emailFixed={user !== undefined} focusName={user === undefined} />
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name="cpf"
            label="CPF"
            required={opened?.cpf !== ''}
            {...cpfInput}
            fullWidth
          />
        </Grid>
        {!user && (
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormSelect control={control} name="role" label="Perfil" required fullWidth options={roleOptions} />
          </Grid>
        )}
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {user
          ? 'O email é o login da pessoa e não muda aqui; o perfil muda com Tornar admin.'
          : 'A pessoa recebe um email com um link para definir a própria senha e já entra com acesso ativo.'}
      </Typography>
    </FormDialog>
  );
}
