// The rows of Controle de Pagamentos (SPEC 2.10): one per student, from the student and the payment
// summary, with SPEC 4's status derived from the studio's `today` at read time.
import { disciplineLabel } from './enums';
import { openBalance, summaryStatus, type PaymentSummary } from './payment-summary';
import { studentPaymentStatusLabels, type StudentPaymentStatus } from './payment-status';
import type { SearchFields } from './search';
import type { Student } from './student';

export interface PaymentRow {
  /** The student's id. */
  id: string;
  nome: string;
  active: boolean;
  student: Student & { id: string };
  summary: PaymentSummary | undefined;
  status: StudentPaymentStatus;
  count: number;
  /** '' when there is no payment. */
  lastPaymentDate: string;
  lastAmount: number | null;
  /** Paid so far. */
  total: number;
  /** What is open (pending or overdue), for 'Cobrar via WhatsApp'. */
  open: { amount: number; dueDate: string } | null;
}

export function paymentRow(student: Student & { id: string }, summary: PaymentSummary | undefined, today: string) {
  return {
    id: student.id,
    nome: student.nome,
    active: student.active,
    student,
    summary,
    status: summaryStatus(summary, today),
    count: summary?.count ?? 0,
    lastPaymentDate: summary?.lastPaymentDate ?? '',
    lastAmount: summary?.lastAmount ?? null,
    total: summary?.paidTotal ?? 0,
    open: openBalance(summary),
  } satisfies PaymentRow;
}

export function paymentRows(
  students: readonly (Student & { id: string })[],
  summaries: ReadonlyMap<string, PaymentSummary>,
  today: string,
): PaymentRow[] {
  return students.map((student) => paymentRow(student, summaries.get(student.id), today));
}

/** The search looks at the name, phones, discipline and the status ('atraso' finds the late ones). */
export const paymentRowSearchFields = (row: PaymentRow): SearchFields => ({
  text: [
    row.nome,
    row.student.email,
    disciplineLabel(row.student.disciplina, ''),
    row.student.responsavel,
    studentPaymentStatusLabels[row.status],
  ],
  digits: [row.student.telefone, row.student.telefoneResponsavel],
});
