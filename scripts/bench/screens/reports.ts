// Relatórios (/admin/relatorios) with the busy studio: time to the monthly closing, cold and warm
// (target ≤ 1,5 s cold, issue 19), and the documents read — the students and summaries Pagamentos
// reads, plus only the payments of the month shown and the one before (target: no more than that;
// sums and counts are aggregations). The floor reads what the closing waits for: the profile and the
// month's payments. Not the screen's other queries: run beside them, even unwaited and in the app's
// order, they made the bare page slower than the app (4.4–5.8 s against 1.8–3.1 s), no floor at all.
import { paths } from '../../../src/admin/paths.ts';
import { monthBounds, shiftMonth } from '../../../src/domain/closing.ts';
import { todayIso } from '../../../src/domain/dates.ts';
import { paymentsBetween, profile } from '../floor/queries.ts';
import { coldAndWarm, type ScreenBench } from '../harness.ts';

export const reportsBench: ScreenBench = {
  screen: 'Relatórios',
  marks: { closing: { selector: 'section table[aria-label^="Forma de pagamento"]' } },
  async run(bench) {
    const page = await bench.coldPage();
    const month = todayIso().slice(0, 7);
    const shown = new Set([month, shiftMonth(month, -1)]);
    const paymentsShown = bench.data.payments.filter((p) => shown.has(p.data.paymentDate.slice(0, 7))).length;
    const dueSoon = bench.data.payments.filter((p) => p.data.status === 'pending').length; // an upper bound
    try {
      const paid = paymentsBetween(monthBounds(month).from, monthBounds(month).to);
      return await coldAndWarm(
        page,
        paths.reports,
        'closing',
        'fechamento na tela',
        { cold: 1500, coldReads: Math.floor(1.1 * bench.data.students.length) + paymentsShown + dueSoon },
        { bench, queries: [profile, paid] },
      );
    } finally {
      await page.close();
    }
  },
};
