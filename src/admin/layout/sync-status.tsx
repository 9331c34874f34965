import { lazy, Suspense, useEffect } from 'react';
import { Stack, Typography } from '@mui/material';
import { useEarlierSaves, useLateFailures, usePendingSaves, useServerReachable } from '../../data/shell-hooks';
import { useSession, type Session } from '../auth/session-context';
import { errorCode, messageForError } from '../../domain/auth-errors';
import { useNotify } from '../ui/notify';
import { LoadFailureBoundary, whenIdle } from '../ui/later';
import { LATE_REFUSAL, syncNotices } from './sync-labels';
import { useOnline } from './use-online';

// Usually there is nothing to show: the chips' code is not in what the page needs first. It is fetched
// once the page is up, so that it is there when the connection goes.
const loadChips = () => import('./sync-chips');
const SyncChips = lazy(loadChips);

/**
 * Whose profile tells whether the server answers: from the moment Auth knows the account — signing in
 * with the server down, the profile that decides the access never comes, and only this says why.
 */
const watchedUid = (session: Session): string | null =>
  session.status === 'active' || session.status === 'pending'
    ? session.user.uid
    : session.status === 'loading'
      ? (session.uid ?? null)
      : null;

/**
 * Offline (or, online, the server not answering: Firestore reconnects by itself), and how many
 * changes wait to sync; a change the server later refused is reported by name.
 */
export function SyncStatus() {
  const online = useOnline();
  const session = useSession();
  const reachable = useServerReachable(watchedUid(session));
  const pending = usePendingSaves();
  const earlier = useEarlierSaves();
  const notify = useNotify();
  useEffect(() => whenIdle(loadChips), []);
  useLateFailures(({ label, error }) => {
    // Refused by the rules (also a save of a page since reloaded: save.ts, EarlierSaveRefused).
    const why = errorCode(error) === 'permission-denied' ? LATE_REFUSAL : messageForError(error, LATE_REFUSAL);
    notify(`Não foi possível salvar “${label}”: ${why}`, 'error');
  });
  return (
    // Two chips side by side are wider than a phone's bar: the second goes under the first, in the
    // bar's height; a label longer than the bar ends in '…'.
    <Stack
      direction="row"
      useFlexGap
      spacing={0.5}
      role="status"
      aria-live="polite"
      aria-label="Sincronização"
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', ml: 1, minWidth: 0 }}
    >
      {(!online || !reachable || pending > 0 || earlier) && (
        <LoadFailureBoundary
          fallback={
            <Typography variant="body2">{syncNotices({ online, reachable, pending, earlier }).join(' · ')}</Typography>
          }
        >
          <Suspense fallback={null}>
            <SyncChips online={online} reachable={reachable} pending={pending} earlier={earlier} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </Stack>
  );
}
