import { describe, expect, it } from 'vitest';
import { formatBRL, formatBRLTick, formatMoneyInput, parseMoneyInput, roundMoney } from './money';

const nbsp = '\u00a0';

describe('formatBRL', () => {
  it.each([
    [0, `R$${nbsp}0,00`],
    [150, `R$${nbsp}150,00`],
    [1234.5, `R$${nbsp}1.234,50`],
    [0.1 + 0.2, `R$${nbsp}0,30`],
    [1000000, `R$${nbsp}1.000.000,00`],
  ])('%d → %s', (value, text) => {
    expect(formatBRL(value)).toBe(text);
  });
});

describe('formatBRLTick', () => {
  it.each([
    [0, `R$${nbsp}0`],
    [2500, `R$${nbsp}2.500`],
    [100000, `R$${nbsp}100.000`],
    [0.5, `R$${nbsp}0,50`],
    [12.25, `R$${nbsp}12,25`],
  ])('%d → %s', (value, text) => {
    expect(formatBRLTick(value)).toBe(text);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['150', 150],
    ['150.5', 150.5],
    ['150.50', 150.5],
    ['150,50', 150.5],
    ['1.234,56', 1234.56],
    ['1.234.567,8', 1234567.8],
    ['1.500', 1500], // thousands, as written in Brazil: money has no third decimal
    ['R$ 2.000', 2000],
    ['1.234.567', 1234567],
    ['1234,5', 1234.5],
    ['R$ 1.234,56', 1234.56],
    [`R$${nbsp}99,90`, 99.9],
    ['0', 0],
    [' 80 ', 80],
  ])('%s → %d', (input, value) => {
    expect(parseMoneyInput(input)).toBe(value);
  });

  it.each(['', 'abc', '-10', '10,123', '1.2345', '10.5555', '1.2,50', '12,', '1,2,3', '1e3', '.5', '1.50.0'])(
    '%s → null',
    (input) => {
      expect(parseMoneyInput(input)).toBeNull();
    },
  );
});

describe('roundMoney', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1.005, 1.01],
    [2.675, 2.68],
    [10, 10],
  ])('%d → %d', (value, rounded) => {
    expect(roundMoney(value)).toBe(rounded);
  });
});

describe('formatMoneyInput', () => {
  it.each([
    [0, ''],
    [280, '280,00'],
    [1234.5, '1234,50'],
    [0.1 + 0.2, '0,30'],
    [999999.99, '999999,99'],
  ])('%d → %j, read back as the same amount', (value, text) => {
    expect(formatMoneyInput(value)).toBe(text);
    if (text) expect(parseMoneyInput(text)).toBe(roundMoney(value));
  });
});
