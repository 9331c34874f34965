import { Chip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';

const pendingLabel = (count: number) =>
  count === 1 ? '1 alteração aguardando envio' : `${count} alterações aguardando envio`;

interface Props {
  online: boolean;
  /** Online, the Firestore server answers (it reconnects by itself when it does not). */
  reachable: boolean;
  pending: number;
}

/** Offline or reconnecting, and how many changes wait to sync (loaded only when there is something to say). */
export default function SyncChips({ online, reachable, pending }: Props) {
  return (
    <>
      {!online && <Chip icon={<CloudOffIcon />} label="Sem conexão" color="warning" size="small" />}
      {online && !reachable && (
        <Chip icon={<SyncProblemIcon />} label="Reconectando ao servidor…" color="warning" size="small" />
      )}
      {pending > 0 && (
        <Chip icon={<CloudSyncIcon />} label={pendingLabel(pending)} color={online ? 'info' : 'warning'} size="small" />
      )}
    </>
  );
}
