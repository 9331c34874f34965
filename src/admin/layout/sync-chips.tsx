import { Chip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';

const pendingLabel = (count: number) =>
  count === 1 ? '1 alteração aguardando envio' : `${count} alterações aguardando envio`;

/** Offline, and how many changes wait to sync (SyncStatus loads this only when there is something to say). */
export default function SyncChips({ online, pending }: { online: boolean; pending: number }) {
  return (
    <>
      {!online && <Chip icon={<CloudOffIcon />} label="Sem conexão" color="warning" size="small" />}
      {pending > 0 && (
        <Chip icon={<CloudSyncIcon />} label={pendingLabel(pending)} color={online ? 'info' : 'warning'} size="small" />
      )}
    </>
  );
}
