import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  instructorPrivateRepo,
  type InstructorPrivateRecord,
  type InstructorRecord,
} from '../../data/instructors-repo';
import {
  instructorFormDefaults,
  instructorFormSchema,
  instructorToForm,
  type InstructorFormData,
  type InstructorFormValues,
} from '../../domain/instructor-form';
import { joinInstructor } from '../../domain/instructor-private';
import { AddressFields } from '../ui/address-fields';
import { FormDialog } from '../ui/form-dialog';
import { FormTabPanel, FormTabs } from '../ui/form-tabs';
import { HistoryButton, privateUnchanged } from '../ui/history-dialog';
import { isAdminAccess, type PrivateAccess } from '../ui/private-access';
import { PrivateNotice } from '../ui/private-notice';
import { useFormTabs } from '../ui/use-form-tabs';
import { ownRecord } from '../ui/save-with-private';
import { useRecordSave } from '../ui/use-record-save';
import { InstructorDisciplinesField } from './instructor-disciplines-field';
import { InstructorHistoryButton } from './instructor-history-button';
import { InstructorPersonalFields } from './instructor-personal-fields';
import { instructorTabs, publicInstructorTabs } from './instructor-tabs';
import {
  instructorCreated,
  instructorSaveFailed,
  instructorNotChanged,
  instructorUpdated,
  saveInstructor,
  type EditableInstructor,
} from './save-instructor';

interface Props {
  /** The instructor to edit; null for a new one. */
  instructor: InstructorRecord | null;
  /** Whether the form shows and writes the home address (admins), with the document as read. */
  access: PrivateAccess<InstructorPrivateRecord>;
  onClose: () => void;
}

const idPrefix = 'instrutor';

const toForm = (instructor: EditableInstructor) => instructorToForm(joinInstructor(instructor, instructor.details));

/** The instructor form: Dados pessoais, Endereço (admins only) and Disciplinas. */
export function InstructorFormDialog({ instructor, access, onClose }: Props) {
  const tabs = access.granted ? instructorTabs : publicInstructorTabs;
  const details = access.granted ? access.current : null;
  const record = useMemo(() => instructor && { ...instructor, details }, [instructor, details]);
  const form = useForm<InstructorFormValues, unknown, InstructorFormData>({
    resolver: zodResolver(instructorFormSchema),
    defaultValues: record ? toForm(record) : instructorFormDefaults,
    shouldFocusError: false,
  });
  const { tab, showFirstError, tabsProps } = useFormTabs(form, tabs);
  const save = useRecordSave(form, {
    record,
    toForm,
    save: (data, base, version, theirs) => saveInstructor(data, base, access.granted, version, theirs),
    success: instructor ? instructorUpdated : instructorCreated,
    unchanged: instructorNotChanged,
    failure: instructorSaveFailed,
    onSaved: onClose,
    onInvalid: showFirstError,
  });
  // The version the form shows (theirs after 'Recarregar'): what a restore replaces.
  const shown = save.base;
  const shownDetails = shown?.details ?? null;

  return (
    <FormDialog
      open
      title={instructor ? 'Editar instrutor' : 'Novo instrutor'}
      onClose={onClose}
      onSubmit={save.onSubmit}
      conflict={save.conflict}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel={instructor ? 'Salvar' : 'Cadastrar Instrutor'}
      busyLabel={instructor ? 'Salvando...' : 'Cadastrando...'}
      error={form.formState.errors.root?.server?.message}
      extraActions={
        isAdminAccess(access) &&
        shown && (
          <>
            <InstructorHistoryButton
              instructor={ownRecord(shown)}
              onRestored={onClose}
              unsaved={form.formState.isDirty}
            />
            {shownDetails && (
              <HistoryButton
                label="Histórico do endereço"
                kind="instructors"
                current={shownDetails}
                load={() => instructorPrivateRepo.history(shown.id)}
                restore={(version) => instructorPrivateRepo.restore(shownDetails, version, shown.nome)}
                unchanged={privateUnchanged}
                onRestored={onClose}
                unsaved={form.formState.isDirty}
              />
            )}
          </>
        )
      }
    >
      <PrivateNotice access={access} forAdmins="O endereço residencial fica só com a administração." />
      <FormTabs idPrefix={idPrefix} label="Ficha do instrutor" {...tabsProps} />
      <FormTabPanel idPrefix={idPrefix} tab="dados" value={tab}>
        <InstructorPersonalFields control={form.control} instructorId={instructor?.id ?? null} />
      </FormTabPanel>
      {access.granted && (
        <FormTabPanel idPrefix={idPrefix} tab="endereco" value={tab}>
          <AddressFields form={form} />
        </FormTabPanel>
      )}
      <FormTabPanel idPrefix={idPrefix} tab="disciplinas" value={tab}>
        <InstructorDisciplinesField control={form.control} />
      </FormTabPanel>
    </FormDialog>
  );
}
