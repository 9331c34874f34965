import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isMinor,
  makeStudentFormSchema,
  MINOR_REQUIRED,
  studentFormDefaults,
  studentFromForm,
  studentToForm,
} from './student-form';
import { studentSchema } from './student';
import { splitStudent, studentPrivateSchema } from './student-private';
import { fieldErrors, sampleFullStudent, sampleStudent, sampleStudentPrivate } from './test-helpers';

const today = '2025-06-15';
const schema = makeStudentFormSchema(today);
const adult = { ...studentToForm(sampleFullStudent) };

describe('makeStudentFormSchema', () => {
  it('accepts an adult with only name and discipline', () => {
    expect(schema.safeParse({ ...studentFormDefaults, nome: 'Carla', disciplina: 'yoga' }).success).toBe(true);
  });

  it('shows the spec messages on an empty form', () => {
    expect(fieldErrors(schema.safeParse(studentFormDefaults))).toEqual({
      nome: 'Informe o nome',
      disciplina: 'Selecione a disciplina',
    });
  });

  it.each([
    ['bad email', { email: 'bia@' }, 'email', 'Email inválido'],
    ['7-digit CEP', { cep: '2890700' }, 'cep', 'CEP inválido'],
    ['bad phone', { telefone: '(22) 9987' }, 'telefone', 'Telefone inválido'],
    ['bad amount', { valorMensalidade: 'abc' }, 'valorMensalidade', 'Valor inválido: use números, como 150 ou 150,50'],
    ['fee over a million', { valorAulaAvulsa: '1000000,01' }, 'valorAulaAvulsa', 'Valor máximo: R$ 1.000.000,00'],
    ['3 decimals', { valorAulaAvulsa: '10,555' }, 'valorAulaAvulsa', 'Valor inválido: use números, como 150 ou 150,50'],
    ['due day 40', { dataVencimento: '40' }, 'dataVencimento', 'Dia inválido (1 a 31)'],
    ['birth in the future', { dataNascimento: '2025-06-16' }, 'dataNascimento', 'Data no futuro'],
    ['invalid birth date', { dataNascimento: '2025-02-30' }, 'dataNascimento', 'Data inválida'],
    ['a year typed wrong', { dataNascimento: '1800-05-10' }, 'dataNascimento', 'Data muito antiga: confira o ano'],
    ['121 years ago', { dataNascimento: '1904-06-14' }, 'dataNascimento', 'Data muito antiga: confira o ano'],
    ['long estado', { estado: 'RJX' }, 'estado', 'Use a sigla (2 letras)'],
  ])('%s', (_case, patch, field, message) => {
    expect(fieldErrors(schema.safeParse({ ...adult, ...patch }))[field]).toBe(message);
  });

  it('takes a birth date up to 120 years ago', () => {
    expect(schema.safeParse({ ...adult, dataNascimento: '1905-06-15' }).success).toBe(true);
  });

  it.each([
    [
      '17 years old, no guardian',
      '2007-06-16',
      '',
      '',
      { responsavel: 'Obrigatório para menor', telefoneResponsavel: 'Obrigatório para menor' },
    ],
    ['17 years old, guardian name only', '2007-06-16', 'Marta', '', { telefoneResponsavel: 'Obrigatório para menor' }],
    [
      '17 years old, guardian phone only',
      '2007-06-16',
      '',
      '(22) 99876-5432',
      { responsavel: 'Obrigatório para menor' },
    ],
    ['turns 18 today', '2007-06-15', '', '', {}],
    ['child with guardian', '2018-03-02', 'Marta Alves', '(22) 99876-5432', {}],
    ['no birth date', '', '', '', {}],
  ])('%s', (_case, dataNascimento, responsavel, telefoneResponsavel, errors) => {
    const result = schema.safeParse({ ...adult, dataNascimento, responsavel, telefoneResponsavel });
    expect(fieldErrors(result)).toEqual(errors);
  });

  it('shows the guardian messages together with the other errors', () => {
    const errors = fieldErrors(schema.safeParse({ ...studentFormDefaults, dataNascimento: '2015-01-01' }));
    expect(errors).toMatchObject({
      nome: 'Informe o nome',
      disciplina: 'Selecione a disciplina',
      responsavel: 'Obrigatório para menor',
      telefoneResponsavel: 'Obrigatório para menor',
    });
  });

  it('is a minor relative to the given day', () => {
    expect(isMinor('2007-06-16', today)).toBe(true);
    expect(isMinor('2007-06-15', today)).toBe(false);
    expect(isMinor('', today)).toBe(false);
    expect(isMinor(undefined, today)).toBe(false);
  });
});

