import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { afterSignIn, paths } from '../paths';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { signIn } from '../../data/session';
import { errorCode } from '../../domain/auth-errors';
import { failureMessage } from '../ui/failure-message';
import { useSession } from './session-context';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { PlainField } from './plain-field';

export const loginFailed = 'Falha no login. Verifique suas credenciais.';
// Wrong e-mail or password: the spec's message says it all. Other causes (too many attempts,
// offline, disabled account) are added after it.
const wrongCredentials = [
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
];

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Notices (access revoked, account created) are about the last visit: gone once someone tries to sign in.
  const [tried, setTried] = useState(false);
  const notice = tried ? null : ((location.state as { notice?: string } | null)?.notice ?? null);
  const revoked = !tried && session.status === 'signed-out' ? session.notice : null;
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const failed = error ? { error: true, inputProps: { 'aria-describedby': errorId } } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setTried(true);
    setError(null);
    try {
      const uid = await signIn(email, password, remember);
      navigate(afterSignIn(location.state, uid), { replace: true });
    } catch (failure) {
      setError(
        wrongCredentials.includes(errorCode(failure) ?? '') ? loginFailed : failureMessage(loginFailed, failure),
      );
      setBusy(false);
      // Back where the next try starts (the disabled button had lost it), the reason read out with it.
      passwordRef.current?.focus();
    }
  };

  return (
    <AuthCard title="Entrar">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {revoked && <Alert severity="warning">{revoked}</Alert>}
        {notice && <Alert severity="success">{notice}</Alert>}
        <PlainField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...failed}
        />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          inputRef={passwordRef}
          {...failed}
        />
        {/* The browser's own checkbox in the theme's colour: MUI's Checkbox would add some 4 KiB (gzip)
            to the page everyone loads before signing in (target ≤ 150 KiB, issue 19). */}
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, cursor: 'pointer', pl: 0.5 }}>
          <Box
            component="input"
            type="checkbox"
            checked={remember}
            onChange={(e: ChangeEvent<HTMLInputElement>) => setRemember(e.target.checked)}
            sx={{ width: 18, height: 18, m: 0, accentColor: (theme) => theme.palette.primary.main, cursor: 'pointer' }}
          />
          Manter conectado
        </Box>
        {error && (
          <Alert severity="error" role="alert" id={errorId}>
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Entrando...' : 'Entrar'}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          {/* The page remembered for after sign-in goes there and back. */}
          <Link component={RouterLink} to={paths.forgot} state={location.state as unknown}>
            Esqueci minha senha
          </Link>
          <Link component={RouterLink} to={paths.signup}>
            Criar usuário
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
