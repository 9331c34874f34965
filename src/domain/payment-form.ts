// The payment form (SPEC 2.10, 5): student, amount, status, payment and due dates are required.
import { z } from './z';
import { todayIso } from './dates';
import { paymentMethods, paymentStatuses, type Frequencia } from './enums';
import { optionalSelect, requiredDate, requiredMoney, text } from './form-fields';
import { limits } from './limits';
import type { Payment } from './payment';

export const DUE_DATE_HINT = 'Para aulas avulsas, use a data da aula';

export const FUTURE_PAYMENT_MESSAGE = 'Um pagamento pago não pode ter data no futuro.';

export const paymentFormSchema = z
  .object({
    studentId: z.string().min(1, 'Selecione o aluno'),
    amount: requiredMoney('Informe o valor'),
    status: z.enum(paymentStatuses, { error: 'Selecione o status' }),
    paymentDate: requiredDate('Informe a data do pagamento'),
    dueDate: requiredDate('Informe a data de vencimento'),
    paymentMethod: optionalSelect(paymentMethods),
    notes: text(limits.notes),
  })
  // Money received is in the closing of its month: a paid date ahead (2062 typed for 2026) would
  // count it in a month nobody looks at yet, and show it as the student's last payment. The studio's
  // today (São Paulo); the rules judge it again by the server's clock.
  .refine((p) => p.status !== 'paid' || p.paymentDate <= todayIso(), {
    path: ['paymentDate'],
    message: FUTURE_PAYMENT_MESSAGE,
  });
/** What the form holds (amount as typed). */
export type PaymentFormValues = z.input<typeof paymentFormSchema>;
/** What a valid form gives on submit (amount in reais). */
export type PaymentFormData = z.output<typeof paymentFormSchema>;

/** A new payment: paid today by default (SPEC 4), for `studentId` when known. */
export function paymentFormDefaults(studentId = '', today: string = todayIso()): PaymentFormValues {
  return { studentId, amount: '', status: 'paid', paymentDate: today, dueDate: today, paymentMethod: '', notes: '' };
}

/** The amount to suggest for a student: the class price for 'avulsa', the monthly fee otherwise. */
export function suggestedAmount(student: {
  frequencia: Frequencia | '';
  valorMensalidade: number;
  valorAulaAvulsa: number;
}): number {
  return student.frequencia === 'avulsa' ? student.valorAulaAvulsa : student.valorMensalidade;
}

export function paymentToForm(payment: Payment): PaymentFormValues {
  const { createdAt: _c, updatedAt: _u, discipline: _d, plan: _p, ...fields } = payment;
  return { ...fields, amount: payment.amount.toFixed(2) };
}

/**
 * The document to write: a new payment, recording what it paid for (`paidFor`, from its student), or
 * the edited `previous` one, which keeps what it was paid for.
 */
export function paymentFromForm(
  data: PaymentFormData,
  now: number,
  previous: Payment | undefined,
  paid: Pick<Payment, 'discipline' | 'plan'>,
): Payment {
  const { discipline, plan } = previous ?? paid;
  return { ...data, discipline, plan, createdAt: previous?.createdAt ?? now, updatedAt: now };
}