describe('the minor rule on the studio clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const noGuardian = { ...adult, responsavel: '', telefoneResponsavel: '' };
  const guardianErrors = { responsavel: MINOR_REQUIRED, telefoneResponsavel: MINOR_REQUIRED };

  it.each([
    // 18th birthday: still 17 until midnight in São Paulo (03:00 UTC).
    ['2025-06-15T02:59:00Z', '2007-06-15', guardianErrors],
    ['2025-06-15T03:00:00Z', '2007-06-15', {}],
    // Born on a leap day: 18 on 1 March of a common year.
    ['2026-02-28T15:00:00Z', '2008-02-29', guardianErrors],
    ['2026-03-01T15:00:00Z', '2008-02-29', {}],
    ['2025-06-15T12:00:00Z', '1950-01-01', {}],
    ['2025-06-15T12:00:00Z', '2025-06-15', guardianErrors],
  ])('at %s, born %s', (instant, dataNascimento, errors) => {
    vi.setSystemTime(new Date(instant));
    expect(fieldErrors(makeStudentFormSchema().safeParse({ ...noGuardian, dataNascimento }))).toEqual(errors);
  });

  it('a future birth date says so and asks for no guardian', () => {
    vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    expect(fieldErrors(makeStudentFormSchema().safeParse({ ...noGuardian, dataNascimento: '2025-06-16' }))).toEqual({
      dataNascimento: 'Data no futuro',
    });
  });

  it('a guardian with spaces only is no guardian', () => {
    vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    const result = makeStudentFormSchema().safeParse({
      ...noGuardian,
      dataNascimento: '2015-01-01',
      responsavel: '   ',
      telefoneResponsavel: '(48) 99876-5432',
    });
    expect(fieldErrors(result)).toEqual({ responsavel: MINOR_REQUIRED });
  });
});

describe('form ↔ document', () => {
  it('round-trips a stored student and its private part', () => {
    const data = schema.parse(studentToForm(sampleFullStudent));
    const next = studentFromForm(data, 1718000009000, sampleStudent);
    expect(next).toEqual({ ...sampleFullStudent, updatedAt: 1718000009000 });
    const { student, details } = splitStudent(next);
    expect(student).toEqual({ ...sampleStudent, updatedAt: 1718000009000 });
    expect(details).toEqual({ ...sampleStudentPrivate, updatedAt: 1718000009000 });
  });

  it('creates an active student with amounts in reais', () => {
    const data = schema.parse({
      ...studentFormDefaults,
      nome: ' Davi ',
      disciplina: 'jiu-jitsu',
      valorMensalidade: '1.234,50',
      estado: 'rj',
    });
    const created = studentFromForm(data, 5);
    expect(created).toMatchObject({
      nome: 'Davi',
      valorMensalidade: 1234.5,
      valorAulaAvulsa: 0,
      estado: 'RJ',
      active: true,
      createdAt: 5,
      updatedAt: 5,
      deletedAt: null,
    });
    const { student, details } = splitStudent(created);
    expect(studentSchema.safeParse(student).success).toBe(true);
    expect(studentPrivateSchema.safeParse(details).success).toBe(true);
  });

  it('shows zero amounts as empty fields', () => {
    expect(studentToForm(sampleFullStudent)).toMatchObject({ valorMensalidade: '280,00', valorAulaAvulsa: '' });
  });
});
