import type { FormEventHandler, ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
  type Breakpoint,
} from '@mui/material';
import { EditConflictDialog } from './edit-conflict-dialog';
import type { ConflictPrompt } from './use-record-save';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** e.g. 'Cadastrar Aluno' or 'Salvar'. */
  submitLabel: string;
  /** e.g. 'Cadastrando...' or 'Salvando...' (SPEC 4). */
  busyLabel: string;
  /** Why the last save failed, in Portuguese; the form keeps what was typed. */
  error?: string;
  /** Buttons beside Cancelar, e.g. 'Imprimir Contrato'. */
  extraActions?: ReactNode;
  maxWidth?: Breakpoint;
  /** Someone else saved the record after it was opened here (useRecordSave). */
  conflict?: ConflictPrompt | null;
  children: ReactNode;
}

/** A dialog that is a form: title, fields, the save error, Cancelar and the submit button. */
export function FormDialog(props: Props) {
  const { open, title, onClose, onSubmit, busy, submitLabel, busyLabel, error, extraActions, children } = props;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      // A save in flight is not abandoned by a stray click outside.
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={props.maxWidth ?? 'md'}
      aria-labelledby="form-dialog-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id="form-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        {children}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {extraActions}
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
      {props.conflict !== undefined && <EditConflictDialog conflict={props.conflict} />}
    </Dialog>
  );
}
