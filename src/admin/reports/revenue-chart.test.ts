import { describe, expect, it } from 'vitest';
import { barTotals } from './revenue-chart';

describe('the 12 months’ revenue bars', () => {
  const summed = Array.from({ length: 12 }, (_, i) => 100 * (i + 1)); // summed once, when the page opened

  it('draws the last two months from the live closings beside the chart, not from the first sums', () => {
    // A payment of the month before was marked paid meanwhile: its closing says 1 250, not 1 100.
    expect(barTotals(summed, 1250, 1300)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1250, 1300]);
  });

  it('keeps the server’s sum for the month before while its closing is not known', () => {
    expect(barTotals(summed, null, 1300).slice(10)).toEqual([1100, 1300]);
  });
});
