import { Alert, Snackbar } from '@mui/material';
import type { Message } from './notify';

/** The one message shown by NotifyProvider: a failure stays until read; a success goes by itself. */
export default function NotifySnackbar({ message, onDismiss }: { message: Message; onDismiss: () => void }) {
  return (
    <Snackbar
      open
      autoHideDuration={message.severity === 'success' ? 5000 : null}
      onClose={(_event, reason) => reason !== 'clickaway' && onDismiss()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert variant="filled" severity={message.severity} onClose={onDismiss} sx={{ width: '100%' }}>
        {message.text}
      </Alert>
    </Snackbar>
  );
}
