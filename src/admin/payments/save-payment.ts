import { addPayment, updatePayment } from '../../data/payment-ledger';
import type { PaymentRecord } from '../../data/payments-repo';
import { paymentFromForm, type PaymentFormData } from '../../domain/payment-form';
import type { PaymentSummary } from '../../domain/payment-summary';

export const paymentSaveFailed = 'Erro ao salvar pagamento. Tente novamente.'; // SPEC 8
export const paymentCreated = 'Pagamento registrado com sucesso!';
export const paymentUpdated = 'Pagamento atualizado com sucesso!';

/** What an edit needs: the payment and the student's history as loaded (for the summary). */
export interface PaymentEdit {
  payment: PaymentRecord;
  history: readonly PaymentRecord[];
}

/**
 * Adds a payment (with the student's summary as the screen has it) or saves an edit of the version
 * the form shows, expecting `version` on the server (a newer one throws EditConflict).
 */
export async function savePayment(
  data: PaymentFormData,
  edit: PaymentEdit | null,
  summaryOf: (studentId: string) => PaymentSummary | undefined,
  version = edit?.payment.version,
): Promise<void> {
  const now = Date.now();
  if (!edit) {
    await addPayment(paymentFromForm(data, now), summaryOf(data.studentId));
    return;
  }
  const before = { ...edit.payment, version: version ?? edit.payment.version };
  await updatePayment(before, paymentFromForm(data, now, edit.payment), edit.history);
}
