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
  /** Once it has faded out and given focus back: where focus may go next. */
  onClosed?: () => void;
  destructive?: boolean;
}

/** "Are you sure?" before Inativar, Revogar, Desativar and the like. */
export function ConfirmDialog(props: Props) {
  const { open, title, message, confirmLabel, onConfirm, onClose, onClosed, destructive } = props;
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
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: onClosed } }}
    >
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
