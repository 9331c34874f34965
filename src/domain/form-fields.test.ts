import { describe, expect, it } from 'vitest';
import { optionalCep, optionalCpf, optionalDate, optionalEmail, optionalMoney, optionalPhone, requiredText } from './form-fields';

describe('form fields', () => {
  it.each([
    ['optionalEmail', optionalEmail, ['', 'a@b.com', ' a@b.com '], ['a@', 'a b@c.com']],
    ['optionalPhone', optionalPhone, ['', '(22) 2645-1234', '(22) 99876-5432'], ['(22) 2645', '22']],
    ['optionalCep', optionalCep, ['', '28900-000', '28900000'], ['2890', '28900-00']],
    ['optionalCpf', optionalCpf, ['', '123.456.789-09'], ['123.456.789-00', '111.111.111-11']],
    ['optionalDate', optionalDate, ['', '2025-02-28'], ['2025-02-29', '28/02/2025']],
    ['requiredText', requiredText('x', 5), ['a', ' abcde '], ['', '   ', 'abcdef']],
  ] as const)('%s', (_name, schema, good, bad) => {
    for (const value of good) expect(schema.safeParse(value).success, value).toBe(true);
    for (const value of bad) expect(schema.safeParse(value).success, value).toBe(false);
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

  it('trims text', () => {
    expect(requiredText('x').parse('  Ana  ')).toBe('Ana');
  });
});
