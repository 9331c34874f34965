import { lazy, Suspense } from 'react';
import { Stack } from '@mui/material';
import { useEarlierSaves, useLateFailures, usePendingSaves, useServerReachable } from '../../data/shell-hooks';
import { useSession } from '../auth/session-context';
import { messageForError } from '../../domain/auth-errors';
import { useNotify } from '../ui/notify';
import { useOnline } from './use-online';

// Usually there is nothing to show: the chips' code loads when there is.
const SyncChips = lazy(() => import('./sync-chips'));

/**
 * Offline (or, online, the server not answering: Firestore reconnects by itself), and how many
 * changes wait to sync; a change the server later refused is reported by name.
 */
export function SyncStatus() {
  const online = useOnline();
  const session = useSession();
  const reachable = useServerReachable(session.status === 'active' ? session.user.uid : null);
  const pending = usePendingSaves();
  const earlier = useEarlierSaves();
  const notify = useNotify();
  useLateFailures(({ label, error }) =>
    notify(`Não foi possível salvar “${label}”: ${messageForError(error, 'o servidor recusou a alteração.')}`, 'error'),
  );
  return (
    <Stack direction="row" spacing={1} role="status" aria-live="polite" aria-label="Sincronização">
      {(!online || !reachable || pending > 0 || earlier) && (
        <Suspense fallback={null}>
          <SyncChips online={online} reachable={reachable} pending={pending} earlier={earlier} />
        </Suspense>
      )}
    </Stack>
  );
}
