import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { useSession } from '../auth/session-context';

/** SPEC 2.6: the display name, falling back to the email, then to 'usuário'. */
export function displayName(names: { profileName?: string | null; authName?: string | null; email?: string | null }) {
  return names.profileName?.trim() || names.authName?.trim() || names.email?.trim() || 'usuário';
}

export function WelcomeBanner({ action }: { action?: ReactNode }) {
  const session = useSession();
  const name =
    session.status === 'active'
      ? displayName({
          profileName: session.profile.nome,
          authName: session.user.displayName,
          email: session.user.email,
        })
      : 'usuário';
  return (
    <Paper sx={{ p: 3, background: 'linear-gradient(120deg, #1b5e20 0%, #2e7d32 60%, #43a047 100%)' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <div>
          <Typography variant="h5" component="h1" sx={{ color: '#fff' }}>
            Bem-vindo(a), {name}!
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.85)' }}>Aqui está o resumo do estúdio.</Typography>
        </div>
        {action}
      </Stack>
    </Paper>
  );
}
