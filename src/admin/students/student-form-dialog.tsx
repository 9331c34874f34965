import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  studentPrivateRepo,
  studentsRepo,
  type StudentPrivateRecord,
  type StudentRecord,
} from '../../data/students-repo';
import {
  makeStudentFormSchema,
  studentFormDefaults,
  studentToForm,
  type StudentFormData,
  type StudentFormValues,
} from '../../domain/student-form';
import { joinStudent } from '../../domain/student-private';
import { AddressFields } from '../ui/address-fields';
import { FormDialog } from '../ui/form-dialog';
import { FormTabPanel, FormTabs } from '../ui/form-tabs';
import { HistoryButton, privateUnchanged } from '../ui/history-dialog';
import { isAdminAccess, type PrivateAccess } from '../ui/private-access';
import { PrivateNotice } from '../ui/private-notice';
import { useFormTabs } from '../ui/use-form-tabs';
import { ownRecord } from '../ui/save-with-private';
import { useRecordSave } from '../ui/use-record-save';
import {
  saveStudent,
  studentCreated,
  studentNotChanged,
  studentSaveFailed,
  studentUpdated,
  type EditableStudent,
} from './save-student';
import { StudentGuardianFields } from './student-guardian-fields';
import { StudentPersonalFields } from './student-personal-fields';
import { StudentPrintActions } from './student-print-actions';
import { StudentAttendanceDialog } from './student-attendance-dialog';
import { StudentSettingsFields } from './student-settings-fields';
import { publicStudentTabs, studentTabs } from './student-tabs';

interface Props {
  /** The student to edit; null for a new one. */
  student: StudentRecord | null;
  /** Whether the form shows and writes the private part (admins), with the document as read. */
  access: PrivateAccess<StudentPrivateRecord>;
  onClose: () => void;
}

const idPrefix = 'aluno';

const toForm = (student: EditableStudent) => studentToForm(joinStudent(student, student.details));

/**
 * The student form: four tabs for an admin; without CPF/RG, Endereço, plan, fees and the printed
 * documents (which carry them) for anyone else. All tabs stay mounted so a failing field can take focus.
 */
export function StudentFormDialog({ student, access, onClose }: Props) {
  const full = access.granted;
  const tabs = full ? studentTabs : publicStudentTabs;
  const schema = useMemo(() => makeStudentFormSchema(), []);
  const details = access.granted ? access.current : null;
  const record = useMemo(() => student && { ...student, details }, [student, details]);
  const form = useForm<StudentFormValues, unknown, StudentFormData>({
    resolver: zodResolver(schema),
    defaultValues: record ? toForm(record) : studentFormDefaults,
    shouldFocusError: false,
  });
  const { tab, showFirstError, tabsProps } = useFormTabs(form, tabs);
  const [attendance, setAttendance] = useState(false);
  const save = useRecordSave(form, {
    record,
    toForm,
    save: (data, base, version, theirs) => saveStudent(data, base, full, version, theirs),
    success: student ? studentUpdated : studentCreated,
    unchanged: studentNotChanged,
    failure: studentSaveFailed,
    onSaved: onClose,
    onInvalid: showFirstError,
  });
  // The version the form shows (theirs after 'Recarregar'): what a restore replaces.
  const shown = save.base;
  const shownDetails = shown?.details ?? null;

  return (
    <FormDialog
      open
      title={student ? 'Editar aluno' : 'Novo aluno'}
      onClose={onClose}
      onSubmit={save.onSubmit}
      conflict={save.conflict}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel={student ? 'Salvar' : 'Cadastrar Aluno'}
      busyLabel={student ? 'Salvando...' : 'Cadastrando...'}
      error={form.formState.errors.root?.server?.message}
      extraActions={
        <>
          {student && <Button onClick={() => setAttendance(true)}>Frequência e reposições</Button>}
          {isAdminAccess(access) && shown && (
            <HistoryButton
              kind="students"
              current={ownRecord(shown)}
              load={() => studentsRepo.history(shown.id)}
              restore={(version) => studentsRepo.restore(ownRecord(shown), version)}
              onRestored={onClose}
              unsaved={form.formState.isDirty}
            />
          )}
          {shown && shownDetails && (
            <HistoryButton
              label="Histórico de CPF, endereço e valores"
              kind="students"
              current={shownDetails}
              load={() => studentPrivateRepo.history(shown.id)}
              restore={(version) => studentPrivateRepo.restore(shownDetails, version, shown.nome)}
              unchanged={privateUnchanged}
              onRestored={onClose}
              unsaved={form.formState.isDirty}
            />
          )}
          {full && <StudentPrintActions form={form} schema={schema} student={student} onInvalid={showFirstError} />}
        </>
      }
    >
      <PrivateNotice
        access={access}
        forAdmins="CPF/RG, endereço, frequência, valores e forma de pagamento ficam só com a administração."
      />
      <FormTabs idPrefix={idPrefix} label="Ficha do aluno" {...tabsProps} />
      <FormTabPanel idPrefix={idPrefix} tab="dados" value={tab}>
        <StudentPersonalFields control={form.control} withDocument={full} isNew={student === null} />
      </FormTabPanel>
      <FormTabPanel idPrefix={idPrefix} tab="responsavel" value={tab}>
        <StudentGuardianFields control={form.control} />
      </FormTabPanel>
      {full && (
        <FormTabPanel idPrefix={idPrefix} tab="endereco" value={tab}>
          <AddressFields form={form} />
        </FormTabPanel>
      )}
      <FormTabPanel idPrefix={idPrefix} tab="config" value={tab}>
        <StudentSettingsFields control={form.control} withPlan={full} />
      </FormTabPanel>
      {student && attendance && <StudentAttendanceDialog student={student} onClose={() => setAttendance(false)} />}
    </FormDialog>
  );
}
