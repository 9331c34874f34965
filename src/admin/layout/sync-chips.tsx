import { Chip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';

const pendingLabel = (count: number, earlier: boolean) => {
  const these = count === 1 ? '1 alteração' : `${count} alterações`;
  if (!earlier) return `${these} aguardando envio`;
  return count === 0 ? 'Alterações anteriores aguardando envio' : `${these} e outras anteriores aguardando envio`;
};

interface Props {
  online: boolean;
  /** Online, the Firestore server answers (it reconnects by itself when it does not). */
  reachable: boolean;
  pending: number;
  /** Changes kept on this device from before the page was loaded wait too (their number is unknown). */
  earlier: boolean;
}

/** Offline or reconnecting, and how many changes wait to sync (loaded only when there is something to say). */
export default function SyncChips({ online, reachable, pending, earlier }: Props) {
  return (
    <>
      {!online && <Chip icon={<CloudOffIcon />} label="Sem conexão" color="warning" size="small" />}
      {online && !reachable && (
        <Chip icon={<SyncProblemIcon />} label="Reconectando ao servidor…" color="warning" size="small" />
      )}
      {(pending > 0 || earlier) && (
        <Chip
          icon={<CloudSyncIcon />}
          label={pendingLabel(pending, earlier)}
          color={online ? 'info' : 'warning'}
          size="small"
        />
      )}
    </>
  );
}
