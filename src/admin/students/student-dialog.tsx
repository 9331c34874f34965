import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { studentsRepo, type StudentRecord } from '../../data/students-repo';
import {
  makeStudentFormSchema,
  studentFormDefaults,
  studentToForm,
  type StudentFormData,
  type StudentFormValues,
} from '../../domain/student-form';
import { isAdmin, useSession } from '../auth/session-context';
import { AddressFields } from '../ui/address-fields';
import { FormDialog } from '../ui/form-dialog';
import { HistoryButton } from '../ui/history-dialog';
import { FormTabPanel, FormTabs } from '../ui/form-tabs';
import { useFormTabs } from '../ui/use-form-tabs';
import { useRecordSave } from '../ui/use-record-save';
import { saveStudent, studentCreated, studentSaveFailed, studentUpdated } from './save-student';
import { StudentGuardianFields } from './student-guardian-fields';
import { StudentPersonalFields } from './student-personal-fields';
import { StudentPrintActions } from './student-print-actions';
import { StudentSettingsFields } from './student-settings-fields';
import { studentTabs } from './student-tabs';
import { StudentAttendanceDialog } from './student-attendance-dialog';

interface Props {
  /** The student to edit; null for a new one. */
  student: StudentRecord | null;
  onClose: () => void;
}

const idPrefix = 'aluno';

/** The student form (SPEC 2.8): four tabs, all kept mounted so a failing field can take focus. */
export function StudentDialog({ student, onClose }: Props) {
  const canSetFees = isAdmin(useSession());
  const schema = useMemo(() => makeStudentFormSchema(), []);
  const form = useForm<StudentFormValues, unknown, StudentFormData>({
    resolver: zodResolver(schema),
    defaultValues: student ? studentToForm(student) : studentFormDefaults,
    shouldFocusError: false,
  });
  const { tab, setTab, showFirstError } = useFormTabs(form, studentTabs);
  const [attendance, setAttendance] = useState(false);
  const save = useRecordSave(form, {
    record: student,
    toForm: studentToForm,
    save: (data, base, version) => saveStudent(data, base, canSetFees, version),
    success: student ? studentUpdated : studentCreated,
    failure: studentSaveFailed,
    onSaved: onClose,
    onInvalid: showFirstError,
  });

  return (
    <FormDialog
      open
      title={student ? 'Editar aluno' : 'Novo aluno'}
      onClose={onClose}
      onSubmit={save.onSubmit}
      conflict={save.conflict}
      busy={form.formState.isSubmitting}
      submitLabel={student ? 'Salvar' : 'Cadastrar Aluno'}
      busyLabel={student ? 'Salvando...' : 'Cadastrando...'}
      error={form.formState.errors.root?.server?.message}
      extraActions={
        <>
          {student && <Button onClick={() => setAttendance(true)}>Frequência e reposições</Button>}
          {canSetFees && student && (
            <HistoryButton
              kind="students"
              current={student}
              load={() => studentsRepo.history(student.id)}
              restore={(version) => studentsRepo.restore(student, version)}
              onRestored={onClose}
            />
          )}
          <StudentPrintActions
            form={form}
            schema={schema}
            student={student}
            canSetFees={canSetFees}
            onInvalid={showFirstError}
          />
        </>
      }
    >
      <FormTabs idPrefix={idPrefix} tabs={studentTabs} value={tab} onChange={setTab} label="Ficha do aluno" />
      <FormTabPanel idPrefix={idPrefix} tab="dados" value={tab}>
        <StudentPersonalFields control={form.control} />
      </FormTabPanel>
      <FormTabPanel idPrefix={idPrefix} tab="responsavel" value={tab}>
        <StudentGuardianFields control={form.control} />
      </FormTabPanel>
      <FormTabPanel idPrefix={idPrefix} tab="endereco" value={tab}>
        <AddressFields form={form} />
      </FormTabPanel>
      <FormTabPanel idPrefix={idPrefix} tab="config" value={tab}>
        <StudentSettingsFields control={form.control} canSetFees={canSetFees} />
      </FormTabPanel>
      {student && attendance && <StudentAttendanceDialog student={student} onClose={() => setAttendance(false)} />}
    </FormDialog>
  );
}
