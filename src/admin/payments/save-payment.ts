import { addPayment, updatePayment } from '../../data/payment-ledger';
import type { PaymentRecord } from '../../data/payments-repo';
import { paidFor } from '../../domain/payment';
import { unreadablePayments } from '../../domain/payment-history';
import { paymentFromForm, type PaymentFormData } from '../../domain/payment-form';
import type { PaymentSummary } from '../../domain/payment-summary';

export const paymentSaveFailed = 'Erro ao salvar pagamento. Tente novamente.'; // SPEC 8
export const paymentCreated = 'Pagamento registrado com sucesso!';
export const paymentUpdated = 'Pagamento atualizado com sucesso!';
export const paymentNotChanged = 'Nenhuma alteração a salvar: o pagamento continua como estava.';

/**
 * Why a student's payments cannot be edited while some of them could not be read (older data): an
 * edit writes the summary as the fold of the history loaded, which would leave those out for good.
 */
export function editBlockedBy(unreadable: number): string {
  return `Editar fica indisponível: ${unreadablePayments(unreadable)}, e o resumo do aluno seria refeito sem ${unreadable === 1 ? 'ele' : 'eles'}. Avise o administrador do sistema.`;
}

/** What an edit needs: the payment and the student's history as loaded (for the summary). */
export interface PaymentEdit {
  payment: PaymentRecord;
  history: readonly PaymentRecord[];
}

/**
 * Adds a payment (with the student's summary as the screen has it, and the discipline and plan the
 * student has now) or saves an edit of the version the form shows (which keeps what the payment was
 * for), expecting `version` on the server (a newer one throws EditConflict). False when the edit
 * changes nothing: nothing is written.
 */
export async function savePayment(
  data: PaymentFormData,
  edit: PaymentEdit | null,
  summaryOf: (studentId: string) => PaymentSummary | undefined,
  /** The student now: what the payment is for, and their name (for a refusal said later). */
  studentOf: (studentId: string) => (NonNullable<Parameters<typeof paidFor>[0]> & { nome: string }) | undefined,
  version = edit?.payment.version,
  /** On 'Manter o meu': the version saved elsewhere meanwhile, which the changes made here go over. */
  theirs: PaymentRecord | null = null,
): Promise<boolean> {
  const now = Date.now();
  const student = studentOf(data.studentId);
  const paid = paidFor(student);
  if (!edit) {
    await addPayment(paymentFromForm(data, now, undefined, paid), summaryOf(data.studentId), student?.nome);
    return true;
  }
  const before = { ...edit.payment, version: version ?? edit.payment.version };
  return updatePayment(before, paymentFromForm(data, now, edit.payment, paid), edit.history, theirs, student?.nome);
}
