// What the students screen calls from its 'Imprimir Contrato' and 'Imprimir Termo de Imagem' buttons.
// Call from the click handler itself (pop-up blockers); on { ok: false } show result.message.
import { contractDocumentTitle } from '../../domain/contract';
import { todayIso } from '../../domain/dates';
import { imageTermDocumentTitle } from '../../domain/image-use-term';
import type { FullStudent } from '../../domain/student-private';
import { ImageUseTerm } from './image-use-term';
import { openPrintWindow, type PrintResult } from './open-print-window';
import { printStudio } from './print-studio';
import { StudentContract } from './student-contract';

export function printStudentContract(student: FullStudent, today: string = todayIso()): PrintResult {
  return openPrintWindow(
    contractDocumentTitle(student),
    <StudentContract student={student} today={today} studio={printStudio} />,
  );
}

export function printImageUseTerm(student: FullStudent, today: string = todayIso()): PrintResult {
  return openPrintWindow(
    imageTermDocumentTitle(student),
    <ImageUseTerm student={student} today={today} studio={printStudio} />,
  );
}
