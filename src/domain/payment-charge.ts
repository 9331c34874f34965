// 'Cobrar via WhatsApp' (issue 12): a chat with the student — or the guardian, for a minor — with a
// polite message naming what is open and since when, and (issue 17) the 'Pix copia e cola' of that
// exact amount when the studio has a Pix key (src/domain/pix.ts).
import { onlyDigits } from './cpf';
import { formatDateBR } from './dates';
import { formatBRL, roundMoney } from './money';
import type { Payment } from './payment';
import { isLate } from './payment-status';
import { representedByGuardian } from './student-form';

interface Contact {
  nome: string;
  telefone: string;
  dataNascimento: string;
  responsavel: string;
  telefoneResponsavel: string;
}

/**
 * `url`: the chat with the charge; `codeUrl` (with a Pix): the same chat with the code alone, to send
 * as a message of its own — a message copied whole is what a bank's 'Pix copia e cola' accepts.
 */
export type ChargeLink = { ok: true; url: string; codeUrl: string | null; to: string } | { ok: false; reason: string };

/** Digits as WhatsApp wants them: Brazil's 55, then DDD and number; null unless 10 or 11 digits. */
export function whatsappNumber(phone: string): string | null {
  const digits = onlyDigits(phone);
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : null;
}

/**
 * The due charged; `alsoOpen`, the student's other dues already late, named after it with the sum of
 * all (a message naming one late due of three read as settling everything). Dues still ahead (a month
 * generated early) are not owed yet, and not named.
 */
export interface ChargedDue {
  amount: number;
  dueDate: string;
  alsoOpen?: { count: number; total: number };
}

export const totalOf = (dues: readonly { amount: number }[]): number =>
  roundMoney(dues.reduce((sum, d) => sum + d.amount, 0));

type Due = Pick<Payment, 'amount' | 'dueDate' | 'status' | 'paymentDate'> & { id: string };

/** `due`, with the others of `open` (the student's open dues) late `today`. */
export function withOthersOpen(due: Due, open: readonly Due[], today: string): ChargedDue {
  const others = open.filter((d) => d.id !== due.id && isLate(d, today));
  return others.length === 0 ? due : { ...due, alsoOpen: { count: others.length, total: totalOf([due, ...others]) } };
}

const othersOpen = ({ count, total }: { count: number; total: number }) =>
  `Há também ${count === 1 ? 'outra cobrança vencida' : `outras ${count} cobranças vencidas`} em aberto; ` +
  `com esta, o total é de ${formatBRL(total)}. `;

// Beside a total of several dues, the code says it pays this one: read after the total, it looked like settling all.
const pixLabel = (open: ChargedDue) =>
  open.alsoOpen ? `Pix copia e cola desta cobrança (${formatBRL(open.amount)})` : 'Pix copia e cola';

export function chargeMessage(
  student: Contact,
  open: ChargedDue,
  studioName: string,
  toGuardian: boolean,
  pix?: string,
): string {
  const first = (name: string) => name.trim().split(/\s+/)[0] ?? name;
  const greeting = toGuardian && student.responsavel.trim() ? first(student.responsavel) : first(student.nome);
  const whose = toGuardian ? ` de ${student.nome.trim()}` : '';
  return (
    `Olá, ${greeting}! Tudo bem? Aqui é da ${studioName}. ` +
    `Passando para lembrar que o pagamento${whose} no valor de ${formatBRL(open.amount)}, ` +
    `com vencimento em ${formatDateBR(open.dueDate)}, está em aberto. ` +
    (open.alsoOpen ? othersOpen(open.alsoOpen) : '') +
    'Se já foi pago, por favor desconsidere esta mensagem. Obrigado!' +
    (pix ? `\n\n${pixLabel(open)}:\n${pix}` : '')
  );
}

/**
 * The chat link, or why there is none (no usable phone). Who is charged is who the printed charge
 * names (receipt.ts payerOfPayment): the guardian of a student who was a minor when the due fell due
 * — or is one today, for a due still ahead (representedByGuardian). `pix` is the payload of the amount
 * charged, when there is one.
 */
export function chargeLink(
  student: Contact,
  open: ChargedDue,
  studioName: string,
  today: string,
  pix?: string,
): ChargeLink {
  const minor = representedByGuardian(student, open.dueDate < today ? open.dueDate : today);
  const phone = minor ? student.telefoneResponsavel : student.telefone;
  const number = whatsappNumber(phone);
  if (!number) return { ok: false, reason: minor ? 'Sem telefone do responsável' : 'Sem telefone cadastrado' };
  const text = chargeMessage(student, open, studioName, minor, pix);
  const chat = (message: string) => `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
  return { ok: true, url: chat(text), codeUrl: pix ? chat(pix) : null, to: phone };
}
