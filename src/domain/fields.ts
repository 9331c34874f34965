// Field schemas shared by the stored-document schemas (what Firestore and its rules accept).
// firestore.rules has one check per schema here, with the same numbers and patterns.
import { z } from './z';
import { limits } from './limits';

/** 'YYYY-MM-DD' with a month 01–12 and a day 01–31 (the shape the rules can check). */
export const isoDatePattern = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
/** 'HH:MM', 24 h. */
export const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** Day of the month a monthly fee is due: '1'..'31' (no leading zero). */
export const dueDayPattern = /^([1-9]|[12][0-9]|3[01])$/;
/**
 * An id of another document. Firestore's own ids (and the seed's) are 20 letters and digits; the
 * narrow alphabet keeps '/' (a path), '.' and Unicode out, so an id is one path segment and its
 * length means the same to JavaScript and the rules.
 */
export const docIdPattern = new RegExp(`^[A-Za-z0-9_-]{1,${limits.id}}$`);

/**
 * At most `max` characters as JavaScript's length and the rules' size() count them (UTF-16 units:
 * an emoji is 2). zod's own max() counts code points, which would let a form pass what the rules
 * refuse.
 */
export const fitsIn = (max: number) => (value: string) => value.length <= max;

/** A stored string of at most `max` characters (and at least `min`). */
export const textOf = (max: number, min = 0) =>
  z.string().min(min).refine(fitsIn(max), `Use no máximo ${max} caracteres.`);

export const isoDate = z.string().regex(isoDatePattern);
export const isoDateOrEmpty = z.union([z.literal(''), isoDate]);
export const time = z.string().regex(timePattern);
export const dueDay = z.union([z.literal(''), z.string().regex(dueDayPattern)]);
export const docId = z.string().regex(docIdPattern);
/**
 * Something besides blanks (space, tab, line breaks). Only these four, named one by one: JavaScript's
 * `\s` and the rules' regular expressions (RE2) disagree on which other characters are blank.
 */
export const notBlankPattern = /[^ \t\r\n]/;
/** '' or an e-mail's shape: something, '@', something with a dot (the forms check it further). */
export const emailPattern = /^([^@ \t\r\n]+@[^@ \t\r\n]+[.][^@ \t\r\n]+)?$/;
/** '' or a phone as the mask writes it: '(48) 3222-1111' or '(48) 99812-3456'. */
export const phonePattern = /^([(][0-9]{2}[)] [0-9]{4,5}-[0-9]{4})?$/;
/** '' or a CPF as the mask writes it: '000.000.000-00'. */
export const cpfPattern = /^([0-9]{3}[.][0-9]{3}[.][0-9]{3}-[0-9]{2})?$/;
/** '' or a CEP as the mask writes it: '00000-000'. */
export const cepPattern = /^([0-9]{5}-[0-9]{3})?$/;
/** '' or a state's two capital letters (UF). */
export const estadoPattern = /^([A-Z]{2})?$/;

/** A person's name: required and not only blanks. */
export const nome = textOf(limits.nome, 1).regex(notBlankPattern);
export const email = textOf(limits.email).regex(emailPattern);
export const shortText = textOf(limits.shortText);
export const cpf = z.string().regex(cpfPattern);
export const phone = z.string().regex(phonePattern);
export const cep = z.string().regex(cepPattern);
export const estado = z.string().regex(estadoPattern);
/**
 * Epoch milliseconds: a whole number that Firestore stores as an integer. -0 and anything past
 * 2^53 - 1 travel as doubles (and would not read back exactly), so both are refused, as the rules do.
 */
export const instant = z
  .number()
  .int()
  .nonnegative()
  .refine((v) => !Object.is(v, -0));
/** Reais, 0 when not set; two decimals at most is a form rule (binary floats cannot be checked). */
export const money = z.number().nonnegative().max(limits.money); // zod 4 numbers are finite
/** A payment's amount: more than zero. */
export const amount = z.number().positive().max(limits.money);

/** The postal address of students and instructors (SPEC 3). */
export const addressShape = {
  cep,
  logradouro: shortText,
  numero: shortText,
  complemento: shortText,
  bairro: shortText,
  cidade: shortText,
  estado,
};

/** The address fields, in the order a form shows them. */
export const addressKeys = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'estado'] as const;

/** An address with nothing filled in: new forms and records without one. */
export const emptyAddress = {
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
};

/** A list without repeated entries (refinement). */
export const distinct = (list: readonly unknown[]) => new Set(list).size === list.length;
