import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface Props {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** May return a promise: the buttons wait for it, and the dialog closes when it settles. */
  onConfirm: () => unknown;
  onClose: () => void;
  destructive?: boolean;
}

/** "Are you sure?" before Inativar, Revogar, Desativar and the like. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onClose, destructive }: Props) {
  const [busy, setBusy] = useState(false);
  // Its own id: it opens over other dialogs, which keep their own names.
  const titleId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
