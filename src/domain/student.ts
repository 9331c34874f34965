// students/{id}: a student or patient of the studio.
import { z } from './z';
import { limits } from './limits';
import { disciplines, frequencias, paymentMethods } from './enums';
import { authorshipShape } from './authorship';
import { addressShape, dueDay, email, instant, isoDateOrEmpty, money, nome, phone, shortText, textOf } from './fields';

// The fields the app writes (forms, seeds); storedStudentSchema adds the authorship the data layer
// writes. Strict: every key present and no other, exactly what firestore.rules accepts (DESIGN.md).
export const studentSchema = z.strictObject({
  nome,
  email,
  telefone: phone,
  dataNascimento: isoDateOrEmpty,
  /** CPF or RG (a short text, since an RG is not a CPF); masked as a CPF while typing. */
  documento: textOf(limits.documento),
  disciplina: z.enum(disciplines),
  frequencia: z.union([z.literal(''), z.enum(frequencias)]),
  /** Monthly fee in reais; 0 when not set. Only admins change the four fee fields (rules). */
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

/** A student as stored: its fields, the author of this version and its version (authorship.ts). */
export const storedStudentSchema = studentSchema.extend(authorshipShape);
export type StoredStudent = z.infer<typeof storedStudentSchema>;

/** The fields only active admins change (DESIGN.md, "Fees are set by admins"); the rules check them. */
export const feeKeys = ['valorMensalidade', 'valorAulaAvulsa', 'formaPagamento', 'dataVencimento'] as const;
export type StudentFees = Pick<Student, (typeof feeKeys)[number]>;

/** The fees of a student an instrutor creates: empty, for an admin to set. */
export const noFees: StudentFees = { valorMensalidade: 0, valorAulaAvulsa: 0, formaPagamento: '', dataVencimento: '' };

/** SPEC 4: 'active' means active is not false. */
export function isActiveRecord(record: { active?: boolean | null }): boolean {
  return record.active !== false;
}
