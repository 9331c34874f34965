import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('starts with a BOM, separates cells with ; and lines with CRLF, numbers with a decimal comma', () => {
    expect(
      toCsv([
        ['Forma', 'Total'],
        ['PIX', 1234.5],
      ]),
    ).toBe('\uFEFFForma;Total\r\nPIX;1234,5\r\n');
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+5511999', "'+5511999"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['Ana; Bia', '"Ana; Bia"'],
    ['Diz "oi"', '"Diz ""oi"""'],
    ['linha\nnova', '"linha\nnova"'],
    ['Ação', 'Ação'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
