import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';

describe('amountInWords (the receipt)', () => {
  it.each([
    [1, 'um real'],
    [2, 'dois reais'],
    [0.01, 'um centavo'],
    [0.5, 'cinquenta centavos'],
    [1.01, 'um real e um centavo'],
    [15, 'quinze reais'],
    [21, 'vinte e um reais'],
    [100, 'cem reais'],
    [101, 'cento e um reais'],
    [280, 'duzentos e oitenta reais'],
    [320.5, 'trezentos e vinte reais e cinquenta centavos'],
    [1000, 'mil reais'],
    [1020, 'mil e vinte reais'],
    [1500, 'mil e quinhentos reais'],
    [1234.56, 'mil duzentos e trinta e quatro reais e cinquenta e seis centavos'],
    [2001, 'dois mil e um reais'],
    [10_000, 'dez mil reais'],
    [100_100, 'cem mil e cem reais'],
    [999_999.99, 'novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos'],
    [1_000_000, 'um milhão de reais'],
  ])('%s → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('reads binary noise as the cents it stands for', () => {
    expect(amountInWords(0.1 + 0.2)).toBe('trinta centavos');
  });

  it('writes plain numbers', () => {
    expect(numberInWords(0)).toBe('zero');
    expect(numberInWords(1100)).toBe('mil e cem');
    expect(numberInWords(1_000_001)).toBe('um milhão e um');
  });
});
