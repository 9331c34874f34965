import { useState } from 'react';
import { Alert, Portal, Snackbar } from '@mui/material';
import type { Message } from './notify';

/** How long the message shows: a success 5 s; a failure the screen also shows 10 s; others stay. */
const autoHide = ({ severity, transient }: Message): number | null =>
  severity === 'success' ? 5000 : transient ? 10_000 : null;

/**
 * The one message shown by NotifyProvider: a failure stays until read, unless the screen says it too;
 * a success goes by itself. In a portal of its own, added to the page when the message comes: a dialog
 * open meanwhile hides the rest of the page from screen readers (MUI's modal), and the message must
 * still be read out.
 */
export default function NotifySnackbar({ message, onDismiss }: { message: Message; onDismiss: () => void }) {
  // On a phone (below MUI's sm) a dialog takes the whole screen with its buttons at the bottom (Salvar,
  // Fechar): a message over one comes at the top, instead of covering them. matchMedia itself: MUI's
  // useMediaQuery would add a chunk to what the sign-in page loads.
  const [top] = useState(
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(max-width: 599.95px)').matches &&
      document.querySelector('[role="dialog"]') !== null,
  );
  return (
    <Portal>
      <Snackbar
        open
        autoHideDuration={autoHide(message)}
        onClose={(_event, reason) => reason !== 'clickaway' && onDismiss()}
        anchorOrigin={{ vertical: top ? 'top' : 'bottom', horizontal: 'center' }}
      >
        <Alert variant="filled" severity={message.severity} onClose={onDismiss} sx={{ width: '100%' }}>
          {message.text}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
