// Money is a number in reais with two decimals (DESIGN.md "Data").

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56' (the space is a no-break space, as Intl writes it). */
export function formatBRL(value: number): string {
  return brl.format(value);
}

const brlWhole = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });

/** 'R$ 2.500', and 'R$ 0,50' when not whole: a chart axis's tick, narrower than an amount (cents only when some). */
export function formatBRLTick(value: number): string {
  return Number.isInteger(value) ? brlWhole.format(value) : brl.format(value);
}

/** Rounds to cents, avoiding binary noise such as 0.1 + 0.2. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Reads a typed amount: '150', '150,50', '1.500', '1.234,56' or 'R$ 1.234,56' as written in Brazil, and
 * '150.5' (a keyboard whose decimal key types a dot). Dots that group digits by three are thousands
 * ('1.500' is 1500: money never has three decimals). Returns null unless it is a non-negative amount
 * with ≤ 2 decimals.
 */
export function parseMoneyInput(input: string): number | null {
  let text = input.replace(/R\$/g, '').replace(/\s/g, '');
  if (text === '') return null;
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (text.includes(',')) {
    if (!/^(\d+|\d{1,3}(\.\d{3})+),\d{1,2}$/.test(text)) return null;
    text = text.replace(/\./g, '').replace(',', '.');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return roundMoney(Number(text));
}

/** An amount as a pt-BR form field shows it: '1234,50' (read back by parseMoneyInput); '' for 0. */
export function formatMoneyInput(value: number): string {
  return value ? roundMoney(value).toFixed(2).replace('.', ',') : '';
}
