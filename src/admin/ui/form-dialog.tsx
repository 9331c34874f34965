import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
  type Breakpoint,
} from '@mui/material';
import { useSession } from '../auth/session-context';
import { ConfirmDialog } from './confirm-dialog';
import { EditConflictDialog } from './edit-conflict-dialog';
import { useOpenFormRegistration } from './open-forms';
import { useBackCloses } from './use-back-closes';
import { ignoredWhileBusy, SubmitButton } from './submit-button';
import type { ConflictPrompt } from './use-record-save';
import { DialogSyncStatus } from './dialog-sync-status';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** What the form holds differs from what it opened with: Esc and Back ask before throwing it away. */
  dirty?: boolean;
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

/** What a form says once its user's access is revoked: the session is over, the text is still theirs. */
export const sessionEndedInForm =
  'Você foi desconectado(a) e nada mais pode ser salvo. O que você digitou continua aqui para você copiar; ' +
  'ao fechar, você vai para o login.';

/** A dialog that is a form: title, fields, the save error, Cancelar and the submit button. */
export function FormDialog(props: Props) {
  const { open, title, onClose, onSubmit, busy, submitLabel, busyLabel, error, extraActions, children } = props;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const session = useSession();
  const ended = session.status === 'revoked' ? session : null;
  useOpenFormRegistration(open);
  // Esc and Back come easily by mistake (a phone's back gesture): with something typed, they ask first.
  // Cancelar, pressed on purpose, closes at once.
  const [discarding, setDiscarding] = useState(false);
  const closeOrAsk = () => {
    if (!props.dirty) return onClose();
    setDiscarding(true);
    return false;
  };
  // Back closes it as Cancelar would (asking first, as Esc does); not during a save, nor while
  // 'Recarregar' or 'Manter o meu' is asked (its save has no busy form of its own).
  useBackCloses(open, busy || ended || props.conflict ? null : closeOrAsk);
  // Its own id: a form may open over another dialog (or another form), each named by its own title.
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // A stray click outside never throws away what was typed (Cancelar closes it, Esc too once it has
      // asked); a save in flight is not abandoned, nor what was typed once the session has ended (only
      // Fechar closes it then).
      onClose={busy || ended ? undefined : (_event, reason) => reason === 'escapeKeyDown' && closeOrAsk()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={props.maxWidth ?? 'md'}
      aria-labelledby={titleId}
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: ignoredWhileBusy(busy, onSubmit) } as object,
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogSyncStatus />
      <DialogContent dividers>
        {ended && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            <AlertTitle>{ended.notice}</AlertTitle>
            {sessionEndedInForm}
          </Alert>
        )}
        {children}
        {/* On a phone the footer stays for Cancelar and the save: five more buttons there left the
            fields some 340 of 740 px. They come after the fields instead. */}
        {fullScreen && extraActions && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
            {extraActions}
          </Stack>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!fullScreen && extraActions}
        <Button onClick={onClose} disabled={busy && !ended}>
          {ended ? 'Fechar' : 'Cancelar'}
        </Button>
        <SubmitButton busy={busy} disabled={ended !== null}>
          {busy ? busyLabel : submitLabel}
        </SubmitButton>
      </DialogActions>
      {props.conflict !== undefined && <EditConflictDialog conflict={props.conflict} />}
      <ConfirmDialog
        // Not over a save that started, nor over the text kept to be copied once the session ended.
        open={open && discarding && !busy && !ended}
        focusCancel
        title="Descartar alterações?"
        message="O que você digitou neste formulário ainda não foi salvo e será perdido."
        cancelLabel="Continuar editando"
        confirmLabel="Descartar"
        destructive
        onConfirm={onClose}
        onClose={() => setDiscarding(false)}
      />
    </Dialog>
  );
}
