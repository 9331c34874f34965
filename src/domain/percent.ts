// Percentages of a whole to one decimal that add up to 100,0 % (largest remainder method), equal
// parts always with equal shares, written the pt-BR way: '42,5%'.

/**
 * Each part's share in tenths of a percent (0..1000), each less than a tenth from the exact share.
 * They sum to 1000 when the total is positive — unless equal parts tie for the last tenths: rather
 * than tell two equal amounts apart ('29,2%' and '29,1%'), they then sum a tenth or so short.
 */
export function shareTenths(parts: readonly number[]): number[] {
  const total = parts.reduce((sum, p) => sum + p, 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map((p) => (p / total) * 1000);
  const floors = exact.map(Math.floor);
  let left = 1000 - floors.reduce((sum, f) => sum + f, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const given = new Set<number>();
  for (const { i } of order) {
    if (left <= 0) break;
    if (given.has(i)) continue;
    // The part and every other part equal to it, all rounded up or none.
    const equal = parts.flatMap((p, j) => (p === parts[i] ? [j] : []));
    equal.forEach((j) => given.add(j));
    if (equal.length > left) continue;
    for (const j of equal) floors[j] = (floors[j] ?? 0) + 1;
    left -= equal.length;
  }
  return floors;
}

const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 425 tenths → '42,5%'. */
export function formatTenths(tenths: number): string {
  return `${percentFormat.format(tenths / 10)}%`;
}
