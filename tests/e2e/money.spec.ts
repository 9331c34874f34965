// Issue 17 in the browser: 'Gerar mensalidades' twice creates each due once; 'Cobrar' offers a Pix
// whose payload the BR Code library parses back to the due's amount and the studio's key (also from
// the QR code, read from the screen); the printed charge of an open due carries the same QR code.
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { studio } from '../../src/site/studio';
import { admin } from '../support/emulator';
import { readQr } from './support/qr';
import { expectPayments, paymentsAt, seedStudentWithPayments } from './support/payments';
import { expect, test, wholeStudio } from './support/test';

test.describe.configure({ timeout: 120_000 });

let counter = 0;
const uniqueName = (first: string) => `${first} Din${Date.now().toString(36)}${(counter += 1)}`;

const seedStudent = seedStudentWithPayments;

test("'Cobrar' carries a Pix of the due's amount, in the message, the code and the QR code", async ({
  page,
  signedInAs,
}) => {
  const nome = uniqueName('Pix');
  const due = addDaysIso(todayIso(), 3);
  const { dues } = await seedStudent(nome, [{ amount: 287.35, status: 'pending', paymentDate: due, dueDate: due }]);
  await signedInAs('admin', paymentsAt(nome));
  await expectPayments(page);
  await page.getByRole('row').filter({ hasText: nome }).getByRole('button', { name: 'Cobrar' }).click();
  const dialog = page.getByRole('dialog', { name: `Cobrar — ${nome}` });

  const payload = await dialog.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();
  const info = getPixPayloadInfo(payload);
  expect(info).toMatchObject({ key: studio.pix.key, amount: 287.35, txid: dues[0]?.id.slice(0, 25) });
  expect(await readQr(dialog.getByRole('img', { name: 'QR Code Pix' }))).toBe(payload);

  const href = (await dialog.getByRole('link', { name: 'Cobrar via WhatsApp' }).getAttribute('href')) ?? '';
  const text = new URL(href).searchParams.get('text') ?? '';
  expect(text).toContain('no valor de R$\u00a0287,35');
  expect(text.split('Pix copia e cola:\n')[1]).toBe(payload);
});

test('the printed charge of an open due carries its Pix QR code', async ({ page, context, signedInAs }) => {
  const nome = uniqueName('Cobranca');
  const due = addDaysIso(todayIso(), -2);
  await seedStudent(nome, [{ amount: 150, status: 'pending', paymentDate: due, dueDate: due }]);
  await signedInAs('admin', paymentsAt(nome));
  await expectPayments(page);
  await page.getByRole('row').filter({ hasText: nome }).getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: `Histórico — ${nome}` });
  const opens = context.waitForEvent('page');
  await history.getByRole('button', { name: 'Imprimir cobrança' }).click();
  const charge = await opens;
  await expect(charge.getByRole('heading', { name: 'Cobrança' })).toBeVisible();
  const qr = await readQr(charge.getByRole('img', { name: 'QR Code Pix' }));
  expect(getPixPayloadInfo(qr ?? '')).toMatchObject({ key: studio.pix.key, amount: 150 });
  await expect(charge.getByLabel('Pix copia e cola')).toHaveText(qr ?? '');
  await charge.close();
});

// Tagged: it generates a month's dues for every student, so it runs when no other test adds any.
test(
  "'Gerar mensalidades' twice creates each student's due once, and the statuses follow",
  wholeStudio,
  async ({ page, signedInAs }) => {
    const tag = uniqueName('Mensal');
    const fees = { valorMensalidade: 310, dataVencimento: '31', frequencia: '2x' as const };
    const ana = await seedStudent(`Ana ${tag}`, [], fees);
    const bia = await seedStudent(`Bia ${tag}`, [], { ...fees, frequencia: 'avulsa' });
    // A month of its own, next year's February, so no other test's dues are in it (dues are generated for
    // last, this or next year only: another year is taken for a typo).
    const year = Number(todayIso().slice(0, 4)) + 1;
    const month = `${year}-02`;
    const lastDay = `${new Date(Date.UTC(year, 2, 0)).getUTCDate()}/02/${year}`;
    const generate = async () => {
      await page.getByRole('button', { name: 'Gerar mensalidades' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gerar mensalidades' });
      await dialog.getByRole('combobox', { name: 'Mês' }).click();
      await page.getByRole('option', { name: 'fevereiro', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Ano' }).fill(String(year));
      return dialog;
    };
    await signedInAs('admin', paymentsAt(tag));
    await expectPayments(page);
    let dialog = await generate();
    await expect(dialog.getByRole('alert', { name: 'Prévia' })).toContainText(
      new RegExp(`Ser(á|ão) geradas? \\d+ mensalidades? de fevereiro de ${year}`),
    );
    await dialog.getByRole('button', { name: 'Gerar' }).click();
    await expect(page.getByText(/mensalidades? geradas? com sucesso!/)).toBeVisible({ timeout: 60_000 });
    const row = page.getByRole('row').filter({ hasText: `Ana ${tag}` });
    await expect(row.locator('[data-field="status"]')).toHaveText('Pendente');
    // The month's due is dated on its due day, and said to be open (no money received then).
    await expect(row.locator('[data-field="lastPaymentDate"]')).toHaveText(`${lastDay} · em aberto`);

    dialog = await generate();
    await expect(dialog.getByRole('alert', { name: 'Prévia' })).toContainText(
      `Nenhuma mensalidade a gerar em fevereiro de ${year}.`,
    );
    await expect(dialog.getByRole('button', { name: 'Gerar' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const stored = async (studentId: string) =>
      (await admin().db.collection('payments').where('studentId', '==', studentId).get()).docs.map((d) => d.id);
    expect(await stored(ana.id)).toEqual([`${month}_${ana.id}`]);
    expect(await stored(bia.id)).toEqual([]);
  },
);
