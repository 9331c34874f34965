import { describe, expect, it } from 'vitest';
import { studentSchema } from './student';
import {
  emptyStudentPrivate,
  joinStudent,
  splitStudent,
  studentPrivateKeys,
  studentPrivateSchema,
} from './student-private';
import { sampleFullStudent, sampleStudent, sampleStudentPrivate } from './test-helpers';

describe('studentPrivateSchema (stored document)', () => {
  it.each([
    ['a full private part', {}],
    ['nothing on file', emptyStudentPrivate],
    ['avulsa with class price', { frequencia: 'avulsa', valorAulaAvulsa: 90.5, valorMensalidade: 0 }],
    ['due day 31', { dataVencimento: '31' }],
    ['the largest fee', { valorMensalidade: 1_000_000 }],
    ['an RG', { documento: '5.123.456' }],
  ])('accepts %s', (_case, patch) => {
    expect(studentPrivateSchema.safeParse({ ...sampleStudentPrivate, ...patch }).success).toBe(true);
  });

  it.each([
    ['unknown frequencia', { frequencia: '6x' }],
    ['unknown payment method', { formaPagamento: 'cheque' }],
    ['due day 0', { dataVencimento: '0' }],
    ['due day 32', { dataVencimento: '32' }],
    ['due day 05', { dataVencimento: '05' }],
    ['negative fee', { valorMensalidade: -1 }],
    ['fee as text', { valorMensalidade: '280' }],
    ['a null fee', { valorMensalidade: null }],
    ['a fee over a million', { valorAulaAvulsa: 1_000_000.01 }],
    ['long cep', { cep: '28907-0000' }],
    ['3-letter estado', { estado: 'RJX' }],
    ['long complemento', { complemento: 'x'.repeat(121) }],
    ['a documento over 20 characters', { documento: 'x'.repeat(21) }],
    ['a student field', { nome: 'Beatriz' }],
    ['createdAt missing', { createdAt: undefined }],
  ])('rejects %s', (_case, patch) => {
    expect(studentPrivateSchema.safeParse({ ...sampleStudentPrivate, ...patch }).success).toBe(false);
  });
});

describe('splitStudent / joinStudent', () => {
  it('splits a whole student into the document everyone reads and the one only admins read', () => {
    const { student, details } = splitStudent(sampleFullStudent);
    expect(student).toEqual(sampleStudent);
    expect(details).toEqual(sampleStudentPrivate);
    expect(studentSchema.safeParse(student).success).toBe(true);
    expect(studentPrivateSchema.safeParse(details).success).toBe(true);
    for (const key of studentPrivateKeys) expect(student).not.toHaveProperty(key);
  });

  it('stamps the private part with the student’s own createdAt and updatedAt', () => {
    const { details } = splitStudent({ ...sampleFullStudent, createdAt: 5, updatedAt: 9 });
    expect(details).toMatchObject({ createdAt: 5, updatedAt: 9 });
  });

  it('joins the two documents back, without the private part’s own stamps or authorship', () => {
    const stored = { ...sampleStudentPrivate, createdAt: 1, updatedAt: 2, version: 3 };
    expect(joinStudent(sampleStudent, stored)).toEqual(sampleFullStudent);
  });

  it('reads a student without a private document (created by an instrutor) as nothing on file', () => {
    expect(joinStudent(sampleStudent, null)).toEqual({ ...sampleStudent, ...emptyStudentPrivate });
  });
});
