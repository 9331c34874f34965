import type { Browser, Page } from '@playwright/test';
import { generateCpf } from '../../src/domain/cpf';
import { maskCpf } from '../../src/domain/masks';
import { admin, createStaff, emulatorHosts, projectId, uniqueEmail } from '../support/emulator';
import { demoPassword, expectDashboard, login, menu } from './support/admin';
import { expect, test, wholeStudio } from './support/test';

// Two browsers at once (the admin and the person they manage) on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });
// The table only renders the rows in view; a tall window keeps this file's rows (named 'Aa ...' to
// sort near the top) rendered however many accounts the other tests left behind.
test.use({ viewport: { width: 1280, height: 1400 } });

let counter = 0;
/** Sorts near the top of the table (by name) and no other test uses it. */
const uniqueName = (first: string) => `Aa ${first} ${Date.now().toString(36)}${(counter += 1)}`;

/** signedInAs's option to sign in straight into Usuários. */
const usersAt = { at: '/admin/usuarios' };

async function expectUsers(page: Page) {
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Clicks a row action and confirms it in the dialog that follows (its button may say more). */
async function act(page: Page, who: string, action: 'Ativar' | 'Revogar' | 'Tornar admin', confirm: string = action) {
  await rowOf(page, who).getByRole('button', { name: action }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The person being managed, signed in on a browser of their own. */
async function otherBrowser(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return { context, page };
}

/** The link of the last password-reset e-mail the Auth emulator "sent" to `email`. */
async function resetLinkFor(email: string): Promise<string> {
  const response = await fetch(`http://${emulatorHosts().auth}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)?.oobLink;
  if (!link) throw new Error(`no reset e-mail for ${email}`);
  return link;
}

test('an admin creates an instrutor, who sets a password from the reset e-mail and signs in', async ({
  page,
  signedInAs,
  browser,
}) => {
  const me = await signedInAs('admin', { nome: uniqueName('Admin'), ...usersAt });
  const nome = uniqueName('Laura');
  const email = uniqueEmail('laura');
  await expectUsers(page);
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(nome);
  // A CPF of her own: one already on another account is refused (the test accounts share one).
  const cpf = generateCpf();
  await dialog.getByRole('textbox', { name: 'CPF' }).pressSequentially(cpf);
  await expect(dialog.getByRole('textbox', { name: 'CPF' })).toHaveValue(maskCpf(cpf));
  await dialog.getByRole('textbox', { name: 'Telefone' }).pressSequentially('48991112233');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Cadastrar Usuário' }).click();
  await expect(page.getByText(/Usuário cadastrado com sucesso!/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, email)).toContainText('Instrutor');
  await expect(rowOf(page, email)).toContainText('Ativo');
  // The admin is still themselves: their own row, and the admin-only screen still open.
  await expect(rowOf(page, me.email)).toContainText('(você)');
  await expect(menu(page).getByRole('link', { name: /^Usuários/ })).toBeVisible();

  // The new person follows the link of the e-mail (the emulator's reset page) and signs in.
  const link = new URL(await resetLinkFor(email));
  link.searchParams.set('newPassword', 'minha-senha-nova1');
  expect((await page.request.get(link.toString())).ok()).toBe(true);
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await login(newcomer, email, { password: 'minha-senha-nova1' });
  await expectDashboard(newcomer);
  await expect(menu(newcomer).getByRole('link', { name: /^Usuários/ })).toHaveCount(0);
  // The link went to that address: the e-mail now counts as confirmed, and the admin sees it live.
  await expect(rowOf(page, email).getByRole('img', { name: 'Email confirmado' })).toBeVisible();
  await context.close();
});

test('approving a pending user takes them from the waiting screen to the dashboard, live', async ({
  page,
  signedInAs,
  browser,
}) => {
  const email = uniqueEmail('pendente');
  const nome = uniqueName('Paula');
  await createStaff(email, { active: 'pending', nome, password: demoPassword });
  const waiting = await otherBrowser(browser, email);
  await expect(waiting.page.getByRole('heading', { name: 'Aguardando aprovação' })).toBeVisible();
  // Reloaded on the dashboard while waiting: its data, asked for at once, is refused meanwhile.
  await waiting.page.goto('/admin/dashboard');
  await expect(waiting.page.getByRole('heading', { name: 'Aguardando aprovação' })).toBeVisible();

  await signedInAs('admin', usersAt);
  await expectUsers(page);
  await expect(menu(page).getByRole('link', { name: /aguardando aprovação/ })).toBeVisible();
  await expect(rowOf(page, email)).toContainText('Pendente');
  // Nobody opened a verification link for this address: approving it takes a second thought.
  await expect(rowOf(page, email).getByRole('img', { name: 'Email não confirmado' })).toBeVisible();
  await act(page, email, 'Ativar', 'Aprovar mesmo assim');
  await expect(page.getByText('Usuário ativado com sucesso!')).toBeVisible();
  await expect(rowOf(page, email)).toContainText('Ativo');
  // Who approved, and when: the row's 'Histórico' (in its menu) reads the log the approval wrote.
  await rowOf(page, email).getByRole('button', { name: /mais/i }).click();
  await page.getByRole('menuitem', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: `Histórico — ${nome}` });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(
    /^Cadastro aprovado — Instrutor, Ativo\d\d\/\d\d\/\d{4} às \d\d:\d\d por /,
  );
  // Below it, the sign-up it approved (which writes no entry of its own).
  await expect(history.getByRole('listitem').last()).toContainText(
    new RegExp(`^Cadastro feito pela própria pessoa — Pendente\\d\\d/\\d\\d/\\d{4} às \\d\\d:\\d\\d por ${nome}$`),
  );
  await history.getByRole('button', { name: 'Fechar' }).click();

  await expectDashboard(waiting.page);
  // …and once approved the dashboard asks again: the agenda, not a refusal.
  const day = waiting.page.getByRole('list', { name: 'Horários do dia' });
  await expect(day.or(waiting.page.getByText('Sem horários registrados para hoje.')).first()).toBeVisible();
  await expect(waiting.page.getByText(/Não foi possível carregar/)).toHaveCount(0);
  await waiting.context.close();
});

test('a revoked user is signed out live; a promoted one sees the admin menu live', async ({
  page,
  signedInAs,
  browser,
}) => {
  const promotedEmail = uniqueEmail('promovido');
  const revokedEmail = uniqueEmail('revogado');
  await createStaff(promotedEmail, { nome: uniqueName('Pedro'), password: demoPassword });
  const revokedUid = await createStaff(revokedEmail, { nome: uniqueName('Rui'), password: demoPassword });
  const promoted = await otherBrowser(browser, promotedEmail);
  const revoked = await otherBrowser(browser, revokedEmail);
  await expectDashboard(promoted.page);
  await expectDashboard(revoked.page);
  await expect(menu(promoted.page).getByRole('link', { name: /^Usuários/ })).toHaveCount(0);

  await signedInAs('admin', usersAt);
  await expectUsers(page);
  await act(page, promotedEmail, 'Tornar admin');
  await expect(rowOf(page, promotedEmail)).toContainText('Admin');
  await expect(menu(promoted.page).getByRole('link', { name: /^Usuários/ })).toBeVisible();
  await expect(menu(promoted.page).getByRole('link', { name: 'Pagamentos' })).toBeVisible();

  await act(page, revokedEmail, 'Revogar');
  await expect(rowOf(page, revokedEmail)).toContainText('Inativo');
  await expect(revoked.page).toHaveURL(/\/admin\/login$/);
  await expect(revoked.page.getByText('Seu acesso foi desativado. Fale com a administração do estúdio.')).toBeVisible();
  expect((await admin().db.doc(`users/${revokedUid}`).get()).data()).toMatchObject({ active: false });
  await Promise.all([promoted.context.close(), revoked.context.close()]);
});

test('on a 375 px phone a whole name shows, with its status under it, and nothing overflows', async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const nome = uniqueName('Fernanda'); // some 21 letters: a full name (10 fitted before)
  await createStaff(uniqueEmail('celular'), { active: 'pending', nome }); // pending rows come first
  await signedInAs('admin', usersAt);
  const name = rowOf(page, nome).locator('[data-field="nome"]');
  await expect(name).toContainText('Pendente');
  await expect(rowOf(page, nome).getByRole('button', { name: 'Ativar' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Status' })).toHaveCount(0);
  // Not cut with '…': the text fits its box.
  const cut = await name.getByText(nome, { exact: true }).evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

// Tagged: it counts the rows in view, so it runs when no other test adds a user.
test(
  'Usuários never paints a partial table: the first rows shown are already every user in view',
  wholeStudio,
  async ({ page, signedInAs }) => {
    await signedInAs('admin', { nome: uniqueName('Admin') });
    const other = uniqueName('Bia');
    await createStaff(uniqueEmail('instrutor'), { nome: other });
    // How many rows the table has the first time it shows any. This device's cache holds the admin's
    // own profile (the session reads it), which an answer from the cache alone would show by itself.
    await page.addInitScript(() => {
      const rows = () =>
        document.querySelectorAll('[role="grid"][aria-label="Usuários"] [role="row"]:has([role="gridcell"])');
      new MutationObserver((_, observer) => {
        const count = rows().length;
        if (count === 0) return;
        (window as unknown as { firstRows: number }).firstRows = count;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(usersAt.at);
    await expectUsers(page);
    await expect(rowOf(page, other)).toBeVisible();
    const first = await page.evaluate(() => (window as unknown as { firstRows?: number }).firstRows);
    const shown = await page
      .locator('[role="grid"][aria-label="Usuários"] [role="row"]:has([role="gridcell"])')
      .count();
    expect(shown).toBeGreaterThan(1);
    expect(first).toBe(shown);
  },
);
