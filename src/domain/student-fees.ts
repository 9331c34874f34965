// The fee fields of a student are set by admins only (DESIGN.md "Fees are set by admins"): an
// instrutor's save keeps them as they were, and a student an instrutor creates starts without them.

import { feeKeys, noFees, type StudentFees } from './student';

export { noFees, type StudentFees };
export const studentFeeFields = feeKeys;

export function feesOf(student: StudentFees): StudentFees {
  return {
    valorMensalidade: student.valorMensalidade,
    valorAulaAvulsa: student.valorAulaAvulsa,
    formaPagamento: student.formaPagamento,
    dataVencimento: student.dataVencimento,
    frequencia: student.frequencia,
  };
}

/** `data` with the fees it may carry: its own for an admin, otherwise those of `previous` (or none). */
export function withAllowedFees<T extends StudentFees>(data: T, canSetFees: boolean, previous?: StudentFees): T {
  return canSetFees ? data : { ...data, ...feesOf(previous ?? noFees) };
}
