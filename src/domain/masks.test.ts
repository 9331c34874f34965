import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlyDigits } from './cpf';
import { isCompleteCep, isCompletePhone, maskCep, maskCpf, maskPhone, maskUf } from './masks';

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123.4'],
    ['123456', '123.456'],
    ['1234567', '123.456.7'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    ['123456789091234', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['abc123.4', '123.4'],
  ])('%s → %s', (input, output) => {
    expect(maskCpf(input)).toBe(output);
  });
});

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['21', '(21'],
    ['219', '(21) 9'],
    ['2199', '(21) 99'],
    ['219987', '(21) 9987'],
    ['2199876', '(21) 9987-6'],
    ['2126451234', '(21) 2645-1234'],
    ['21998765432', '(21) 99876-5432'],
    ['2199876543299', '(21) 99876-5432'],
    ['(21) 99876-5432', '(21) 99876-5432'],
    ['(21) 2645-1234', '(21) 2645-1234'],
    ['(21', '(21'],
    ['(2', '(2'],
    // Pasted as WhatsApp and the phone book write them: the country code and the trunk 0 go.
    ['+55 48 99876-5432', '(48) 99876-5432'],
    ['+55 (48) 3222-1234', '(48) 3222-1234'],
    ['048 99876-5432', '(48) 99876-5432'],
    ['0', ''],
    // 55 is also an area code (Santa Maria, RS): kept when the number has no more than 11 digits.
    ['55 99876-5432', '(55) 99876-5432'],
    // A digit too many typed after it is dropped, as for any area code: not read as +55 (99) 9887-7661.
    ['(55) 99988-77661', '(55) 99988-7766'],
    ['+55 (55) 99988-7766', '(55) 99988-7766'],
    // Another country's code: kept as typed, for the form to refuse, not cut into a Brazilian number.
    ['+54 9 11 2345-6789', '+54 9 11 2345-6789'],
    ['+1 415 555 0123', '+1 415 555 0123'],
    ['+', '+'],
    ['+5', '+5'],
    ['+55 4', '(4'], // typed after a '+', 55 is the country's code
  ])('%s → %s', (input, output) => {
    expect(maskPhone(input)).toBe(output);
  });
});

describe('maskCep', () => {
  it.each([
    ['', ''],
    ['289', '289'],
    ['28900', '28900'],
    ['289000', '28900-0'],
    ['28900000', '28900-000'],
    ['289000001', '28900-000'],
    ['28900-000', '28900-000'],
  ])('%s → %s', (input, output) => {
    expect(maskCep(input)).toBe(output);
  });
});

describe('maskUf', () => {
  it.each([
    ['', ''],
    ['s', 'S'],
    ['sc', 'SC'],
    ['SCX', 'SC'],
    ['S.C.', 'SC'],
    ['1s2c', 'SC'],
    ['Ém', 'EM'],
  ])('%s → %s', (input, output) => {
    expect(maskUf(input)).toBe(output);
  });
});

describe('completeness', () => {
  it.each([
    ['(21) 2645-1234', true],
    ['(21) 99876-5432', true],
    ['(21) 9987-6', false],
    ['', false],
    // Pasted with Brazil's code, whole; another country's number is not one the studio stores.
    ['+55 21 99876-5432', true],
    ['+1 415 555 0100', false],
    ['+54 11 2345-678', false],
  ])('phone %s → %s', (value, complete) => {
    expect(isCompletePhone(value)).toBe(complete);
  });

  it.each([
    ['28900-000', true],
    ['2890000', false],
  ])('cep %s → %s', (value, complete) => {
    expect(isCompleteCep(value)).toBe(complete);
  });
});

// What a mask may drop before the digits it keeps: a phone's trunk 0s, and its country code 55 when
// more than 11 digits follow the 0s (not after an area code (55) the field shows).
const phoneDropped = (input: string) => (/^\s*\(55\)/.test(input) ? /^0*/ : /^0*(?:55(?=\d{10}))?/);
const masks = [
  ['maskCpf', maskCpf, 11, 14, () => /^/],
  ['maskPhone', maskPhone, 11, 15, phoneDropped],
  ['maskCep', maskCep, 8, 9, () => /^/],
] as const;

describe.each(masks)('%s properties', (_name, mask, maxDigits, maxLength, dropped) => {
  const typed = fc.string({ unit: fc.constantFrom(...'0123456789 ()-.ab'.split('')), maxLength: 20 });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(mask(mask(input))).toBe(mask(input));
      }),
    );
  });

  it('keeps the first digits, in order, up to the cap', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(onlyDigits(mask(input))).toBe(onlyDigits(input).replace(dropped(input), '').slice(0, maxDigits));
      }),
    );
  });

  it('fits the stored length and never ends with a separator (backspace works)', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = mask(input);
        expect(out.length).toBeLessThanOrEqual(maxLength);
        if (out) expect(out).toMatch(/\d$/);
      }),
    );
  });

  it('typing digits one at a time gives the same as pasting them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (digits) => {
        let value = '';
        for (const d of digits) value = mask(value + d);
        expect(value).toBe(mask(digits));
      }),
    );
  });
});
