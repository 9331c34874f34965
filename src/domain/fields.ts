// Field schemas shared by the stored-document schemas (what Firestore and its rules accept).
import { z } from 'zod';
import { limits } from './limits';

/** 'YYYY-MM-DD' (shape only, as the rules check it). */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
/** 'HH:MM', 24 h. */
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Day of the month a monthly fee is due: '' (not set) or '1'..'31'. */
export const dueDayPattern = /^([1-9]|[12]\d|3[01])$/;

export const isoDate = z.string().regex(isoDatePattern);
export const isoDateOrEmpty = z.union([z.literal(''), isoDate]);
export const time = z.string().regex(timePattern);
export const dueDay = z.union([z.literal(''), z.string().regex(dueDayPattern)]);
export const docId = z.string().min(1).max(limits.id);
export const nome = z.string().min(1).max(limits.nome);
export const email = z.string().max(limits.email);
export const shortText = z.string().max(limits.shortText);
export const cpf = z.string().max(limits.cpf);
export const phone = z.string().max(limits.phone);
export const cep = z.string().max(limits.cep);
export const estado = z.string().max(limits.estado);
/** Epoch milliseconds. */
export const instant = z.number().int().nonnegative();
/** Reais, two decimals at most is a form rule; stored values only need to be finite and >= 0. */
export const money = z.number().nonnegative(); // zod 4 numbers are finite

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
