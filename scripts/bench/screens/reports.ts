// Relatórios (/admin/relatorios) with the busy studio: time to the monthly closing, cold and warm
// (target ≤ 1,5 s cold, issue 19), and the documents read — the students and summaries Pagamentos
// reads, plus only the payments of the month shown and the one before (target: no more than that;
// sums and counts are aggregations). The floor runs what the closing waits for: the profile, the
// students, the summaries and the month's payments (the month before is a query of its own).
import { paths } from '../../../src/admin/paths.ts';
import { monthBounds, shiftMonth } from '../../../src/domain/closing.ts';
import { todayIso } from '../../../src/domain/dates.ts';
import { addDaysIso } from '../../../src/domain/dates.ts';
import { paymentsBetween, paymentSummaries, pendingDue, pendingUsers, profile, students } from '../floor/queries.ts';
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
      const today = todayIso();
      const paid = paymentsBetween(monthBounds(month).from, monthBounds(month).to);
      const before = monthBounds(shiftMonth(month, -1));
      const background = [
        { ...paymentsBetween(before.from, before.to), background: true },
        pendingDue(today, addDaysIso(today, 7)),
        pendingUsers,
      ];
      return await coldAndWarm(
        page,
        paths.reports,
        'closing',
        'fechamento na tela',
        { cold: 1500, coldReads: Math.floor(1.1 * bench.data.students.length) + paymentsShown + dueSoon },
        { bench, queries: [profile, students, paymentSummaries, paid, ...background] },
      );
    } finally {
      await page.close();
    }
  },
};
