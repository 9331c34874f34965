import type { Locator, Page } from '@playwright/test';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { expectPayments, paymentsAt, seedStudentWithPayments } from './support/payments';
import { expect, test } from './support/test';

// Long flows on a shared 2-core machine: more room than the default 30 s per test.
test.describe.configure({ timeout: 90_000 });

let counter = 0;
const uniqueName = (first: string) => `${first} Pag${Date.now().toString(36)}${(counter += 1)}`;

const seedStudent = async (...args: Parameters<typeof seedStudentWithPayments>) =>
  (await seedStudentWithPayments(...args)).id;

const rowOf = (page: Page, nome: string) => page.getByRole('row').filter({ hasText: nome });
const cell = (row: Locator, field: string) => row.locator(`[data-field="${field}"]`);
const brl = (text: string) => text.replace(/ /g, '\u00a0');

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('registers a payment, edits the last and an older one; status and totals change live', async ({
  page,
  signedInAs,
}) => {
  const today = todayIso();
  const nome = uniqueName('Ana');
  const older = addDaysIso(today, -40);
  await seedStudent(nome, [{ amount: 280, status: 'paid', paymentDate: older, dueDate: older }], {
    valorMensalidade: 280,
    frequencia: '2x',
  });
  await signedInAs('admin', paymentsAt(nome));
  await expectPayments(page);
  const row = rowOf(page, nome);
  await expect(cell(row, 'status')).toHaveText('Pago');
  await expect(cell(row, 'count')).toHaveText('1');

  // A new payment, pending and due yesterday: the student is late at once.
  await row.getByRole('button', { name: 'Novo Pagamento' }).click();
  let dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await expect(dialog.getByRole('textbox', { name: 'Valor' })).toHaveValue('280,00');
  await choose(page, dialog, 'Status', 'Pendente');
  await dialog.getByLabel('Vencimento').fill(addDaysIso(today, -1));
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cell(row, 'status')).toHaveText('Em atraso');
  await expect(cell(row, 'count')).toHaveText('2');
  // In sight on a 1280-px screen, not past the table's edge (a click would scroll to it; a person must).
  await expect(row.getByRole('button', { name: 'Cobrar' })).toBeInViewport({ ratio: 1 });
  await row.getByRole('button', { name: 'Cobrar' }).click();
  const charge = page.getByRole('dialog', { name: `Cobrar — ${nome}` });
  await expect(charge.getByRole('link', { name: 'Cobrar via WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5548991112222\?text=/,
  );
  await charge.getByRole('button', { name: 'Fechar' }).click();

  // Editar Último: now paid.
  await row.getByRole('button', { name: 'Editar Último' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar pagamento' });
  await choose(page, dialog, 'Status', 'Pago');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento atualizado com sucesso!')).toBeVisible();
  await expect(cell(row, 'status')).toHaveText('Pago');
  await expect(cell(row, 'total')).toHaveText(brl('R$ 560,00'));

  // Histórico: edit the older payment; the totals follow without a reload.
  await row.getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: `Histórico — ${nome}` });
  await expect(history.getByText(brl('Total pago: R$ 560,00'))).toBeVisible();
  const lines = history.getByRole('row');
  await expect(lines).toHaveCount(3);
  await lines.nth(2).getByRole('button', { name: 'Editar' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar pagamento' });
  await expect(dialog.getByLabel('Data do pagamento')).toHaveValue(older);
  await dialog.getByRole('textbox', { name: 'Valor' }).fill('300,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(history.getByText(brl('Total pago: R$ 580,00'))).toBeVisible();
  await history.getByRole('button', { name: 'Fechar' }).click();
  await expect(cell(row, 'total')).toHaveText(brl('R$ 580,00'));
});

test('messages beside the fields; a student without a phone cannot be charged, and says why', async ({
  page,
  signedInAs,
}) => {
  const nome = uniqueName('Caio');
  const due = addDaysIso(todayIso(), -3);
  await seedStudent(nome, [{ amount: 90, status: 'pending', paymentDate: due, dueDate: due }], { telefone: '' });
  await signedInAs('admin', paymentsAt(nome));
  await expectPayments(page);
  const row = rowOf(page, nome);
  await expect(cell(row, 'status')).toHaveText('Em atraso');
  await row.getByRole('button', { name: 'Cobrar' }).click();
  const charge = page.getByRole('dialog', { name: `Cobrar — ${nome}` });
  await expect(charge.getByText('Sem telefone cadastrado: a mensagem não pode ser enviada.')).toBeVisible();
  await expect(charge.getByRole('link', { name: 'Cobrar via WhatsApp' })).toHaveCount(0);
  await charge.getByRole('button', { name: 'Fechar' }).click();

  await row.getByRole('button', { name: 'Novo Pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
  // The fee on file is proposed once the student's private part is read: typing before it lands
  // would race it (a clean-clone run once typed into the field while the proposal replaced it).
  await expect(dialog.getByRole('textbox', { name: 'Valor' })).toHaveValue('280,00');
  await dialog.getByRole('textbox', { name: 'Valor' }).fill('0');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText('O valor deve ser maior que zero')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Valor' }).fill('95,50');
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Aula de sábado');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible();
  await expect(cell(row, 'lastAmount')).toHaveText(brl('R$ 95,50'));
});

test('on a 375 px phone a row shows the name, its status under it and every action, and nothing overflows', async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const nome = uniqueName('Lúcia'); // some 18 letters
  const due = addDaysIso(todayIso(), -3);
  await seedStudent(nome, [{ amount: 90, status: 'pending', paymentDate: due, dueDate: due }]);
  await signedInAs('admin', paymentsAt(nome));
  await expectPayments(page);
  const row = rowOf(page, nome);
  await expect(cell(row, 'nome')).toContainText('Em atraso');
  await expect(page.getByRole('columnheader', { name: 'Status' })).toHaveCount(0);
  for (const action of ['Novo Pagamento', 'Editar Último', 'Histórico', 'Cobrar']) {
    await expect(row.getByRole('button', { name: action })).toBeInViewport();
  }
  // Not cut with '…': the name fits its box.
  const cut = await cell(row, 'nome')
    .getByText(nome, { exact: true })
    .evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('prints the receipt of a paid payment; a hostile student name prints as text', async ({
  page,
  context,
  signedInAs,
}) => {
  const tag = uniqueName('Recibo');
  const nome = `<img src=x onerror=alert(1)> ${tag}`;
  const day = addDaysIso(todayIso(), -2);
  await seedStudent(nome, [{ amount: 1234.5, status: 'paid', paymentDate: day, dueDate: day, paymentMethod: 'pix' }]);
  await signedInAs('admin', paymentsAt(tag));
  await expectPayments(page);
  await rowOf(page, tag).getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: `Histórico — ${nome}` });
  const opens = context.waitForEvent('page');
  await history.getByRole('button', { name: 'Imprimir recibo' }).click();
  const receipt = await opens;
  await expect(receipt.getByRole('heading', { name: 'Recibo' })).toBeVisible();
  await expect(receipt.getByText(nome).first()).toBeVisible();
  await expect(receipt.getByText('mil duzentos e trinta e quatro reais e cinquenta centavos').first()).toBeVisible();
  await expect(receipt.locator('img')).toHaveCount(0);
  await receipt.close();
});
