// Alunos / Pacientes (/admin/alunos) with the busy studio's 600 students (issue 9): navigation to the
// first table rows, cold and warm (target ≤ 1 s cold), the documents read, and the slowest search
// keystroke, typed character by character into 'Buscar' (target ≤ 50 ms to the next paint).
import type { Page } from '@playwright/test';
import { paths } from '../../../src/admin/paths.ts';
import type { BenchData } from '../../seed-bench-data.ts';
import { profile, students, pendingUsers } from '../floor/queries.ts';
import { coldAndWarm, type Figure, type ScreenBench } from '../harness.ts';

/** A data row of a grid or table (not its header). */
const rowSelector = ['[role="row"]:has([role="gridcell"])', '[role="row"]:has([role="cell"])', 'table tbody tr'].join(
  ', ',
);

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** An active student with an accented first name, and what a user would type: 'joao pedro'. */
export function searchFor(data: BenchData): { query: string; nome: string } {
  const active = data.students.map((s) => s.data).filter((s) => s.active);
  const student = active.find((s) => stripAccents(s.nome.split(' ')[0] ?? '') !== s.nome.split(' ')[0]) ?? active[0];
  const nome = student?.nome ?? '';
  return { query: stripAccents(nome.split(' ').slice(0, 2).join(' ')).toLowerCase(), nome };
}

interface Key {
  key: string;
  paint: number | null;
  settled: number | null;
}

async function typing(page: Page, data: BenchData): Promise<Figure[]> {
  const { query, nome } = searchFor(data);
  const paintLabel = 'tecla mais lenta → pintura';
  const listLabel = 'tecla mais lenta → lista atualizada';
  const box = page.getByRole('searchbox', { name: 'Buscar' }).or(page.getByRole('textbox', { name: 'Buscar' }));
  if (!(await box.first().isVisible())) {
    const note = "sem campo 'Buscar'";
    return [
      { label: paintLabel, unit: 'ms', value: null, target: { max: 50 }, note },
      { label: listLabel, unit: 'ms', value: null, note },
    ];
  }
  await box.first().click();
  await page.evaluate('window.__salusBench.startKeys()');
  await page.keyboard.type(query, { delay: 250 }); // about a person's typing speed
  await page.waitForTimeout(1500); // the last keystroke's list update
  const keys = (await page.evaluate('window.__salusBench.stopKeys()')) as Key[];
  const found = await page.locator(rowSelector).filter({ hasText: nome }).count();
  const note = found > 0 ? undefined : `"${query}" não mostrou ${nome}`;
  const worst = (values: (number | null)[]) =>
    values.some((v) => v === null) ? null : Math.max(...(values as number[]));
  return [
    {
      label: paintLabel,
      unit: 'ms',
      value: worst(keys.map((k) => k.paint)),
      target: { max: 50 },
      ...(note ? { note } : {}),
    },
    { label: listLabel, unit: 'ms', value: worst(keys.map((k) => k.settled ?? k.paint)), ...(note ? { note } : {}) },
  ];
}

export const studentsBench: ScreenBench = {
  screen: 'Alunos / Pacientes',
  marks: { studentRows: { selector: rowSelector } },
  async run(bench) {
    const page = await bench.coldPage();
    try {
      const { figures, steps } = await coldAndWarm(
        page,
        paths.students,
        'studentRows',
        'primeiras linhas',
        { cold: 1000 },
        { bench, queries: [profile, students, pendingUsers] },
      );
      return { figures: [...figures, ...(await typing(page.page, bench.data))], ...(steps ? { steps } : {}) };
    } finally {
      await page.close();
    }
  },
};
