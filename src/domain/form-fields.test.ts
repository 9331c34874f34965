import { describe, expect, it } from 'vitest';
import { formatBRL } from './money';
import { limits } from './limits';
import { z } from './z';
import { cep, phone } from './fields';
import {
  addressFormShape,
  MONEY_MAX_MESSAGE,
  optionalCep,
  optionalCpf,
  optionalDate,
  optionalDocument,
  optionalEmail,
  optionalMoney,
  optionalPhone,
  requiredMoney,
  requiredText,
  text,
} from './form-fields';

describe('form fields', () => {
  it.each([
    ['optionalEmail', optionalEmail, ['', 'a@b.com', ' a@b.com '], ['a@', 'a b@c.com']],
    // Another country's number is refused, never cut into a Brazilian one ('+54 9 11 …' was '(54) 91123-4567').
    [
      'optionalPhone',
      optionalPhone,
      ['', '(22) 2645-1234', '(22) 99876-5432'],
      ['(22) 2645', '22', '+54 9 11 2345-6789', '+1 415 555 0123'],
    ],
    ['optionalCep', optionalCep, ['', '28900-000', '28900000'], ['2890', '28900-00']],
    ['optionalCpf', optionalCpf, ['', '123.456.789-09'], ['123.456.789-00', '111.111.111-11']],
    ['optionalDate', optionalDate, ['', '2025-02-28'], ['2025-02-29', '28/02/2025']],
    // An RG as typed; a CPF's 11 digits must be a real CPF (it prints on the contract).
    ['optionalDocument', optionalDocument, ['', '529.982.247-25', '123.456.78', '1.234.567'], ['123.456.789-00']],
    ['requiredText', requiredText('x', 5), ['a', ' abcde '], ['', '   ', 'abcdef']],
  ] as const)('%s', (_name, schema, good, bad) => {
    for (const value of good) expect(schema.safeParse(value).success, value).toBe(true);
    for (const value of bad) expect(schema.safeParse(value).success, value).toBe(false);
  });

  // What the forms give is what the stored schemas and the rules accept: the masks' formats.
  it('gives phones and CEPs as the masks write them, however they were typed or pasted', () => {
    expect(optionalPhone.parse('48 99812 3456')).toBe('(48) 99812-3456');
    expect(optionalPhone.parse('4832221111')).toBe('(48) 3222-1111');
    expect(optionalPhone.parse('')).toBe('');
    expect(optionalCep.parse(' 88063300 ')).toBe('88063-300');
    for (const value of ['48 99812 3456', '4832221111'])
      expect(phone.safeParse(optionalPhone.parse(value)).success).toBe(true);
    expect(cep.parse(optionalCep.parse('88063300'))).toBe('88063-300');
  });

  it("takes a state's two letters, in capitals, or nothing", () => {
    const estado = z.object(addressFormShape).shape.estado;
    expect(estado.parse(' sc ')).toBe('SC');
    expect(estado.parse('')).toBe('');
    for (const bad of ['S', 'SCX', 'S1']) {
      expect(estado.safeParse(bad).error?.issues[0]?.message, bad).toBe('Use a sigla (2 letras)');
    }
  });

  it.each([
    ['', 0],
    ['  ', 0],
    ['80', 80],
    ['80,5', 80.5],
    [Number.NaN, 0],
    [80.25, 80.25],
  ])('optionalMoney %s → %d', (input, value) => {
    expect(optionalMoney.parse(input)).toBe(value);
  });

  it('rejects bad money', () => {
    expect(optionalMoney.safeParse('-1').success).toBe(false);
    expect(optionalMoney.safeParse(Infinity).success).toBe(false);
  });

  it.each([
    ['optionalMoney', optionalMoney],
    ['requiredMoney', requiredMoney('Informe o valor')],
  ])('%s takes up to a million reais and says so beyond', (_name, schema) => {
    expect(schema.parse('1.000.000,00')).toBe(1_000_000);
    expect(schema.parse(1_000_000)).toBe(1_000_000);
    for (const over of ['1.000.000,01', '1000000.01', 1_000_000.01, '2000000']) {
      expect(schema.safeParse(over).error?.issues[0]?.message, String(over)).toBe(MONEY_MAX_MESSAGE);
    }
  });

  it('states the money limit as the app writes money', () => {
    expect(MONEY_MAX_MESSAGE).toBe(`Valor máximo: ${formatBRL(limits.money).replace(/\s/g, ' ')}`);
  });

  it('counts length as the rules do: an emoji is two characters', () => {
    expect(text(3).safeParse('ab😀').success).toBe(false);
    expect(text(4).safeParse('ab😀').success).toBe(true);
    expect(requiredText('x', 3).safeParse('a😀').success).toBe(true);
  });

  it('trims text', () => {
    expect(requiredText('x').parse('  Ana  ')).toBe('Ana');
  });
});
