// students/{id}: a student or patient of the studio.
import { z } from 'zod';
import { limits } from './limits';
import { disciplines, frequencias, paymentMethods } from './enums';
import {
  addressShape, dueDay, email, instant, isoDateOrEmpty, money, nome, phone, shortText,
} from './fields';

export const studentSchema = z.object({
  nome,
  email,
  telefone: phone,
  dataNascimento: isoDateOrEmpty,
  /** CPF or RG (a short text, since an RG is not a CPF); masked as a CPF while typing. */
  documento: z.string().max(limits.documento),
  disciplina: z.enum(disciplines),
  frequencia: z.union([z.literal(''), z.enum(frequencias)]),
  /** Monthly fee in reais; 0 when not set. */
  valorMensalidade: money,
  /** Price of a single class in reais; 0 when not set. */
  valorAulaAvulsa: money,
  responsavel: shortText,
  telefoneResponsavel: phone,
  ...addressShape,
  optinInstagram: z.boolean(),
  formaPagamento: z.union([z.literal(''), z.enum(paymentMethods)]),
  /** Day of the month the fee is due, '' or '1'..'31'. */
  dataVencimento: dueDay,
  active: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  /** When it was made inactive; null while active. */
  deletedAt: instant.nullable(),
});
export type Student = z.infer<typeof studentSchema>;
export type StudentWithId = Student & { id: string };

/** SPEC 4: 'active' means active is not false. */
export function isActiveRecord(record: { active?: boolean | null }): boolean {
  return record.active !== false;
}
