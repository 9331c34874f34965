import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_LENGTH, generatePassword, type RandomSource } from './password';

/** A source that always returns `value`, to pin the output. */
const constant =
  (value: number): RandomSource =>
  (buffer) =>
    buffer.fill(value);

describe('generatePassword', () => {
  it('makes passwords that pass a strict policy: lower and upper case, a digit and a symbol, always', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/^[A-Za-z0-9!@#%&*?_.~]+$/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });

  it('never repeats itself (drawn from crypto.getRandomValues)', () => {
    const seen = new Set(Array.from({ length: 500 }, () => generatePassword()));
    expect(seen.size).toBe(500);
  });

  it.each([10, 12, 32])('honours a length of %i', (length) => {
    expect(generatePassword(length)).toHaveLength(length);
  });

  it.each([9, 0, -1, 10.5])('refuses a length of %s', (length) => {
    expect(() => generatePassword(length)).toThrow(RangeError);
  });

  it('still ends with each kind when the random source only ever says 0', () => {
    expect(generatePassword(10, constant(0))).toBe('aaaaaaaA2!');
  });

  it('redraws values that would bias the choice instead of folding them', () => {
    const values = [0xffff_ffff, 1];
    let call = 0;
    const source: RandomSource = (buffer) => buffer.fill(values[Math.min(call++, 1)] ?? 1);
    // The first draw (the top of the range) is above the unbiased limit and is thrown away.
    expect(generatePassword(10, source).charAt(0)).toBe('b');
  });
});
