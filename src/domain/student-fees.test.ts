import { describe, expect, it } from 'vitest';
import { noFees, withAllowedFees } from './student-fees';
import { sampleStudent } from './test-helpers';

const typed = {
  ...sampleStudent,
  valorMensalidade: 999,
  valorAulaAvulsa: 50,
  formaPagamento: 'dinheiro' as const,
  dataVencimento: '5',
  frequencia: 'avulsa' as const,
};

describe('withAllowedFees', () => {
  it('keeps what an admin typed', () => {
    expect(withAllowedFees(typed, true, sampleStudent)).toEqual(typed);
  });

  it('keeps the stored fees when an instrutor edits', () => {
    expect(withAllowedFees(typed, false, sampleStudent)).toEqual({
      ...typed,
      valorMensalidade: 280,
      valorAulaAvulsa: 0,
      formaPagamento: 'pix',
      dataVencimento: '10',
      frequencia: '2x',
    });
  });

  it('leaves the fees empty on a student an instrutor creates', () => {
    expect(withAllowedFees(typed, false)).toEqual({ ...typed, ...noFees });
  });
});
