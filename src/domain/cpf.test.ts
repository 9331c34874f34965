import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeCpf, cpfCheckDigit, generateCpf, isValidCpf, onlyDigits } from './cpf';
import { maskCpf } from './masks';

describe('isValidCpf', () => {
  it.each([
    ['123.456.789-09', true],
    ['12345678909', true],
    ['529.982.247-25', true],
    ['111.444.777-35', true],
    ['123.456.789-00', false],
    ['123.456.789-19', false],
    ['111.111.111-11', false],
    ['00000000000', false],
    ['99999999999', false],
    ['1234567890', false],
    ['123456789091', false],
    ['', false],
    ['abc', false],
  ])('%s → %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

describe('check digits', () => {
  it('computes both digits', () => {
    expect(cpfCheckDigit('123456789')).toBe(0);
    expect(cpfCheckDigit('1234567890')).toBe(9);
    expect(completeCpf('529982247')).toBe('52998224725');
  });

  it('rejects a base that is not 9 digits', () => {
    expect(() => completeCpf('12345678')).toThrow();
  });

  it('keeps only digits', () => {
    expect(onlyDigits('(21) 9.8-7a')).toBe('21987');
  });
});

describe('generateCpf', () => {
  it('is deterministic for a given random source', () => {
    const source = () => {
      let n = 0;
      return () => (n = (n * 7 + 3) % 10) / 10;
    };
    expect(generateCpf(source())).toBe(generateCpf(source()));
  });

  it.each([0, 0.55, 0.999])('avoids nine equal digits (random always %s)', (value) => {
    const cpf = generateCpf(() => value);
    expect(cpf).not.toMatch(/^(\d)\1{8}/);
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('always yields a valid CPF (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 9, maxLength: 9 }),
        (values) => {
          let i = 0;
          const cpf = generateCpf(() => values[i++ % values.length] ?? 0.5);
          expect(cpf).toMatch(/^\d{11}$/);
          expect(isValidCpf(cpf)).toBe(true);
          expect(isValidCpf(maskCpf(cpf))).toBe(true);
        },
      ),
    );
  });

  // (Mod 11 maps remainders 0 and 1 to the same digit, so a few base-digit changes go unnoticed;
  // a wrong check digit never does.)
  it('changing a check digit of a valid CPF makes it invalid (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/),
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (base, pos, delta) => {
          fc.pre(!/^(\d)\1{8}$/.test(base));
          const cpf = completeCpf(base);
          const digit = (Number(cpf[pos]) + delta) % 10;
          const changed = cpf.slice(0, pos) + String(digit) + cpf.slice(pos + 1);
          expect(isValidCpf(changed)).toBe(false);
        },
      ),
    );
  });
});
