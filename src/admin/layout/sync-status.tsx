import { Chip, Stack } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { useLateFailures, usePendingSaves } from '../../data/hooks';
import { messageForError } from '../../domain/auth-errors';
import { useNotify } from '../ui/notify';
import { useOnline } from './use-online';

export const pendingLabel = (count: number) =>
  count === 1 ? '1 alteração aguardando envio' : `${count} alterações aguardando envio`;

/** Offline, and how many changes wait to sync; a change the server later refused is reported by name. */
export function SyncStatus() {
  const online = useOnline();
  const pending = usePendingSaves();
  const notify = useNotify();
  useLateFailures(({ label, error }) =>
    notify(`Não foi possível salvar “${label}”: ${messageForError(error, 'o servidor recusou a alteração.')}`, 'error'),
  );
  return (
    <Stack direction="row" spacing={1} role="status" aria-live="polite" aria-label="Sincronização">
      {!online && <Chip icon={<CloudOffIcon />} label="Sem conexão" color="warning" size="small" />}
      {pending > 0 && (
        <Chip icon={<CloudSyncIcon />} label={pendingLabel(pending)} color={online ? 'info' : 'warning'} size="small" />
      )}
    </Stack>
  );
}
