import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { signOut } from '../../data/session';
import { useEarlierSaves, usePendingSaves } from '../../data/shell-hooks';
import { nothing, UnsentQuestion } from '../layout/sign-out-item';
import { messageForError } from '../../domain/auth-errors';
import { CompleteSignup } from './complete-signup';
import { useSession } from './session-context';
import { VerifyEmail } from './verify-email';

/** What a signed-in user who is not approved yet sees, instead of any studio data. */
export function PendingApproval() {
  const session = useSession();
  const pending = session.status === 'pending' ? session : null;
  // A profile finished offline ('Concluir cadastro') waits on this device: Sair would lose it.
  const own = { ...nothing, count: usePendingSaves(), earlier: useEarlierSaves() };
  const [asking, setAsking] = useState(false);
  // Sent meanwhile, the question says so (UnsentQuestion), as the menu's Sair does.
  const waiting = own.count > 0 || own.earlier;
  const leave = () => void signOut(pending?.user.uid);
  return (
    <Paper sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <HourglassEmptyIcon color="primary" fontSize="large" />
        <Typography variant="h5" component="h1">
          {pending?.error ? 'Verificando o seu acesso' : 'Aguardando aprovação'}
        </Typography>
        {/* A profile that could not be read says nothing of an approval: the account may be approved. */}
        <Typography>
          {pending?.error
            ? 'Não foi possível verificar o seu acesso agora. Verifique a conexão e toque em Tentar novamente.'
            : 'Sua conta foi criada e precisa ser aprovada por um administrador do estúdio antes de acessar o sistema. ' +
              'Assim que for aprovada, esta tela se atualiza sozinha.'}
        </Typography>
        {pending &&
          (pending.user.emailVerified ? (
            <Alert severity="success">Email confirmado.</Alert>
          ) : (
            <VerifyEmail email={pending.user.email} />
          ))}
        {pending?.error ? (
          <Alert severity="error">
            {messageForError(pending.error, 'Não foi possível carregar o seu perfil. Tente novamente.')}
          </Alert>
        ) : (
          pending?.profile === null &&
          (pending.user.email ? (
            <CompleteSignup uid={pending.user.uid} email={pending.user.email} />
          ) : (
            <Alert severity="warning">Não encontramos o seu perfil. Fale com a administração do estúdio.</Alert>
          ))
        )}
        <Stack direction="row" spacing={1}>
          {/* A subscription that failed stays failed (e.g. its code could not be downloaded): a reload starts afresh. */}
          {pending?.error && (
            <Button variant="contained" onClick={() => window.location.reload()}>
              Tentar novamente
            </Button>
          )}
          {/* Without access: other people's changes made offline here and not sent yet stay (auth-service.ts). */}
          <Button variant="outlined" onClick={() => (waiting ? setAsking(true) : leave())}>
            Sair
          </Button>
        </Stack>
        <UnsentQuestion open={asking} waiting={own} onLeave={leave} onClose={() => setAsking(false)} />
      </Stack>
    </Paper>
  );
}
