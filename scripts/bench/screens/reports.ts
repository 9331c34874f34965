// Relatórios (/admin/relatorios) with the busy studio: time to the monthly closing, cold and warm,
// and the documents read — the students and summaries Pagamentos reads, plus only the payments of the
// month shown and the one before (target: no more than that; sums and counts are aggregations).
import { paths } from '../../../src/admin/paths.ts';
import { shiftMonth } from '../../../src/domain/closing.ts';
import { todayIso } from '../../../src/domain/dates.ts';
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
      return await coldAndWarm(page, paths.reports, 'closing', 'fechamento na tela', {
        coldReads: Math.floor(1.1 * bench.data.students.length) + paymentsShown + dueSoon,
      });
    } finally {
      await page.close();
    }
  },
};
