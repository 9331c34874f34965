import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Link, Stack } from '@mui/material';
import { signUp } from '../../data/signup';
import { failureMessage } from '../ui/failure-message';
import { ignoredWhileBusy, SubmitButton } from '../ui/submit-button';
import { fieldOfError, messageForError } from '../../domain/auth-errors';
import { signupFormDefaults, signupFormSchema, type SignupForm } from '../../domain/user';
import { FormTextField } from '../ui/form-text-field';
import { AuthCard } from './auth-card';
import { cpfInput, phoneInput } from '../ui/masked-inputs';

export const signupFailed = 'Falha ao criar usuário.';
// The confirmation is recorded when the person signs in (only their own session knows it): they are
// told to sign in after opening the link, and that they wait there for an admin's approval.
export const signupDone =
  'Conta criada! Enviamos um link para o seu email: abra-o para confirmar o endereço e depois entre ' +
  'com seu email e senha. Você aguarda ali a aprovação de um administrador.';
export const signupDoneWithoutEmail =
  'Conta criada! Não conseguimos enviar o email de confirmação agora: entre com seu email e senha para ' +
  'pedir outro. Você aguarda ali a aprovação de um administrador.';

export default function SignupPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<SignupForm>({
    defaultValues: signupFormDefaults,
    resolver: zodResolver(signupFormSchema),
  });

  const submit = handleSubmit(async (form) => {
    setError(null);
    try {
      const { verificationSent } = await signUp(form);
      navigate(paths.login, {
        replace: true,
        state: { notice: verificationSent ? signupDone : signupDoneWithoutEmail },
      });
    } catch (failure) {
      // The form keeps what was typed; the message says why it failed (beside the e-mail, when about it).
      setError(failureMessage(signupFailed, failure));
      if (fieldOfError(failure) === 'email')
        setFieldError('email', { message: messageForError(failure, '') }, { shouldFocus: true });
    }
  });

  return (
    <AuthCard title="Criar usuário">
      <Stack component="form" spacing={2} onSubmit={ignoredWhileBusy(formState.isSubmitting, submit)} noValidate>
        <FormTextField control={control} name="nome" label="Nome completo" autoComplete="name" required />
        <FormTextField control={control} name="cpf" label="CPF" {...cpfInput} required />
        <FormTextField control={control} name="telefone" label="Telefone" {...phoneInput} autoComplete="tel" required />
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
        <FormTextField
          control={control}
          name="password"
          // 'Senhas não conferem.' (on the confirmation) is checked again when the first one changes.
          deps={['confirmPassword']}
          label="Senha"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          required
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <SubmitButton size="large" busy={formState.isSubmitting}>
          {formState.isSubmitting ? 'Cadastrando...' : 'Criar usuário'}
        </SubmitButton>
        <Link component={RouterLink} to={paths.login}>
          Já tenho conta — entrar
        </Link>
      </Stack>
    </AuthCard>
  );
}
