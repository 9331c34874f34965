import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mui/material';
import { addNote, editNote, type NoteDoc } from '../../data/records-repo';
import { errorCode } from '../../domain/auth-errors';
import { CLOCK_SKEW_MS } from '../../domain/authorship';
import { formatDateBR } from '../../domain/dates';
import { noteFormSchema, noteToForm, type NoteForm } from '../../domain/record-form';
import { editTimeLeft } from '../../domain/session-note';
import { FormDialog } from '../ui/form-dialog';
import { FormTextField } from '../ui/form-text-field';
import { failureMessage } from '../ui/failure-message';
import { SubmitButton } from '../ui/submit-button';
import { useRecordSave } from '../ui/use-record-save';
import { useSaveHandler } from '../ui/use-save-handler';
import { useToday } from '../ui/use-today';
import { PainField } from './pain-field';

/** A new note, an edit of one's own within 24 hours, or a correction (a new note naming a fixed one). */
export type NoteMode =
  | { kind: 'new' }
  | { kind: 'edit'; note: NoteDoc }
  /** `authorMayEdit`: its author is still within the 24 hours, and could change it instead. */
  | { kind: 'correct'; note: NoteDoc; authorMayEdit: boolean };

const titles = { new: 'Nova evolução', edit: 'Editar evolução', correct: 'Corrigir evolução' };

/** Said when an edit comes too late: what was typed stays, to be saved as a correction. */
export const EDIT_CLOSED_TEXT =
  "Esta evolução não pode mais ser editada (passaram-se 24 horas). O que você digitou continua aqui: use 'Salvar como correção'.";

/** An edit at or past the 24 hours: not tried (offline, the server would refuse it later, the text lost). */
class EditWindowClosed extends Error {}

/** What a note saves of its form: the texts without the spaces around them. */
const trimmed = (data: NoteForm) => ({ ...data, conduta: data.conduta.trim(), resposta: data.resposta.trim() });

export function NoteDialog({
  studentId,
  name,
  mode,
  onClose,
  onSaved,
}: {
  studentId: string;
  /** The student's name ('' until known): a refusal the server sends later names it. */
  name: string;
  mode: NoteMode;
  onClose: () => void;
  onSaved: () => void;
}) {
  const today = useToday();
  const source = mode.kind === 'new' ? null : mode.note;
  const form = useForm<NoteForm>({ resolver: zodResolver(noteFormSchema), defaultValues: noteToForm(source, today) });
  const save = useRecordSave(form, {
    // An edit of one's own note that the same author changed meanwhile on another device: reload or keep.
    record: mode.kind === 'edit' ? mode.note : null,
    toForm: (note) => noteToForm(note, today),
    save: (data, base, version, theirs) => {
      const fields = trimmed(data);
      if (base && editTimeLeft(base, Date.now()) <= CLOCK_SKEW_MS) throw new EditWindowClosed();
      // 'Manter o meu': the fields changed here, over their version (what they changed elsewhere stays).
      if (base)
        return editNote(studentId, base, { ...fields, corrige: base.corrige }, name || undefined, {
          version: version ?? base.version,
          updatedAt: theirs?.updatedAt ?? base.updatedAt,
        });
      return addNote(studentId, { ...fields, corrige: mode.kind === 'correct' ? mode.note.id : '' }, name || undefined);
    },
    success: mode.kind === 'edit' ? 'Evolução salva com sucesso!' : 'Evolução registrada com sucesso!',
    unchanged: 'Nenhuma alteração a salvar: a evolução continua como estava.',
    failure: (error) =>
      error instanceof EditWindowClosed ||
      (errorCode(error) === 'permission-denied' &&
        mode.kind === 'edit' &&
        editTimeLeft(mode.note, Date.now()) <= CLOCK_SKEW_MS)
        ? EDIT_CLOSED_TEXT
        : failureMessage('Erro ao salvar a evolução. Tente novamente.', error),
    onSaved: () => {
      onSaved();
      onClose();
    },
    onInvalid: () => undefined,
  });
  const { control } = form;
  const late = mode.kind === 'edit' && form.formState.errors.root?.server?.message === EDIT_CLOSED_TEXT;
  // The text typed for a late edit, saved as a new note that corrects the one opened.
  const saveAsCorrection = useSaveHandler(form, {
    save: (data) => addNote(studentId, { ...trimmed(data), corrige: source?.id ?? '' }, name || undefined),
    success: 'Evolução registrada com sucesso!',
    failure: 'Erro ao salvar a evolução. Tente novamente.',
    onSaved: () => {
      onSaved();
      onClose();
    },
    onInvalid: () => undefined,
  });
  return (
    <FormDialog
      open
      title={titles[mode.kind]}
      onClose={onClose}
      onSubmit={save.onSubmit}
      conflict={save.conflict}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      error={form.formState.errors.root?.server?.message}
      maxWidth="sm"
      extraActions={
        late && (
          <SubmitButton
            type="button"
            variant="text"
            busy={form.formState.isSubmitting}
            onClick={() => !form.formState.isSubmitting && void saveAsCorrection()}
          >
            Salvar como correção
          </SubmitButton>
        )
      }
    >
      <Stack spacing={2}>
        {mode.kind === 'correct' && (
          <Alert severity="info">
            {`A evolução de ${formatDateBR(mode.note.data)} ${
              mode.authorMayEdit
                ? `só pode ser alterada por quem a registrou (${mode.note.updatedByName}), nas 24 horas seguintes.`
                : 'não pode mais ser alterada.'
            } Esta correção fica registrada como uma nova evolução que se refere a ela.`}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="data"
            type="date"
            label="Data da sessão"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <PainField control={control} name="dor" />
        </Stack>
        <FormTextField control={control} name="conduta" label="O que foi feito" multiline minRows={3} fullWidth />
        <FormTextField
          control={control}
          name="resposta"
          label="Como o paciente respondeu"
          multiline
          minRows={2}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}
