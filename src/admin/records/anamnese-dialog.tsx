import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Typography } from '@mui/material';
import { saveRecord, type RecordDoc } from '../../data/records-repo';
import { anamneseFormSchema, anamneseFromForm, anamneseToForm, type AnamneseForm } from '../../domain/record-form';
import { FormDialog } from '../ui/form-dialog';
import { FormTextField } from '../ui/form-text-field';
import { useRecordSave } from '../ui/use-record-save';
import { useToday } from '../ui/use-today';
import { ConditionsFields } from './conditions-fields';
import { PainField } from './pain-field';

interface Props {
  studentId: string;
  name: string;
  /** The record as opened; null: the first anamnese (with the consent's date). */
  record: RecordDoc | null;
  onClose: () => void;
  onSaved: () => void;
}

const text = (label: string, rows = 3) => ({ label, multiline: true, minRows: rows, fullWidth: true });

/** The anamnese form: a failed save keeps what was typed and says why beside the buttons. */
export function AnamneseDialog({ studentId, name, record, onClose, onSaved }: Props) {
  const today = useToday();
  const defaults = useMemo(() => anamneseToForm(record, today), [record, today]);
  const form = useForm<AnamneseForm>({ resolver: zodResolver(anamneseFormSchema), defaultValues: defaults });
  const save = useRecordSave(form, {
    record,
    id: studentId,
    toForm: (r) => anamneseToForm(r, today),
    // Kept over a version someone else saved meanwhile ('Manter o meu'): written as a change of theirs —
    // only what was changed here, against the version the form opened as (the empty form, for a first
    // anamnese: a field left blank keeps their text).
    save: (data, base, version, theirs) => {
      const opened = theirs ?? base;
      const expected = opened && { ...opened, version: version ?? opened.version };
      const from = base ?? (theirs ? anamneseFromForm(anamneseToForm(null, today)) : null);
      return saveRecord(studentId, anamneseFromForm(data), expected, name || undefined, from);
    },
    success: record ? 'Anamnese salva com sucesso!' : 'Prontuário iniciado com sucesso!',
    unchanged: 'Nenhuma alteração a salvar: a anamnese continua como estava.',
    failure: 'Erro ao salvar a anamnese. Tente novamente.',
    onSaved: () => {
      onSaved();
      onClose();
    },
    onInvalid: () => undefined,
  });
  const { control } = form;
  return (
    <FormDialog
      open
      title={`Anamnese — ${name}`}
      onClose={onClose}
      onSubmit={save.onSubmit}
      conflict={save.conflict}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      error={form.formState.errors.root?.server?.message}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="consentimento"
            type="date"
            label="Data do consentimento"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="data"
            type="date"
            label="Data da anamnese"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <PainField control={control} name="dor" />
        </Stack>
        <FormTextField control={control} name="queixaPrincipal" {...text('Queixa principal')} />
        <Typography variant="subtitle1" component="h3">
          Histórico de saúde
        </Typography>
        <ConditionsFields form={form} />
        <FormTextField control={control} name="medicamentos" {...text('Medicamentos')} />
        <FormTextField
          control={control}
          name="restricoes"
          {...text('Restrições e contraindicações')}
          helperText="Aparece como alerta para a equipe de cuidado, na lista de alunos e nas aulas."
        />
        <FormTextField control={control} name="objetivos" {...text('Objetivos')} />
        <FormTextField control={control} name="observacoes" {...text('Observações')} />
      </Stack>
    </FormDialog>
  );
}
