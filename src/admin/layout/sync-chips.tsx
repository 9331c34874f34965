import { Chip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { OFFLINE, pendingLabel, RECONNECTING, type SyncState } from './sync-labels';

/** Offline or reconnecting, and how many changes wait to sync (loaded only when there is something to say). */
export default function SyncChips({ online, reachable, pending, earlier }: SyncState) {
  return (
    <>
      {!online && <Chip icon={<CloudOffIcon />} label={OFFLINE} color="warning" size="small" />}
      {online && !reachable && <Chip icon={<SyncProblemIcon />} label={RECONNECTING} color="warning" size="small" />}
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
