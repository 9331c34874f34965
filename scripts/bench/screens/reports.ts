// Relatórios (/admin/relatorios) with the busy studio: time to the monthly closing, cold and warm,
// and the documents read — the students and summaries Pagamentos reads, plus only the payments of the
// month shown and the one before (target: no more than that; sums and counts are aggregations).
import { paths } from '../../../src/admin/paths.ts';
import { shiftMonth } from '../../../src/domain/closing.ts';
import { todayIso } from '../../../src/domain/dates.ts';
import { monthBounds } from '../../../src/domain/closing.ts';
import { paymentsBetween, paymentSummaries, profile, students } from '../floor/queries.ts';
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
      const paid = paymentsBetween(monthBounds(shiftMonth(month, -1)).from, monthBounds(month).to);
      return await coldAndWarm(
        page,
        paths.reports,
        'closing',
        'fechamento na tela',
        { cold: 1500, coldReads: Math.floor(1.1 * bench.data.students.length) + paymentsShown + dueSoon },
        { bench, queries: [profile, students, paymentSummaries, paid] },
      );
    } finally {
      await page.close();
    }
  },
};
