// The receipt (recibo) of a paid payment: studio, student, amount in figures and in words, date,
// method; and the printed charge (cobrança) of a due still open, which carries its Pix QR code.
// Plain strings; the print window renders them as text.
import { amountInWords } from './amount-in-words';
import { formatDateBR } from './dates';
import { disciplineLabel, frequenciaLabels, labelOf, paymentMethodLabels } from './enums';
import { formatBRL } from './money';
import type { Payment } from './payment';
import type { Row } from './student-documents';

type ReceiptPayment = Pick<
  Payment,
  'amount' | 'paymentDate' | 'dueDate' | 'paymentMethod' | 'notes' | 'discipline' | 'plan'
>;

/** What the payment paid for, as recorded on it: 'Pilates, 2x por semana'; '' when unknown. */
export function paidForLabel(payment: Pick<Payment, 'discipline' | 'plan'>): string {
  const parts = [
    payment.discipline ? disciplineLabel(payment.discipline) : '',
    payment.plan ? labelOf(frequenciaLabels, payment.plan).toLowerCase() : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** The notes (e.g. 'Mensalidade de junho de 2026'), or else what it paid for and its due date. */
function referenceOf(payment: ReceiptPayment): string {
  const notes = payment.notes.trim().replace(/\s+/g, ' ');
  if (notes) return notes;
  const paidFor = paidForLabel(payment);
  return `${paidFor ? `${paidFor}, ` : 'pagamento '}com vencimento em ${formatDateBR(payment.dueDate)}`;
}

/** 'Atividade: Pilates, 2x por semana', when the payment says what it paid for. */
const paidForRow = (payment: ReceiptPayment): Row[] => {
  const value = paidForLabel(payment);
  return value ? [{ label: 'Atividade', value }] : [];
};

export function receiptTitle(studentName: string, payment: Pick<Payment, 'paymentDate'>): string {
  return `Recibo — ${studentName} — ${formatDateBR(payment.paymentDate)}`;
}

/** 'Recebemos de Ana Souza a importância de R$ 280,00 (duzentos e oitenta reais), referente a ….' */
export function receiptStatement(studioName: string, studentName: string, payment: ReceiptPayment): string {
  return (
    `${studioName} declara que recebeu de ${studentName} a importância de ${formatBRL(payment.amount)} ` +
    `(${amountInWords(payment.amount)}), referente a ${referenceOf(payment)}.`
  );
}

export function receiptRows(studentName: string, payment: ReceiptPayment): Row[] {
  return [
    { label: 'Aluno', value: studentName },
    { label: 'Valor', value: formatBRL(payment.amount) },
    { label: 'Valor por extenso', value: amountInWords(payment.amount) },
    { label: 'Data do pagamento', value: formatDateBR(payment.paymentDate) },
    { label: 'Forma de pagamento', value: labelOf(paymentMethodLabels, payment.paymentMethod) || 'Não informada' },
    ...paidForRow(payment),
  ];
}

export function chargeTitle(studentName: string, payment: Pick<Payment, 'dueDate'>): string {
  return `Cobrança — ${studentName} — vencimento ${formatDateBR(payment.dueDate)}`;
}

/** 'Salus informa que está em aberto, em nome de Ana Souza, o valor de R$ 280,00 (…), com vencimento em …'. */
export function chargeStatement(studioName: string, studentName: string, payment: ReceiptPayment): string {
  const notes = payment.notes.trim().replace(/\s+/g, ' ');
  const paidFor = paidForLabel(payment);
  const reference = notes ? `, referente a ${notes}` : paidFor ? `, referente a ${paidFor}` : '';
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
    ...paidForRow(payment),
  ];
}
