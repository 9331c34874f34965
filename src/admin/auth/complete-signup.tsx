import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mui/material';
import { signupPersonSchema, type SignupPerson } from '../../domain/user';
import { failureMessage } from '../ui/failure-message';
import { ignoredWhileBusy, SubmitButton } from '../ui/submit-button';
import { FormTextField } from '../ui/form-text-field';
import { cpfInput, phoneInput } from '../ui/masked-inputs';

export const SIGNUP_UNFINISHED =
  'Seu cadastro ficou incompleto (a conexão pode ter caído no meio): preencha os dados abaixo para que a ' +
  'administração do estúdio possa aprová-lo.';
export const completeSignupFailed = 'Não foi possível concluir o cadastro.';

interface Props {
  uid: string;
  email: string;
}

/**
 * An account whose sign-up stopped before its profile was saved: nobody can approve it, and signing
 * up again says the e-mail is taken. The person's own session writes the pending profile the sign-up
 * would have (the rules allow exactly that); the waiting screen then follows it live.
 */
export function CompleteSignup({ uid, email }: Props) {
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<SignupPerson>({
    defaultValues: { nome: '', cpf: '', telefone: '' },
    resolver: zodResolver(signupPersonSchema),
  });
  const submit = handleSubmit(async (person) => {
    setError(null);
    try {
      const { completeOwnSignup } = await import('../../data/users-repo');
      await completeOwnSignup(uid, email, person);
    } catch (failure) {
      setError(failureMessage(completeSignupFailed, failure));
    }
  });
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={ignoredWhileBusy(formState.isSubmitting, submit)}
      noValidate
      sx={{ width: '100%' }}
    >
      <Alert severity="warning">{SIGNUP_UNFINISHED}</Alert>
      <FormTextField control={control} name="nome" label="Nome completo" autoComplete="name" required />
      <FormTextField control={control} name="cpf" label="CPF" {...cpfInput} required />
      <FormTextField control={control} name="telefone" label="Telefone" {...phoneInput} autoComplete="tel" required />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <SubmitButton busy={formState.isSubmitting}>
        {formState.isSubmitting ? 'Salvando...' : 'Concluir cadastro'}
      </SubmitButton>
    </Stack>
  );
}
