// Controle de Pagamentos (/admin/pagamentos) with the busy studio's 600 students and 15 000 payments
// (issue 12): navigation to the first table rows, cold and warm (target ≤ 1 s cold, issue 19), and the
// documents read — a cold open reads the students and a few summary shards, never the payments
// (target ≤ 1,1 × the number of students).
import { paths } from '../../../src/admin/paths.ts';
import { paymentSummaries, profile, students, pendingUsers } from '../floor/queries.ts';
import { coldAndWarm, type ScreenBench } from '../harness.ts';

/** A data row of the grid that has its status chip rendered (summaries arrived). */
const paymentRow = '[role="row"]:has([data-field="status"] .MuiChip-label)';

export const paymentsBench: ScreenBench = {
  screen: 'Controle de Pagamentos',
  marks: { paymentRows: { selector: paymentRow } },
  async run(bench) {
    const page = await bench.coldPage();
    const count = bench.data.students.length;
    try {
      return await coldAndWarm(
        page,
        paths.payments,
        'paymentRows',
        'primeiras linhas',
        { cold: 1000, coldReads: Math.floor(1.1 * count) },
        { bench, queries: [profile, students, paymentSummaries, pendingUsers] },
      );
    } finally {
      await page.close();
    }
  },
};
