import { Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEarlierSaves, usePendingSaves } from '../../data/shell-hooks';
import { syncNotices } from '../layout/sync-labels';
import { useOnline } from '../layout/use-online';

/**
 * The top bar's sync status inside a dialog that covers a phone's screen, the bar included (a roll
 * call marked offline looked saved): offline, and the changes still waiting. A modal also hides the
 * bar from a screen reader. Whether the server answers is the bar's alone (it needs a listener).
 * Plain words, not the bar's chips: this is in every form's code, and the bar's is in the sign-in page's.
 */
export function DialogSyncStatus() {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const online = useOnline();
  const pending = usePendingSaves();
  const earlier = useEarlierSaves();
  if (!phone) return null;
  const said = syncNotices({ online, reachable: true, pending, earlier }).join(' · ');
  return (
    <Typography
      role="status"
      aria-live="polite"
      aria-label="Sincronização"
      variant="body2"
      sx={{
        px: 3,
        pb: said ? 1 : 0,
        color: online ? 'info.light' : 'warning.light',
        // Between the title and the content, empty, it still cost the content MUI's gap under a title.
        '& + .MuiDialogContent-root:not(.MuiDialogContent-dividers)': { pt: 0 },
      }}
    >
      {said}
    </Typography>
  );
}
