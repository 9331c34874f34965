// Relatórios' monthly closing (SPEC 9): only payments with status paid whose paymentDate falls in
// the month (São Paulo calendar dates, so a month is a plain string prefix), with the split by
// payment method and by the discipline each payment paid for (recorded on the payment when it was
// made, issue 17: a student who switches discipline does not move last year's revenue), each share
// to one decimal adding up to 100,0 % (equal amounts with equal shares: percent.ts).
import { disciplineLabel, labelOf, paymentMethodLabels } from './enums';
import type { Payment } from './payment';
import { shareTenths } from './percent';

export type Month = string; // 'YYYY-MM'

export const monthOf = (iso: string): Month => iso.slice(0, 7);

/** The month `delta` months after `month` ('2025-01', -1 → '2024-12'). */
export function shiftMonth(month: Month, delta: number): Month {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First and last calendar day of a month, for a paymentDate range query. */
export function monthBounds(month: Month): { from: string; to: string } {
  return { from: `${month}-01`, to: `${month}-31` };
}

export interface ClosingLine {
  key: string;
  label: string;
  total: number;
  count: number;
  /** Share of the month's total in tenths of a percent. */
  tenths: number;
}

export interface Closing {
  month: Month;
  total: number;
  count: number;
  lines: ClosingLine[];
}

type Paid = Pick<Payment, 'amount' | 'status' | 'paymentDate' | 'paymentMethod' | 'discipline'>;

function closeBy(payments: readonly Paid[], month: Month, keyOf: (p: Paid) => string, labelFor: (k: string) => string) {
  const cents = new Map<string, { cents: number; count: number }>();
  let totalCents = 0;
  let count = 0;
  for (const p of payments) {
    if (p.status !== 'paid' || monthOf(p.paymentDate) !== month) continue;
    const c = Math.round(p.amount * 100);
    const key = keyOf(p);
    const line = cents.get(key) ?? { cents: 0, count: 0 };
    cents.set(key, { cents: line.cents + c, count: line.count + 1 });
    totalCents += c;
    count += 1;
  }
  const entries = [...cents].sort((a, b) => b[1].cents - a[1].cents || a[0].localeCompare(b[0]));
  const tenths = shareTenths(entries.map(([, v]) => v.cents));
  const lines = entries.map(([key, v], i) => ({
    key,
    label: labelFor(key),
    total: v.cents / 100,
    count: v.count,
    tenths: tenths[i] ?? 0,
  }));
  return { month, total: totalCents / 100, count, lines };
}

/** The month's closing by payment method ('' → 'Não informada'). */
export function closingByMethod(payments: readonly Paid[], month: Month): Closing {
  return closeBy(
    payments,
    month,
    (p) => p.paymentMethod,
    (k) => labelOf(paymentMethodLabels, k) || 'Não informada',
  );
}

/** The month's closing by the discipline paid for, with the spec's labels ('' → 'Sem disciplina'). */
export function closingByDiscipline(payments: readonly Paid[], month: Month): Closing {
  return closeBy(
    payments,
    month,
    (p) => p.discipline,
    (k) => disciplineLabel(k, 'Sem disciplina'),
  );
}
