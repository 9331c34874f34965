import { describe, expect, it } from 'vitest';
import { isActiveRecord, studentSchema } from './student';
import { sampleStudent } from './test-helpers';

describe('studentSchema (stored document)', () => {
  it.each([
    ['a full student', {}],
    [
      'empty optional fields',
      { email: '', telefone: '', dataNascimento: '', responsavel: '', telefoneResponsavel: '' },
    ],
    ['an inactive student', { active: false, deletedAt: 1718000001000 }],
    ['experimental discipline', { disciplina: 'cone hindu / chines' }],
  ])('accepts %s', (_case, patch) => {
    expect(studentSchema.safeParse({ ...sampleStudent, ...patch }).success).toBe(true);
  });

  it.each([
    ['empty name', { nome: '' }],
    ['long name', { nome: 'x'.repeat(121) }],
    ['unknown discipline', { disciplina: 'crossfit' }],
    ['empty discipline', { disciplina: '' }],
    ['birth date in dd/mm/yyyy', { dataNascimento: '12/04/1990' }],
    ['long responsavel phone', { telefoneResponsavel: '(22) 99876-54321' }],
    ['deletedAt missing', { deletedAt: undefined }],
    ['optin as string', { optinInstagram: 'sim' }],
    ['birth date with month 13', { dataNascimento: '1990-13-01' }],
    // What only admins read lives in studentPrivate (student-private.ts), never here.
    ['a CPF', { documento: '529.982.247-25' }],
    ['a street', { logradouro: 'Rua A' }],
    ['a fee', { valorMensalidade: 280 }],
    ['a frequency', { frequencia: '2x' }],
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
