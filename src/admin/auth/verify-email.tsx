import { useState } from 'react';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { refreshVerification, resendVerification } from '../../data/verification';
import { failureMessage } from '../ui/failure-message';
import { SubmitButton } from '../ui/submit-button';

type Step = { busy: boolean; message: string | null };

/**
 * On the waiting screen of someone whose e-mail Auth has not verified yet: the link proves the
 * address is theirs (Usuários shows it to the admin who approves). 'Já confirmei' asks Auth again,
 * for a link followed in another tab; 'Reenviar email' sends another.
 */
export function VerifyEmail({ email }: { email: string | null }) {
  const [step, setStep] = useState<Step>({ busy: false, message: null });
  const act = async (action: () => Promise<string>, failure: string) => {
    if (step.busy) return; // pressed again while the first press is answered
    setStep({ busy: true, message: null });
    try {
      setStep({ busy: false, message: await action() });
    } catch (error) {
      setStep({ busy: false, message: failureMessage(failure, error) });
    }
  };
  const check = () =>
    act(
      async () =>
        (await refreshVerification())
          ? 'Email confirmado.'
          : 'Ainda não recebemos a confirmação. Abra o link do email e clique de novo.',
      'Não foi possível verificar agora.',
    );
  const resend = () =>
    act(async () => {
      await resendVerification();
      return `Enviamos outro link para ${email ?? 'o seu email'}.`;
    }, 'Não foi possível enviar o email.');

  return (
    <Alert severity="info" sx={{ width: '100%' }}>
      <AlertTitle>Confirme seu email</AlertTitle>
      <Typography variant="body2">
        Abra o link que enviamos para {email ?? 'o seu email'} para confirmar que o endereço é seu — assim o
        administrador sabe que a conta é mesmo sua. Se ele não chegou (veja também o spam), use Reenviar email.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {/* Busy, not disabled, while Auth answers: a disabled button drops the focus to the top of the page. */}
        <SubmitButton type="button" size="small" variant="outlined" busy={step.busy} onClick={() => void check()}>
          Já confirmei
        </SubmitButton>
        <SubmitButton type="button" size="small" variant="text" busy={step.busy} onClick={() => void resend()}>
          Reenviar email
        </SubmitButton>
      </Stack>
      {step.message && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {step.message}
        </Typography>
      )}
    </Alert>
  );
}
