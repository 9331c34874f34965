// Field schemas for forms (react-hook-form + zodResolver): what the user typed, with pt-BR messages.
// Inputs are strings as the text fields hold them; transforms give the stored shape on submit.
import { z } from './z';
import { isValidCpf, onlyDigits } from './cpf';
import { disciplines, type Discipline } from './enums';
import { isIsoDate } from './dates';
import { estadoPattern, fitsIn, phonePattern } from './fields';
import { limits } from './limits';
import { maskCep, maskPhone } from './masks';
import { parseMoneyInput } from './money';

const emailFormat = z.email();

export const tooLong = (max: number) => `Use no máximo ${max} caracteres.`;

/** Text with a length cap (trimmed), counted as the stored schemas and the rules count it. */
export const text = (max: number = limits.shortText) => z.string().trim().refine(fitsIn(max), tooLong(max));

/** Required text: `message` when empty. */
export const requiredText = (message: string, max: number = limits.shortText) =>
  z.string().trim().min(1, message).refine(fitsIn(max), tooLong(max));

export function looksLikeEmail(value: string): boolean {
  return emailFormat.safeParse(value).success;
}

/** '' or an email address. */
export const optionalEmail = z
  .string()
  .trim()
  .max(limits.email, tooLong(limits.email))
  .refine((v) => v === '' || looksLikeEmail(v), 'Email inválido');

/** '' or a whole phone (10 or 11 digits), kept masked. */
export const optionalPhone = z
  .string()
  .trim()
  .max(limits.phone, 'Telefone inválido')
  // 10 or 11 digits as a Brazilian number: another country's ('+54 …', masks.ts) is refused.
  .refine((v) => v === '' || (phonePattern.test(maskPhone(v)) && maskPhone(v) !== ''), 'Telefone inválido')
  // Stored as the mask writes it (fields.ts phonePattern), however it was typed or pasted.
  .transform(maskPhone);

/** '' or a CEP with exactly 8 digits (SPEC 5). */
export const optionalCep = z
  .string()
  .trim()
  .max(limits.cep, 'CEP inválido')
  .refine((v) => v === '' || onlyDigits(v).length === 8, 'CEP inválido')
  .transform(maskCep);

/** '' or a CPF with valid check digits. */
export const optionalCpf = z
  .string()
  .trim()
  .max(limits.cpf, 'CPF inválido')
  .refine((v) => v === '' || isValidCpf(v), 'CPF inválido');

/**
 * 'Documento (CPF/RG)': an RG as typed, or — with a CPF's 11 digits — a CPF with valid check digits,
 * as it prints on the contract and the image-use term.
 */
export const optionalDocument = text(limits.documento).refine(
  (v) => onlyDigits(v).length !== 11 || isValidCpf(v),
  'CPF inválido',
);

/** '' or a real calendar date 'YYYY-MM-DD'. */
export const optionalDate = z.string().refine((v) => v === '' || isIsoDate(v), 'Data inválida');

/** Beside a date whose year was typed wrong. */
export const YEAR_TYPO_MESSAGE = 'Ano fora do esperado: confira a data.';

/**
 * '' or a date in this century: a year typed wrong ('0202', '2206') would file a payment or a class
 * where no screen looks, never shown and never said.
 */
export const inThisCentury = (v: string) => v === '' || (v >= '2000-01-01' && v <= '2099-12-31');

/** '' or a real calendar date in this century. */
export const optionalCenturyDate = optionalDate.refine(inThisCentury, YEAR_TYPO_MESSAGE);

/** A real calendar date in this century, `message` when empty. */
export const requiredDate = (message: string) =>
  z.string().min(1, message).refine(isIsoDate, 'Data inválida').refine(inThisCentury, YEAR_TYPO_MESSAGE);

/** A select whose empty value is ''; the output is the chosen discipline. */
export const disciplineSelect = (message: string) =>
  z
    .union([z.literal(''), z.enum(disciplines)], { error: message })
    .refine((v) => v !== '', message)
    .transform((v) => v as Discipline);

/** An optional enum select: '' or one of the values. */
export const optionalSelect = <const T extends readonly [string, ...string[]]>(values: T, message = 'Opção inválida') =>
  z.union([z.literal(''), z.enum(values)], { error: message });

/** Beside a money field over limits.money (the stored schemas and the rules refuse more). */
export const MONEY_MAX_MESSAGE = 'Valor máximo: R$ 1.000.000,00';

/** Beside a money field that does not read as reais: how to type it. */
export const INVALID_MONEY_MESSAGE = 'Valor inválido: use números, como 150 ou 150,50';

/** Reads a typed amount; '' (or a number input's NaN) is empty; null when not valid money. */
function readMoney(v: string | number): number | 'empty' | null {
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return 'empty';
    return Number.isFinite(v) && v >= 0 && Math.round(v * 100) / 100 === v ? v : null;
  }
  return v.trim() === '' ? 'empty' : parseMoneyInput(v);
}

/** Money typed as text (or a number input's value): empty → 0; otherwise reais, two decimals at most. */
export const optionalMoney = z.union([z.string(), z.number(), z.nan()]).transform((v, ctx) => {
  const amount = readMoney(v);
  if (amount === 'empty') return 0;
  const message = amount === null ? INVALID_MONEY_MESSAGE : amount > limits.money ? MONEY_MAX_MESSAGE : '';
  if (message || amount === null) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return amount;
});

/** Money that must be given and greater than zero; `emptyMessage` when empty. */
export const requiredMoney = (emptyMessage: string) =>
  z.union([z.string(), z.number(), z.nan()]).transform((v, ctx) => {
    const amount = readMoney(v);
    const message =
      amount === 'empty'
        ? emptyMessage
        : amount === null
          ? INVALID_MONEY_MESSAGE
          : amount <= 0
            ? 'O valor deve ser maior que zero'
            : amount > limits.money
              ? MONEY_MAX_MESSAGE
              : '';
    if (message || typeof amount !== 'number') {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return amount;
  });

/**
 * For object-level refinements: run them even when some other field failed (zod skips them
 * otherwise), so every message shows at once. The check must then read fields defensively.
 */
export const evenWithOtherErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The address fields as typed in a form (CEP checked, UF in capitals). */
export const addressFormShape = {
  cep: optionalCep,
  logradouro: text(),
  numero: text(),
  complemento: text(),
  bairro: text(),
  cidade: text(),
  estado: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => estadoPattern.test(v), 'Use a sigla (2 letras)'),
};

/** The bookkeeping fields of a student or instructor saved from a form: a new one starts active. */
export function recordStamps(now: number, previous?: { active: boolean; createdAt: number; deletedAt: number | null }) {
  return {
    active: previous?.active ?? true,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
    deletedAt: previous?.deletedAt ?? null,
  };
}
