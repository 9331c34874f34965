import { describe, expect, it } from 'vitest';
import { isActiveRecord, studentSchema } from './student';
import { sampleStudent } from './test-helpers';

describe('studentSchema (stored document)', () => {
  it.each([
    ['a full student', {}],
    [
      'empty optional fields',
      { email: '', telefone: '', dataNascimento: '', frequencia: '', formaPagamento: '', dataVencimento: '', cep: '' },
    ],
    ['an inactive student', { active: false, deletedAt: 1718000001000 }],
    ['avulsa with class price', { frequencia: 'avulsa', valorAulaAvulsa: 90.5, valorMensalidade: 0 }],
    ['due day 31', { dataVencimento: '31' }],
    ['the largest fee', { valorMensalidade: 1_000_000 }],
    ['experimental discipline', { disciplina: 'cone hindu / chines' }],
  ])('accepts %s', (_case, patch) => {
    expect(studentSchema.safeParse({ ...sampleStudent, ...patch }).success).toBe(true);
  });

  it.each([
    ['empty name', { nome: '' }],
    ['long name', { nome: 'x'.repeat(121) }],
    ['unknown discipline', { disciplina: 'crossfit' }],
    ['empty discipline', { disciplina: '' }],
    ['unknown frequencia', { frequencia: '6x' }],
    ['unknown payment method', { formaPagamento: 'cheque' }],
    ['due day 0', { dataVencimento: '0' }],
    ['due day 32', { dataVencimento: '32' }],
    ['due day 05', { dataVencimento: '05' }],
    ['birth date in dd/mm/yyyy', { dataNascimento: '12/04/1990' }],
    ['negative fee', { valorMensalidade: -1 }],
    ['fee as text', { valorMensalidade: '280' }],
    ['long cep', { cep: '28907-0000' }],
    ['3-letter estado', { estado: 'RJX' }],
    ['long complemento', { complemento: 'x'.repeat(121) }],
    ['long responsavel phone', { telefoneResponsavel: '(22) 99876-54321' }],
    ['deletedAt missing', { deletedAt: undefined }],
    ['optin as string', { optinInstagram: 'sim' }],
    ['a null fee', { valorMensalidade: null }],
    ['a fee over a million', { valorAulaAvulsa: 1_000_000.01 }],
    ['birth date with month 13', { dataNascimento: '1990-13-01' }],
    ['an unknown key', { notaInterna: 'x' }],
    ['a nome of 119 letters and an emoji (121 UTF-16 units)', { nome: `${'x'.repeat(119)}😀` }],
  ])('rejects %s', (_case, patch) => {
    expect(studentSchema.safeParse({ ...sampleStudent, ...patch }).success).toBe(false);
  });

  it.each([
    [{ active: true }, true],
    [{ active: false }, false],
    [{}, true],
    [{ active: null }, true],
  ])('isActiveRecord(%o) = %s', (record, active) => {
    expect(isActiveRecord(record)).toBe(active);
  });
});
