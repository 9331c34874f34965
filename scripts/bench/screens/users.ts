// Usuários (/admin/usuarios): the first table rows, cold and warm, and the documents read — the
// users list plus the menu's count of users waiting for approval.
import { paths } from '../../../src/admin/paths.ts';
import { profile, users, pendingUsers } from '../floor/queries.ts';
import { coldAndWarm, type ScreenBench } from '../harness.ts';

export const usersBench: ScreenBench = {
  screen: 'Usuários',
  marks: { userRows: { selector: '[role="grid"][aria-label="Usuários"] [role="row"]:has([role="gridcell"])' } },
  async run(bench) {
    const page = await bench.coldPage();
    try {
      return await coldAndWarm(
        page,
        paths.users,
        'userRows',
        'primeiras linhas',
        { cold: 1000 },
        {
          bench,
          queries: [profile, users, pendingUsers],
        },
      );
    } finally {
      await page.close();
    }
  },
};
