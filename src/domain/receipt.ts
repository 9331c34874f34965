// The receipt (recibo) of a paid payment: studio, student, amount in figures and in words, date,
// method; and the printed charge (cobrança) of a due still open, which carries its Pix QR code.
// Plain strings; the print window renders them as text.
import { amountInWords } from './amount-in-words';
import { formatDateBR } from './dates';
import { labelOf, paymentMethodLabels } from './enums';
import { formatBRL } from './money';
import type { Payment } from './payment';
import type { Row } from './student-documents';

type ReceiptPayment = Pick<Payment, 'amount' | 'paymentDate' | 'dueDate' | 'paymentMethod' | 'notes'>;

export function receiptTitle(studentName: string, payment: Pick<Payment, 'paymentDate'>): string {
  return `Recibo — ${studentName} — ${formatDateBR(payment.paymentDate)}`;
}

/** 'Recebemos de Ana Souza a importância de R$ 280,00 (duzentos e oitenta reais), referente a ….' */
export function receiptStatement(studioName: string, studentName: string, payment: ReceiptPayment): string {
  const reference = payment.notes.trim() || `pagamento com vencimento em ${formatDateBR(payment.dueDate)}`;
  return (
    `${studioName} declara que recebeu de ${studentName} a importância de ${formatBRL(payment.amount)} ` +
    `(${amountInWords(payment.amount)}), referente a ${reference}.`
  );
}

export function receiptRows(studentName: string, payment: ReceiptPayment): Row[] {
  return [
    { label: 'Aluno', value: studentName },
    { label: 'Valor', value: formatBRL(payment.amount) },
    { label: 'Valor por extenso', value: amountInWords(payment.amount) },
    { label: 'Data do pagamento', value: formatDateBR(payment.paymentDate) },
    { label: 'Forma de pagamento', value: labelOf(paymentMethodLabels, payment.paymentMethod) || 'Não informada' },
  ];
}

export function chargeTitle(studentName: string, payment: Pick<Payment, 'dueDate'>): string {
  return `Cobrança — ${studentName} — vencimento ${formatDateBR(payment.dueDate)}`;
}

/** 'Salus informa que está em aberto, em nome de Ana Souza, o valor de R$ 280,00 (…), com vencimento em …'. */
export function chargeStatement(studioName: string, studentName: string, payment: ReceiptPayment): string {
  const reference = payment.notes.trim() ? `, referente a ${payment.notes.trim()}` : '';
  return (
    `${studioName} informa que está em aberto, em nome de ${studentName}, o valor de ${formatBRL(payment.amount)} ` +
    `(${amountInWords(payment.amount)}), com vencimento em ${formatDateBR(payment.dueDate)}${reference}.`
  );
}

export function chargeRows(studentName: string, payment: ReceiptPayment): Row[] {
  return [
    { label: 'Aluno', value: studentName },
    { label: 'Valor', value: formatBRL(payment.amount) },
    { label: 'Vencimento', value: formatDateBR(payment.dueDate) },
  ];
}
