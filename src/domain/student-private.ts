// studentPrivate/{studentId}: what only admins read of a student (DESIGN.md, "Privacy (LGPD)") — the
// CPF/RG, the home address, and the plan and fees: frequency (it decides which fee a payment proposes
// and the contract prints), monthly and single-class fees, payment method and due day. The rules refuse
// it to everyone but active admins; it is written in the same batch as the student when an admin saves
// the form. A student an instrutor creates has none until an admin saves one: read as empty.
import { z } from './z';
import { authorshipShape } from './authorship';
import { frequencias, paymentMethods } from './enums';
import { addressKeys, addressShape, dueDay, emptyAddress, instant, money, textOf } from './fields';
import { limits } from './limits';
import { privateFields, splitRecord } from './private-part';
import type { Student } from './student';

// Strict, like every stored schema: exactly what firestore.rules accepts.
export const studentPrivateSchema = z.strictObject({
  /** CPF or RG (a short text, since an RG is not a CPF); masked as a CPF while typing. */
  documento: textOf(limits.documento),
  ...addressShape,
  frequencia: z.union([z.literal(''), z.enum(frequencias)]),
  /** Monthly fee in reais; 0 when not set. */
  valorMensalidade: money,
  /** Price of a single class in reais; 0 when not set. */
  valorAulaAvulsa: money,
  formaPagamento: z.union([z.literal(''), z.enum(paymentMethods)]),
  /** Day of the month the fee is due, '' or '1'..'31'. */
  dataVencimento: dueDay,
  createdAt: instant,
  updatedAt: instant,
});
export type StudentPrivate = z.infer<typeof studentPrivateSchema>;

/** As stored, with the authorship of its current version (authorship.ts); it keeps its own history. */
export const storedStudentPrivateSchema = studentPrivateSchema.extend(authorshipShape);
export type StoredStudentPrivate = z.infer<typeof storedStudentPrivateSchema>;

/** The fields that only admins read, in the order the form shows them. */
export const studentPrivateKeys = [
  'documento',
  ...addressKeys,
  'frequencia',
  'valorMensalidade',
  'valorAulaAvulsa',
  'formaPagamento',
  'dataVencimento',
] as const satisfies readonly (keyof StudentPrivate)[];
export type StudentPrivateFields = Pick<StudentPrivate, (typeof studentPrivateKeys)[number]>;

/** A student without a private document yet (created by an instrutor): nothing on file. */
export const emptyStudentPrivate: StudentPrivateFields = {
  documento: '',
  ...emptyAddress,
  frequencia: '',
  valorMensalidade: 0,
  valorAulaAvulsa: 0,
  formaPagamento: '',
  dataVencimento: '',
};

/** A student with what only admins see: what the admin's form edits and the contract prints. */
export type FullStudent = Student & StudentPrivateFields;

/** The two documents of a whole student: students/{id} and studentPrivate/{id}. */
export function splitStudent(full: FullStudent): { student: Student; details: StudentPrivate } {
  const { record, details } = splitRecord(full, studentPrivateKeys);
  return { student: record, details };
}

/** The whole student from its two documents; no private document reads as nothing on file. */
export function joinStudent<S extends Student>(student: S, details: StudentPrivateFields | null | undefined) {
  return { ...student, ...privateFields(details, studentPrivateKeys, emptyStudentPrivate) };
}
