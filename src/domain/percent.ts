// Percentages of a whole to one decimal that add up to exactly 100,0 % (largest remainder method),
// written the pt-BR way: '42,5%'.

/** Each part's share in tenths of a percent (0..1000), summing to 1000 when the total is positive. */
export function shareTenths(parts: readonly number[]): number[] {
  const total = parts.reduce((sum, p) => sum + p, 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map((p) => (p / total) * 1000);
  const floors = exact.map(Math.floor);
  let left = 1000 - floors.reduce((sum, f) => sum + f, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 425 tenths → '42,5%'. */
export function formatTenths(tenths: number): string {
  return `${percentFormat.format(tenths / 10)}%`;
}
