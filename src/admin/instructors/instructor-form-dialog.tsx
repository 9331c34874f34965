import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { InstructorPrivateRecord, InstructorRecord } from '../../data/instructors-repo';
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
import type { PrivateAccess } from '../ui/private-access';
import { PrivateNotice } from '../ui/private-notice';
import { useFormTabs } from '../ui/use-form-tabs';
import { useSaveHandler } from '../ui/use-save-handler';
import { InstructorDisciplinesField } from './instructor-disciplines-field';
import { InstructorPersonalFields } from './instructor-personal-fields';
import { instructorTabs, publicInstructorTabs } from './instructor-tabs';
import { instructorCreated, instructorSaveFailed, instructorUpdated, saveInstructor } from './save-instructor';

interface Props {
  /** The instructor to edit; null for a new one. */
  instructor: InstructorRecord | null;
  /** Whether the form shows and writes the home address (admins), with the document as read. */
  access: PrivateAccess<InstructorPrivateRecord>;
  onClose: () => void;
}

const idPrefix = 'instrutor';

/** The instructor form: Dados pessoais, Endereço (admins only) and Disciplinas. */
export function InstructorFormDialog({ instructor, access, onClose }: Props) {
  const tabs = access.granted ? instructorTabs : publicInstructorTabs;
  const form = useForm<InstructorFormValues, unknown, InstructorFormData>({
    resolver: zodResolver(instructorFormSchema),
    defaultValues: instructor
      ? instructorToForm(joinInstructor(instructor, access.granted ? access.current : null))
      : instructorFormDefaults,
    shouldFocusError: false,
  });
  const { tab, setTab, showFirstError } = useFormTabs(form, tabs);
  const save = useSaveHandler(form, {
    save: (data) => saveInstructor(data, instructor, access),
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
      onSubmit={save}
      busy={form.formState.isSubmitting}
      submitLabel={instructor ? 'Salvar' : 'Cadastrar Instrutor'}
      busyLabel={instructor ? 'Salvando...' : 'Cadastrando...'}
      error={form.formState.errors.root?.server?.message}
    >
      <PrivateNotice access={access} forAdmins="O endereço residencial fica só com a administração." />
      <FormTabs idPrefix={idPrefix} tabs={tabs} value={tab} onChange={setTab} label="Ficha do instrutor" />
      <FormTabPanel idPrefix={idPrefix} tab="dados" value={tab}>
        <InstructorPersonalFields control={form.control} />
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
