// The fee fields of a student are set by admins only (DESIGN.md "Fees are set by admins"): an
// instrutor's save keeps them as they were, and a student an instrutor creates starts without them.
import type { Student } from './student';

export const studentFeeFields = ['valorMensalidade', 'valorAulaAvulsa', 'formaPagamento', 'dataVencimento'] as const;
export type StudentFees = Pick<Student, (typeof studentFeeFields)[number]>;

export const noFees: StudentFees = { valorMensalidade: 0, valorAulaAvulsa: 0, formaPagamento: '', dataVencimento: '' };

export function feesOf(student: StudentFees): StudentFees {
  return {
    valorMensalidade: student.valorMensalidade,
    valorAulaAvulsa: student.valorAulaAvulsa,
    formaPagamento: student.formaPagamento,
    dataVencimento: student.dataVencimento,
  };
}

/** `data` with the fees it may carry: its own for an admin, otherwise those of `previous` (or none). */
export function withAllowedFees<T extends StudentFees>(data: T, canSetFees: boolean, previous?: StudentFees): T {
  return canSetFees ? data : { ...data, ...feesOf(previous ?? noFees) };
}
