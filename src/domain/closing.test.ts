import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingByDiscipline, closingByMethod, monthBounds, shiftMonth } from './closing';
import { formatTenths, shareTenths } from './percent';

import type { Discipline, PaymentMethod, PaymentStatus } from './enums';

const p = (
  amount: number,
  paymentDate: string,
  paymentMethod: PaymentMethod | '' = 'pix',
  status: PaymentStatus = 'paid',
  discipline: Discipline | '' = 'pilates',
) => ({ amount, paymentDate, paymentMethod, status, discipline });

describe('monthly closing', () => {
  it('counts only paid payments whose paymentDate is in the month, by method, shares adding to 100,0 %', () => {
    const closing = closingByMethod(
      [
        p(100, '2025-06-01'),
        p(0.1, '2025-06-30', 'dinheiro'),
        p(0.2, '2025-06-15', 'dinheiro'),
        p(50, '2025-06-20', ''),
        p(999, '2025-05-31'), // previous month
        p(999, '2025-07-01'), // next month
        p(999, '2025-06-10', 'pix', 'pending'),
        p(999, '2025-06-10', 'pix', 'overdue'),
      ],
      '2025-06',
    );
    expect(closing.total).toBe(150.3);
    expect(closing.count).toBe(4);
    expect(closing.lines.map((l) => [l.label, l.total, l.count, formatTenths(l.tenths)])).toEqual([
      ['Pix', 100, 1, '66,5%'],
      ['Não informada', 50, 1, '33,3%'],
      ['Dinheiro', 0.3, 2, '0,2%'],
    ]);
  });

  it('splits by the discipline each payment paid for, with the spec’s labels', () => {
    const closing = closingByDiscipline(
      [
        p(100, '2025-06-01', 'pix', 'paid', 'ballet'),
        p(200, '2025-06-02', 'pix', 'paid', 'cone hindu / chines'),
        p(5, '2025-06-03', 'pix', 'paid', ''),
      ],
      '2025-06',
    );
    expect(closing.lines.map((l) => [l.label, formatTenths(l.tenths)])).toEqual([
      ['Cone Hindu / Chines', '65,6%'],
      ['Ballet Infantil', '32,8%'],
      ['Sem disciplina', '1,6%'],
    ]);
  });

  it('is empty for a month without paid payments', () => {
    expect(closingByMethod([p(10, '2025-06-01', 'pix', 'pending')], '2025-06')).toEqual({
      month: '2025-06',
      total: 0,
      count: 0,
      lines: [],
    });
  });

  it.each([
    ['2025-01', -1, '2024-12'],
    ['2024-12', 1, '2025-01'],
    ['2025-06', -12, '2024-06'],
  ])('shiftMonth(%s, %i) = %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it('bounds a month by its calendar dates, so the last day counts (São Paulo dates, no time zone)', () => {
    expect(monthBounds('2025-02')).toEqual({ from: '2025-02-01', to: '2025-02-31' });
    expect('2025-02-28' <= monthBounds('2025-02').to).toBe(true);
    expect('2025-03-01' <= monthBounds('2025-02').to).toBe(false);
  });
});

describe('shares', () => {
  // Small amounts too, so that equal parts (ties) come up often.
  const amount = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 6 }));

  it('are each within a tenth of the exact share (an exact one exact), equal for equal parts, and add up to 100,0 % unless equal parts tie', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 15 }), (parts) => {
        const tenths = shareTenths(parts);
        const total = parts.reduce((a, b) => a + b, 0);
        const sum = tenths.reduce((a, b) => a + b, 0);
        const exact = parts.map((p) => (p / (total || 1)) * 1000);
        tenths.forEach((t, i) => expect(Math.abs(t - (exact[i] ?? 0))).toBeLessThan(1));
        exact.forEach((e, i) => Number.isInteger(e) && expect(tenths[i]).toBe(e));
        parts.forEach((p, i) => parts.forEach((q, j) => p === q && expect(tenths[i]).toBe(tenths[j])));
        if (total === 0) expect(sum).toBe(0);
        else if (new Set(parts).size === parts.length) expect(sum).toBe(1000);
        else expect(Math.abs(sum - 1000)).toBeLessThan(parts.length);
      }),
    );
  });

  it('give equal amounts the same share, rounded to the nearest tenth (R$ 460,00 twice is not 29,2% and 29,1%)', () => {
    expect(shareTenths([46000, 46000, 65800]).map(formatTenths)).toEqual(['29,2%', '29,2%', '41,7%']);
    expect(shareTenths([1, 1, 1]).map(formatTenths)).toEqual(['33,3%', '33,3%', '33,3%']);
    expect(shareTenths([2, 1, 1]).map(formatTenths)).toEqual(['50,0%', '25,0%', '25,0%']);
    // An exact half stays 50,0%, whatever the equal thirds of the rest need.
    expect(shareTenths([1, 1, 1, 3]).map(formatTenths)).toEqual(['16,7%', '16,7%', '16,7%', '50,0%']);
  });

  it('writes pt-BR percentages', () => {
    expect(formatTenths(425)).toBe('42,5%');
    expect(formatTenths(1000)).toBe('100,0%');
    expect(formatTenths(0)).toBe('0,0%');
  });
});
