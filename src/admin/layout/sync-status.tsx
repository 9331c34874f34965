import { lazy, Suspense } from 'react';
import { Stack } from '@mui/material';
import { useLateFailures, usePendingSaves } from '../../data/shell-hooks';
import { messageForError } from '../../domain/auth-errors';
import { useNotify } from '../ui/notify';
import { useOnline } from './use-online';

// Usually there is nothing to show: the chips' code loads when there is.
const SyncChips = lazy(() => import('./sync-chips'));

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
      {(!online || pending > 0) && (
        <Suspense fallback={null}>
          <SyncChips online={online} pending={pending} />
        </Suspense>
      )}
    </Stack>
  );
}
