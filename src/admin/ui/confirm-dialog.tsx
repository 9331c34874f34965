import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { focusIfLost } from './focus-if-lost';
import { useBackCloses } from './use-back-closes';

interface Props {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The button that answers no: 'Cancelar' unless said otherwise; null for none (a notice to close). */
  cancelLabel?: string | null;
  /** Focus starts on the no, not the yes: where Enter right after the question must not destroy. */
  focusCancel?: boolean;
  /** May return a promise: the buttons wait for it, and the dialog closes when it settles. */
  onConfirm: () => unknown;
  onClose: () => void;
  /** Once it has faded out and given focus back: where focus may go next. */
  onClosed?: () => void;
  /**
   * Where focus goes once it has closed if the button it came from is gone (the row left the list,
   * or its buttons changed): focus would otherwise fall to the top of the page.
   */
  focusAfter?: () => HTMLElement | null;
  destructive?: boolean;
  /** The question may change while open (it follows what it asks about): said again when it does. */
  live?: boolean;
}

/** "Are you sure?" before Inativar, Revogar, Desativar and the like. */
export function ConfirmDialog(props: Props) {
  const { open, title, message, confirmLabel, onConfirm, onClose, onClosed, focusAfter, destructive } = props;
  const [busy, setBusy] = useState(false);
  // Back dismisses the question first, not the dialog or page beneath it (not while it is answered).
  useBackCloses(open, busy ? null : onClose);
  const rootRef = useRef<HTMLDivElement>(null);
  const closed = () => {
    // Focus given back to a button no longer on the page stays in this dialog, about to go.
    if (focusAfter) focusIfLost(focusAfter(), rootRef.current);
    onClosed?.();
  };
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
      ref={rootRef}
      slotProps={{ transition: { onExited: closed } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div" aria-live={props.live ? 'polite' : undefined}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {props.cancelLabel !== null && (
          <Button onClick={onClose} disabled={busy} autoFocus={props.focusCancel}>
            {props.cancelLabel ?? 'Cancelar'}
          </Button>
        )}
        <Button
          onClick={() => void confirm()}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus={!props.focusCancel}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
