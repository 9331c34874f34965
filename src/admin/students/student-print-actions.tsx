import { Button } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { StudentRecord } from '../../data/students-repo';
import {
  studentFromForm,
  type StudentFormData,
  type StudentFormSchema,
  type StudentFormValues,
} from '../../domain/student-form';
import type { FullStudent } from '../../domain/student-private';
import type { PrintResult } from '../print/open-print-window';
import { printImageUseTerm, printStudentContract } from '../print/print-student-documents';
import { useNotify } from '../ui/notify';

interface Props {
  form: UseFormReturn<StudentFormValues, unknown, StudentFormData>;
  schema: StudentFormSchema;
  /** The stored student, or null for one not saved yet. */
  student: StudentRecord | null;
  /** Opens the tab of the first failing field (as a failed save does). */
  onInvalid: (errors: FieldErrors<StudentFormValues>) => void;
}

/**
 * 'Imprimir Contrato' and 'Imprimir Termo de Imagem' print what the form shows now. Both carry the
 * CPF/RG (the contract also the address and fees), so only a form with the private part shows them. The
 * window opens inside the click (pop-up blockers), so the form is checked synchronously first; a form
 * with errors prints nothing and shows them, as a save would (and rechecks them as they are corrected).
 */
export function StudentPrintActions({ form, schema, student, onInvalid }: Props) {
  const notify = useNotify();
  const print = (document: (student: FullStudent) => PrintResult) => {
    const parsed = schema.safeParse(form.getValues());
    if (!parsed.success) {
      // As a failed save: the errors show, and each goes as its field is corrected.
      void form.handleSubmit(() => undefined, onInvalid)();
      return;
    }
    const result = document(studentFromForm(parsed.data, Date.now(), student ?? undefined));
    if (!result.ok) notify(result.message);
  };
  return (
    <>
      <Button startIcon={<PrintIcon />} onClick={() => print(printStudentContract)}>
        Imprimir Contrato
      </Button>
      <Button startIcon={<PrintIcon />} onClick={() => print(printImageUseTerm)}>
        Imprimir Termo de Imagem
      </Button>
    </>
  );
}
