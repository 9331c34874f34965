// The receipt (recibo) of a paid payment: studio, student, amount in figures and in words, date,
// method; and the printed charge (cobrança) of a due still open, which carries its Pix QR code.
// Plain strings; the print window renders them as text.
import { amountInWords } from './amount-in-words';
import { formatDateBR } from './dates';
import { disciplineLabel, frequenciaLabels, labelOf, paymentMethodLabels } from './enums';
import { formatBRL } from './money';
import type { Payment } from './payment';
import type { Student } from './student';
import type { Row } from './student-documents';
import { representedByGuardian } from './student-form';

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

/**
 * Whom a receipt or charge names: the student and, for a minor (or a child of unknown age with a
 * guardian on file, as the contract has it), the guardian who pays — '' when the student pays.
 */
export interface Payer {
  student: string;
  guardian: string;
}

export function payerOf(student: Pick<Student, 'nome' | 'dataNascimento' | 'responsavel'>, today: string): Payer {
  const guardian = representedByGuardian(student, today) ? student.responsavel.trim() : '';
  return { student: student.nome, guardian };
}

/**
 * Whom one payment's paper names: a receipt, who paid on its payment date (a guardian who paid for a
 * minor stays on a receipt printed again after the 18th birthday); a charge, who owes it — the
 * guardian of a due from the student's minority, or of a minor today.
 */
export function payerOfPayment(
  student: Pick<Student, 'nome' | 'dataNascimento' | 'responsavel'>,
  payment: Pick<Payment, 'status' | 'paymentDate' | 'dueDate'>,
  today: string,
): Payer {
  if (payment.status === 'paid') return payerOf(student, payment.paymentDate);
  return payerOf(student, payment.dueDate < today ? payment.dueDate : today);
}

/** The notes on one line, without the full stop the sentence adds after them. */
const notesText = (payment: ReceiptPayment) => payment.notes.trim().replace(/\s+/g, ' ').replace(/\.+$/, '');

/**
 * Notes that say what was paid — 'Mensalidade de junho de 2026', as 'Gerar mensalidades' writes them —
 * as 'referente' takes them ('à mensalidade de junho de 2026', as the sentence is written by hand);
 * null for other notes ('Desconto de 10% por pagamento antecipado'), which are not what was paid for.
 */
const feeReference = (text: string): string | null => {
  const fee = /^mensalidade(s?)\b/i.exec(text);
  if (!fee) return null;
  // Written as a word starts a sentence ('Mensalidade de junho'), it reads on in lower case; otherwise
  // as typed (not 'à mENSALIDADE').
  return `${fee[1] ? 'às' : 'à'} ${/^M[a-zà-ÿ]/.test(text) ? `m${text.slice(1)}` : text}`;
};

/** A monthly fee's notes, or else what it paid for and its due date. */
function referenceOf(payment: ReceiptPayment): string {
  const fee = feeReference(notesText(payment));
  if (fee) return fee;
  const paidFor = paidForLabel(payment);
  return `a ${paidFor ? `${paidFor}, ` : 'pagamento '}com vencimento em ${formatDateBR(payment.dueDate)}`;
}

/** Notes that are not the reference ('Desconto de 10%…', 'Pacote de 10 aulas'): a row of their own. */
const notesRow = (payment: ReceiptPayment): Row[] => {
  const notes = notesText(payment);
  // As typed (its full stop too: 'etc.'), on one line; only the sentence drops the stop.
  return notes && !feeReference(notes)
    ? [{ label: 'Observações', value: payment.notes.trim().replace(/\s+/g, ' ') }]
    : [];
};

/** 'Atividade: Pilates, 2x por semana', when the payment says what it paid for. */
const paidForRow = (payment: ReceiptPayment): Row[] => {
  const value = paidForLabel(payment);
  return value ? [{ label: 'Atividade', value }] : [];
};

/** 'Aluno' and, when the guardian pays, 'Responsável'. */
const payerRows = (payer: Payer): Row[] => [
  { label: 'Aluno', value: payer.student },
  ...(payer.guardian ? [{ label: 'Responsável', value: payer.guardian }] : []),
];

export function receiptTitle(payer: Payer, payment: Pick<Payment, 'paymentDate'>): string {
  return `Recibo — ${payer.student} — ${formatDateBR(payment.paymentDate)}`;
}

/**
 * 'Salus declara que recebeu de Ana Souza a importância de R$ 280,00 (duzentos e oitenta reais), referente
 * à mensalidade de ….' — for a minor, 'recebeu de Marta Souza, responsável por Lia Souza, a importância de …'.
 */
export function receiptStatement(studioName: string, payer: Payer, payment: ReceiptPayment): string {
  const from = payer.guardian ? `${payer.guardian}, responsável por ${payer.student},` : payer.student;
  return (
    `${studioName} declara que recebeu de ${from} a importância de ${formatBRL(payment.amount)} ` +
    `(${amountInWords(payment.amount)}), referente ${referenceOf(payment)}.`
  );
}

export function receiptRows(payer: Payer, payment: ReceiptPayment): Row[] {
  return [
    ...payerRows(payer),
    { label: 'Valor', value: formatBRL(payment.amount) },
    { label: 'Valor por extenso', value: amountInWords(payment.amount) },
    { label: 'Data do pagamento', value: formatDateBR(payment.paymentDate) },
    { label: 'Forma de pagamento', value: labelOf(paymentMethodLabels, payment.paymentMethod) || 'Não informada' },
    ...paidForRow(payment),
    ...notesRow(payment),
  ];
}

export function chargeTitle(payer: Payer, payment: Pick<Payment, 'dueDate'>): string {
  return `Cobrança — ${payer.student} — vencimento ${formatDateBR(payment.dueDate)}`;
}

/** 'Salus informa que está em aberto, em nome de Ana Souza, o valor de R$ 280,00 (…), com vencimento em …'. */
export function chargeStatement(studioName: string, payer: Payer, payment: ReceiptPayment): string {
  const fee = feeReference(notesText(payment));
  const paidFor = paidForLabel(payment);
  const reference = fee ? `, referente ${fee}` : paidFor ? `, referente a ${paidFor}` : '';
  return (
    `${studioName} informa que está em aberto, em nome de ${payer.student}, o valor de ${formatBRL(payment.amount)} ` +
    `(${amountInWords(payment.amount)}), com vencimento em ${formatDateBR(payment.dueDate)}${reference}.`
  );
}

export function chargeRows(payer: Payer, payment: ReceiptPayment): Row[] {
  return [
    ...payerRows(payer),
    { label: 'Valor', value: formatBRL(payment.amount) },
    { label: 'Vencimento', value: formatDateBR(payment.dueDate) },
    ...paidForRow(payment),
    ...notesRow(payment),
  ];
}
