import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../paths';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { sendPasswordReset } from '../../data/session';
import { errorCode } from '../../domain/auth-errors';
import { failureMessage } from '../ui/failure-message';
import { AuthCard } from './auth-card';
import { PlainField } from './plain-field';

export const resetSent =
  'Se existir uma conta com este email, um link foi enviado. Verifique sua caixa de entrada e spam.';
export const resetFailed = 'Não foi possível enviar o email de recuperação.';

export default function ForgotPage() {
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await sendPasswordReset(email);
      setResult({ ok: true, text: resetSent });
    } catch (failure) {
      // An unknown address is not revealed: the success text already covers that case.
      if (errorCode(failure) === 'auth/user-not-found') setResult({ ok: true, text: resetSent });
      else setResult({ ok: false, text: failureMessage(resetFailed, failure) });
    } finally {
      setBusy(false);
      // Back where the next try starts (the disabled button had lost it).
      emailRef.current?.focus();
    }
  };

  return (
    <AuthCard title="Recuperar senha">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Typography variant="body2" color="text.secondary">
          Informe o email da sua conta para receber um link de redefinição de senha.
        </Typography>
        <PlainField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          inputRef={emailRef}
          onChange={(e) => {
            setEmail(e.target.value);
            // The failure was about the address as it was: it goes once the address is being fixed.
            if (result && !result.ok) setResult(null);
          }}
        />
        {/* On the page from the start: a status region added with its text is often not read out. */}
        <div role="status">{result?.ok && <Alert severity="success">{result.text}</Alert>}</div>
        {result && !result.ok && (
          <Alert severity="error" role="alert">
            {result.text}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Enviando...' : 'Enviar link'}
        </Button>
        <Link component={RouterLink} to={paths.login} state={location.state as unknown}>
          Voltar ao login
        </Link>
      </Stack>
    </AuthCard>
  );
}
