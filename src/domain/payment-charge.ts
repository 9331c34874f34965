// 'Cobrar via WhatsApp' (issue 12): a chat with the student — or the guardian, for a minor — with a
// polite message naming what is open and since when, and (issue 17) the 'Pix copia e cola' of that
// exact amount when the studio has a Pix key (src/domain/pix.ts).
import { onlyDigits } from './cpf';
import { formatDateBR } from './dates';
import { formatBRL, roundMoney } from './money';
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
 * The due charged; `alsoOpen`, the student's other open dues, named after it with the whole sum owed
 * (the screens show that sum: a message naming one due of three read as settling everything).
 */
export interface ChargedDue {
  amount: number;
  dueDate: string;
  alsoOpen?: { count: number; total: number };
}

export const totalOf = (dues: readonly { amount: number }[]): number =>
  roundMoney(dues.reduce((sum, d) => sum + d.amount, 0));

/** `due`, with the rest of `open` (the student's open dues, `due` among them). */
export function withOthersOpen(
  due: { id: string; amount: number; dueDate: string },
  open: readonly { id: string; amount: number }[],
): ChargedDue {
  const others = open.filter((d) => d.id !== due.id).length;
  return others === 0 ? due : { ...due, alsoOpen: { count: others, total: totalOf(open) } };
}

const othersOpen = ({ count, total }: { count: number; total: number }) =>
  `Há também ${count === 1 ? 'outra cobrança' : `outras ${count} cobranças`} em aberto: ` +
  `o total devido é de ${formatBRL(total)}. `;

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
    (pix ? `\n\nPix copia e cola:\n${pix}` : '')
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
