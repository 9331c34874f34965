import { Alert } from '@mui/material';
import type { PrivateAccess } from './private-access';

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
        Não foi possível ler os dados restritos agora (sem conexão?). Salvar altera só os demais dados.
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      {forAdmins}
    </Alert>
  );
}
