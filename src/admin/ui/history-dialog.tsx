import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { EditConflict } from '../../domain/authorship';
import type { HistoryEntry } from '../../domain/authorship';
import { fieldLabel, fieldLabels, formatFieldValue, type RecordKind } from '../../domain/field-display';
import { formatWhen, versionChanges, type VersionChange } from '../../domain/record-history';
import { ConfirmDialog } from './confirm-dialog';
import { failureMessage } from './failure-message';
import { useNotify } from './notify';
import { PhoneSheetDialog } from './phone-sheet-dialog';

export interface HistoryProps {
  /** Which record, for the labels (src/domain/field-display.ts). */
  kind: RecordKind;
  /** The record as it is now, with its version and author. */
  current: Record<string, unknown> & { version: number };
  /** Its earlier versions (admins only, by the rules). */
  load: () => Promise<HistoryEntry[]>;
  /**
   * Writes the content of an earlier version as a new version (the record's own save path); false when
   * there was nothing to write (the version differs only in what a restore leaves as it is).
   */
  restore: (version: Record<string, unknown>) => Promise<boolean | void>;
  /** Names the students and instructors a record points to. */
  nameOf?: (id: string) => string;
  /** After a restore (the form that opened the history is out of date then). */
  onRestored?: () => void;
  /** The form that opened it holds changes not saved: the restore's question says they will be lost. */
  unsaved?: boolean;
  /** What a restore that writes nothing says, when the record's kind does not say it (a private part). */
  unchanged?: string;
}

/** Why a version is restored only after asking; and what a form with changes not saved loses. */
export const restoreQuestion = (unsaved: boolean | undefined) =>
  'Os campos voltam a ser como eram nessa versão. A restauração é salva como uma nova versão, e nada do ' +
  'histórico se perde.' +
  (unsaved ? ' As alterações que você fez no formulário e ainda não salvou serão descartadas.' : '');

const restoreFailed = 'Não foi possível restaurar a versão.';
/** A payment restores every field it has: a version it equals leaves nothing to write. */
export const paymentUnchanged = 'Nada a restaurar: esta versão é igual ao pagamento como está agora.';
/** The anamnese likewise: every field of it is restored. */
export const recordUnchanged = 'Nada a restaurar: esta versão é igual à anamnese como está agora.';
/** A class likewise, but its students inactivated since: they do not come back with it. */
export const scheduleUnchanged =
  'Nada a restaurar: esta versão, sem os alunos inativados desde então (que não voltam com ela), é igual à ' +
  'agenda como está agora.';
/** A private part (CPF, address, fees): every field of it is restored. */
export const privateUnchanged = 'Nada a restaurar: esta versão é igual à atual.';
const unchangedOf: Partial<Record<RecordKind, string>> = {
  payments: paymentUnchanged,
  records: recordUnchanged,
  schedules: scheduleUnchanged,
};
export const nothingToRestore =
  'Nada a restaurar: esta versão é igual à atual, a não ser no que não volta pelo histórico (a situação, que ' +
  'muda por Inativar e Restaurar, ou a conta de acesso, que muda no seu campo).';

/** 'Histórico de alterações' (issue 18): who changed what and when, before → after; restore a version. */
export function HistoryDialog({ onClose, ...props }: HistoryProps & { onClose: () => void }) {
  const { kind, current, load, nameOf } = props;
  const notify = useNotify();
  const [state, setState] = useState<{ entries: HistoryEntry[] } | { error: unknown } | null>(null);
  const [restoring, setRestoring] = useState<VersionChange | null>(null);
  // Its own id: it opens over other dialogs (a form, a payment's Histórico), each named by its title.
  const titleId = useId();
  useEffect(() => {
    let live = true;
    load().then(
      (entries) => live && setState({ entries }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
    // Loaded once per opening; a restore closes the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const changes =
    state && 'entries' in state ? versionChanges(current, state.entries, Object.keys(fieldLabels[kind])) : [];
  const show = (key: string, value: unknown) => formatFieldValue(key, value, nameOf);

  const restore = async (change: VersionChange) => {
    try {
      if ((await props.restore(change.data)) === false) {
        notify(props.unchanged ?? unchangedOf[kind] ?? nothingToRestore);
        return;
      }
    } catch (error) {
      // A change saved elsewhere meanwhile says by whom (EditConflict's message).
      notify(
        error instanceof EditConflict ? `${restoreFailed} ${error.message}` : failureMessage(restoreFailed, error),
      );
      return;
    }
    notify(`Versão ${change.version} restaurada com sucesso!`);
    onClose();
    props.onRestored?.();
  };

  return (
    <PhoneSheetDialog onClose={onClose} maxWidth="md" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>Histórico de alterações</DialogTitle>
      <DialogContent dividers>
        {state === null && <LinearProgress aria-label="Carregando o histórico" />}
        {state && 'error' in state && (
          <Alert severity="error">{failureMessage('Não foi possível carregar o histórico.', state.error)}</Alert>
        )}
        <Stack spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {changes.map((change) => (
            <Box component="li" key={change.version} aria-label={`Versão ${change.version}`}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h3">
                  {change.created ? 'Cadastro' : `Versão ${change.version}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {change.created ? 'criado' : 'alterado'} por {change.author || 'alguém sem nome'} em{' '}
                  {formatWhen(change.at)}
                </Typography>
                {change.version < current.version && (
                  <Button size="small" onClick={() => setRestoring(change)} sx={{ ml: 'auto' }}>
                    Restaurar esta versão
                  </Button>
                )}
              </Stack>
              {change.changes.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Nenhum campo mudou.
                </Typography>
              ) : (
                <Table size="small" aria-label={`Campos da versão ${change.version}`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Campo</TableCell>
                      {!change.created && <TableCell>Antes</TableCell>}
                      <TableCell>{change.created ? 'Valor' : 'Depois'}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {change.changes.map((c) => (
                      <TableRow key={c.key}>
                        <TableCell>{fieldLabel(kind, c.key)}</TableCell>
                        {!change.created && <TableCell>{show(c.key, c.before)}</TableCell>}
                        <TableCell>{show(c.key, c.after)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
      <ConfirmDialog
        open={restoring !== null}
        title={`Restaurar a versão ${restoring?.version ?? ''}?`}
        message={restoreQuestion(props.unsaved)}
        confirmLabel="Restaurar"
        onConfirm={() => (restoring ? restore(restoring) : undefined)}
        onClose={() => setRestoring(null)}
      />
    </PhoneSheetDialog>
  );
}

/** The 'Histórico de alterações' button of a record's form (admins), opening the dialog. */
export function HistoryButton({ label = 'Histórico de alterações', ...props }: HistoryProps & { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {open && <HistoryDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
