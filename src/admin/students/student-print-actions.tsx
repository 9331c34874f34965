import { Button } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { UseFormReturn } from 'react-hook-form';
import type { StudentRecord } from '../../data/students-repo';
import type { Student } from '../../domain/student';
import {
  studentFromForm,
  type StudentFormData,
  type StudentFormSchema,
  type StudentFormValues,
} from '../../domain/student-form';
import { withAllowedFees } from '../../domain/student-fees';
import type { PrintResult } from '../print/open-print-window';
import { printImageUseTerm, printStudentContract } from '../print/print-student-documents';
import { useNotify } from '../ui/notify';

interface Props {
  form: UseFormReturn<StudentFormValues, unknown, StudentFormData>;
  schema: StudentFormSchema;
  /** The stored student, or null for one not saved yet. */
  student: StudentRecord | null;
  canSetFees: boolean;
  /** Opens the tab of the first failing field (as a failed save does). */
  onInvalid: (failing: Record<string, unknown>) => void;
}

/**
 * 'Imprimir Contrato' and 'Imprimir Termo de Imagem' print what the form shows now. The window
 * opens inside the click (pop-up blockers), so the form is checked synchronously first; a form
 * with errors prints nothing and shows them, as a save would.
 */
export function StudentPrintActions({ form, schema, student, canSetFees, onInvalid }: Props) {
  const notify = useNotify();
  const print = (document: (student: Student) => PrintResult) => {
    const parsed = schema.safeParse(form.getValues());
    if (!parsed.success) {
      const failing = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), true]));
      void form.trigger().then(() => onInvalid(failing));
      return;
    }
    const data = withAllowedFees(parsed.data, canSetFees, student ?? undefined);
    const result = document(studentFromForm(data, Date.now(), student ?? undefined));
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
