import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { instructorsRepo, type InstructorRecord } from '../../data/instructors-repo';
import { isAdmin, useSession } from '../auth/session-context';
import {
  instructorFormDefaults,
  instructorFormSchema,
  instructorToForm,
  type InstructorFormData,
  type InstructorFormValues,
} from '../../domain/instructor-form';
import { AddressFields } from '../ui/address-fields';
import { FormDialog } from '../ui/form-dialog';
import { HistoryButton } from '../ui/history-dialog';
import { FormTabPanel, FormTabs } from '../ui/form-tabs';
import { useFormTabs } from '../ui/use-form-tabs';
import { useRecordSave } from '../ui/use-record-save';
import { InstructorDisciplinesField } from './instructor-disciplines-field';
import { InstructorPersonalFields } from './instructor-personal-fields';
import { instructorTabs } from './instructor-tabs';
import { instructorCreated, instructorSaveFailed, instructorUpdated, saveInstructor } from './save-instructor';

interface Props {
  /** The instructor to edit; null for a new one. */
  instructor: InstructorRecord | null;
  onClose: () => void;
}

const idPrefix = 'instrutor';

/** The instructor form (SPEC 2.9): Dados pessoais, Endereço, Disciplinas. */
export function InstructorDialog({ instructor, onClose }: Props) {
  const admin = isAdmin(useSession());
  const form = useForm<InstructorFormValues, unknown, InstructorFormData>({
    resolver: zodResolver(instructorFormSchema),
    defaultValues: instructor ? instructorToForm(instructor) : instructorFormDefaults,
    shouldFocusError: false,
  });
  const { tab, setTab, showFirstError } = useFormTabs(form, instructorTabs);
  const save = useRecordSave(form, {
    record: instructor,
    toForm: instructorToForm,
    save: (data, base, version) => saveInstructor(data, base, version),
    success: instructor ? instructorUpdated : instructorCreated,
    failure: instructorSaveFailed,
    onSaved: onClose,
    onInvalid: showFirstError,
  });

  return (
    <FormDialog
      open
      title={instructor ? 'Editar instrutor' : 'Novo instrutor'}
      onClose={onClose}
      onSubmit={save.onSubmit}
      conflict={save.conflict}
      busy={form.formState.isSubmitting}
      submitLabel={instructor ? 'Salvar' : 'Cadastrar Instrutor'}
      busyLabel={instructor ? 'Salvando...' : 'Cadastrando...'}
      error={form.formState.errors.root?.server?.message}
      extraActions={
        admin &&
        instructor && (
          <HistoryButton
            kind="instructors"
            current={instructor}
            load={() => instructorsRepo.history(instructor.id)}
            restore={(version) => instructorsRepo.restore(instructor, version)}
            onRestored={onClose}
          />
        )
      }
    >
      <FormTabs idPrefix={idPrefix} tabs={instructorTabs} value={tab} onChange={setTab} label="Ficha do instrutor" />
      <FormTabPanel idPrefix={idPrefix} tab="dados" value={tab}>
        <InstructorPersonalFields control={form.control} instructorId={instructor?.id ?? null} />
      </FormTabPanel>
      <FormTabPanel idPrefix={idPrefix} tab="endereco" value={tab}>
        <AddressFields form={form} />
      </FormTabPanel>
      <FormTabPanel idPrefix={idPrefix} tab="disciplinas" value={tab}>
        <InstructorDisciplinesField control={form.control} />
      </FormTabPanel>
    </FormDialog>
  );
}
