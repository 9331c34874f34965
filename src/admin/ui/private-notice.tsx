import { Alert } from '@mui/material';
import { messageForError } from '../../domain/auth-errors';
import { z } from '../../domain/z';
import type { PrivateAccess } from './private-access';

/**
 * Why the private part could not be read: a stored document out of the current format (older data,
 * which no retry will fix) is told apart from a connection or a permission that may come back.
 */
function whyUnread(error: Error): string {
  if (error instanceof z.ZodError)
    return 'Os dados restritos deste cadastro estão fora do formato atual e não puderam ser lidos.';
  return `Não foi possível ler os dados restritos agora. ${messageForError(error, 'Verifique a conexão e abra a ficha de novo.')}`;
}

/**
 * Why a form shows no private fields: they are for admins (`forAdmins` names them), or they could not
 * be read now. Nothing when the form shows them. A note, not an alert: it is there from the start, and
 * the form's alerts are for what goes wrong.
 */
export function PrivateNotice({ access, forAdmins }: { access: PrivateAccess<unknown>; forAdmins: string }) {
  if (access.granted) return null;
  if (access.reason === 'failed') {
    return (
      <Alert severity="warning" role="note" sx={{ mb: 2 }}>
        {`${whyUnread(access.error)} Salvar altera só os demais dados.`}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      {forAdmins}
    </Alert>
  );
}
