import { Chip, Stack } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { useLateFailures, usePendingSaves, useServerReachable } from '../../data/hooks';
import { useSession } from '../auth/session-context';
import { messageForError } from '../../domain/auth-errors';
import { useNotify } from '../ui/notify';
import { useOnline } from './use-online';

export const pendingLabel = (count: number) =>
  count === 1 ? '1 alteração aguardando envio' : `${count} alterações aguardando envio`;

/**
 * Offline (or, online, the server not answering: Firestore reconnects by itself), and how many
 * changes wait to sync; a change the server later refused is reported by name.
 */
export function SyncStatus() {
  const online = useOnline();
  const session = useSession();
  const reachable = useServerReachable(session.status === 'active' ? session.user.uid : null);
  const pending = usePendingSaves();
  const notify = useNotify();
  useLateFailures(({ label, error }) =>
    notify(`Não foi possível salvar “${label}”: ${messageForError(error, 'o servidor recusou a alteração.')}`, 'error'),
  );
  return (
    <Stack direction="row" spacing={1} role="status" aria-live="polite" aria-label="Sincronização">
      {!online && <Chip icon={<CloudOffIcon />} label="Sem conexão" color="warning" size="small" />}
      {online && !reachable && (
        <Chip icon={<SyncProblemIcon />} label="Reconectando ao servidor…" color="warning" size="small" />
      )}
      {pending > 0 && (
        <Chip icon={<CloudSyncIcon />} label={pendingLabel(pending)} color={online ? 'info' : 'warning'} size="small" />
      )}
    </Stack>
  );
}
