import { readFile } from 'node:fs/promises';
import { admin, stored } from '../support/emulator';
import { payment, student } from '../support/fixtures';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

// A month long past, so the closing holds only this test's payments.
const month = '2019-03';

/** A student of this test with paid payments: [amount, paymentDate, paymentMethod]. */
async function seedPaid(payments: readonly (readonly [number, string, 'pix' | 'dinheiro'])[]) {
  const db = admin().db;
  const ref = await db
    .collection('students')
    .add(stored(student({ nome: `Rita Relatorio ${Date.now()}`, disciplina: 'yoga' })));
  for (const [amount, paymentDate, paymentMethod] of payments) {
    await db.collection('payments').add(
      stored(
        payment({
          studentId: ref.id,
          amount,
          paymentDate,
          dueDate: paymentDate,
          paymentMethod,
          status: 'paid',
          discipline: 'yoga',
        }),
      ),
    );
  }
}

test('shows both closings and the charts, and exports the closing to CSV', async ({ page, signedInAs }) => {
  await seedPaid([
    [200, '2019-03-05', 'pix'],
    [100, '2019-03-31', 'dinheiro'],
    [150, '2019-02-10', 'pix'],
  ]);
  await signedInAs('admin', { at: `/admin/relatorios?mes=${month}` });
  await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();

  const closing = page.getByRole('region', { name: 'Fechamento mensal' });
  const march = closing.getByRole('table', { name: /março de 2019$/ });
  await expect(march.getByRole('row').nth(1)).toHaveText(/Pix1R\$\s200,0066,7%/);
  await expect(march.getByRole('row').nth(2)).toHaveText(/Dinheiro1R\$\s100,0033,3%/);
  const february = closing.getByRole('table', { name: /fevereiro de 2019 \(mês anterior\)$/ });
  await expect(february.getByRole('row').last()).toHaveText(/Total1R\$\s150,00100,0%/);

  const disciplines = page.getByRole('region', { name: 'Fechamento por disciplina' });
  await expect(disciplines.getByRole('row').nth(1)).toHaveText(/Yoga2R\$\s300,00100,0%/);
  await expect(disciplines.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receita dos últimos 12 meses' }).locator('svg').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await closing.getByRole('button', { name: /Exportar CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`fechamento-${month}.csv`);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text).toContain('Pix;1;200;66,7%\r\n');
  expect(text).toContain('Total;2;300;100,0%\r\n');

  // Printed: no menu or buttons, and dark text for white paper (the screen is dark).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(closing.getByRole('button', { name: /Exportar CSV/ })).toBeHidden();
  await expect(march).toBeVisible();
  await expect(closing.getByRole('heading', { name: 'Fechamento mensal' })).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(march.getByRole('row').nth(1)).toHaveCSS('color', 'rgb(0, 0, 0)');
  // The filters are hidden on paper, so the report says what it covers; its lists print every row.
  await expect(
    page.getByText(
      /^Cadastros de \d\d\/\d\d\/\d{4} a .* · Mês do fechamento: março de 2019 · Emitido em \d\d\/\d\d\/\d{4}$/,
    ),
  ).toBeVisible();
  const registered = page.getByRole('table', { name: 'Novos cadastros no período' });
  await expect(registered.locator('xpath=..')).toHaveCSS('max-height', 'none');
});

test("on a 375 px phone Relatórios and Feriados e recesso fit the screen; a wide table scrolls inside itself; each holiday's switch is on screen", async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await seedPaid([[12345.67, '2019-05-06', 'dinheiro']]); // a month of its own
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await signedInAs('admin', { at: '/admin/relatorios?mes=2019-05' });
  await expect(page.getByRole('region', { name: 'Fechamento mensal' }).getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Frequência do mês' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The closing needs no sideways scroll: each total whole on screen, its share of the month under it.
  const may = page.getByRole('region', { name: 'Fechamento mensal' }).getByRole('table', { name: /maio de 2019$/ });
  const total = may.getByRole('row').last().getByRole('cell').nth(2);
  await expect(total).toHaveText(/^R\$\s12\.345,67100,0%$/);
  await may.scrollIntoViewIfNeeded();
  await expect(total).toBeInViewport({ ratio: 1 });
  expect(await may.locator('xpath=..').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  // The charts' figures whole: a bar's share within the drawing, which ends with its value axis's line
  // ('100,0%' was cut there), and the revenue's axis without cents ('R$ 10.000,00' was cut to 'R$ 1…').
  const byDiscipline = page.getByRole('region', { name: 'Fechamento por disciplina' });
  const axisBox = await byDiscipline.locator('.MuiChartsAxis-directionX .MuiChartsAxis-line').boundingBox();
  const shareBox = await byDiscipline.locator('svg').getByText('100,0%').boundingBox();
  expect((shareBox?.x ?? 0) + (shareBox?.width ?? 0)).toBeLessThanOrEqual((axisBox?.x ?? 0) + (axisBox?.width ?? 0));
  const revenueAxis = page
    .getByRole('region', { name: 'Receita dos últimos 12 meses' })
    .locator('svg:has(text)')
    .first();
  await expect(revenueAxis.getByText(/^R\$\s\d{1,3}\.000$/).first()).toBeVisible();
  await expect(revenueAxis.getByText(/…/)).toHaveCount(0);
  await page.goto('/admin/feriados');
  const holidays = page.getByRole('table', { name: 'Feriados' });
  await expect(holidays).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // No sideways scrolling to reach 'Estúdio fechado': the kind goes under the name instead of a column.
  await expect(holidays.getByRole('columnheader', { name: 'Tipo' })).toHaveCount(0);
  const first = holidays.getByRole('row').nth(1);
  await expect(first.getByText(/^(nacional|estadual|ponto facultativo)$/)).toBeVisible();
  await expect(first.getByRole('cell').last().getByRole('switch')).toBeVisible();
  await expect(first.getByRole('cell').last()).toBeInViewport({ ratio: 1 });
  // The credits' validity says its unit: beside 'Salvar' its label lost '(dias)'.
  const validity = page.locator('label', { hasText: 'Validade do crédito de reposição (dias)' });
  await expect(page.getByLabel('Validade do crédito de reposição (dias)')).toHaveValue(/^\d+$/);
  expect(await validity.evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(0);
});
