// Percentages of a whole to one decimal that add up to 100,0 % (largest remainder method), equal
// parts always with equal shares, written the pt-BR way: '42,5%'.

/**
 * Each part's share in tenths of a percent (0..1000), less than a tenth from the exact share (an exact
 * one, e.g. a half, stays exact). They sum to 1000 when the total is positive — unless equal parts tie
 * for the last tenths: rather than tell two equal amounts apart ('29,2%' and '29,1%'), those are then
 * rounded to the nearest tenth together, and the column may sum a few tenths off 100,0%.
 */
export function shareTenths(parts: readonly number[]): number[] {
  const total = parts.reduce((sum, p) => sum + p, 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map((p) => (p / total) * 1000);
  const floors = exact.map(Math.floor);
  let left = 1000 - floors.reduce((sum, f) => sum + f, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const seen = new Set<number>();
  for (const { i, rest } of order) {
    if (left <= 0 || rest === 0) break;
    if (seen.has(i)) continue;
    // The part and every part equal to it: all rounded up, or none.
    const equal = parts.flatMap((p, j) => (p === parts[i] ? [j] : []));
    equal.forEach((j) => seen.add(j));
    const fits = equal.length <= left;
    if (fits || rest >= 0.5) for (const j of equal) floors[j] = (floors[j] ?? 0) + 1;
    // Not all of them fit: nothing with a smaller remainder is rounded up after them.
    if (!fits) break;
    left -= equal.length;
  }
  return floors;
}

const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 425 tenths → '42,5%'. */
export function formatTenths(tenths: number): string {
  return `${percentFormat.format(tenths / 10)}%`;
}
