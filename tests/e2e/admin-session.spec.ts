import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { admin, createStaff, followLastMail, mailsTo, storeStudent, uniqueEmail } from '../support/emulator';
import { fullStudent } from '../support/fixtures';
import { expectDashboard, login, menu, submitLogin } from './support/admin';

test('sign up → login → the pending user waits for approval and sees no data', async ({ page }) => {
  const email = uniqueEmail('cadastro');
  await page.goto('/admin/signup');
  await page.getByLabel('Nome completo').fill('Renata Carvalho');
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await page.getByLabel('Telefone').pressSequentially('22998765432');
  await expect(page.getByLabel('Telefone')).toHaveValue('(22) 99876-5432');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Criar usuário' }).click();

  // Account, profile, e-mail and sign-out of the second instance: four round trips, slow on a busy machine.
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 20_000 });
  await expect(page.getByText(/Conta criada! Enviamos um link para o seu email/)).toBeVisible();
  expect(await mailsTo(email, 'VERIFY_EMAIL')).toHaveLength(1);
  await login(page, email, { password: 'segredo1' });
  await expect(page.getByRole('heading', { name: 'Aguardando aprovação' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alunos / Pacientes' })).toHaveCount(0);
  await expect(page.getByText(`Abra o link que enviamos para ${email}`, { exact: false })).toBeVisible();

  // The person opens the link (in another tab), then tells the waiting screen.
  const account = await admin().auth.getUserByEmail(email);
  await followLastMail(email, 'VERIFY_EMAIL');
  await page.getByRole('button', { name: 'Já confirmei' }).click();
  await expect(page.getByText('Email confirmado.')).toBeVisible();
  await expect.poll(async () => (await admin().db.doc(`users/${account.uid}`).get()).data()?.emailVerified).toBe(true);

  // Approval shows up live: the waiting screen gives way to the dashboard.
  await admin().db.doc(`users/${account.uid}`).update({ active: true });
  await expectDashboard(page);
});

test('signup shows the spec messages beside the fields and keeps what was typed', async ({ page }) => {
  await page.goto('/admin/signup');
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Preencha todos os campos obrigatórios.').first()).toBeVisible();

  await page.getByLabel('Nome completo').fill('Tiago Ramos');
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('outra-senha');
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Senhas não conferem.')).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Tiago Ramos');
});

test('signup with an e-mail already in use says so and keeps the form filled', async ({ page, allowConsoleErrors }) => {
  // Chromium logs the Auth emulator's 400 answer, which this test provokes on purpose.
  allowConsoleErrors(/status of 400/);
  const email = uniqueEmail('repetido');
  await createStaff(email);
  await page.goto('/admin/signup');
  await page.getByLabel('Nome completo').fill('Outra Pessoa');
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByLabel('Telefone').pressSequentially('2226431234');
  await expect(page.getByLabel('Telefone')).toHaveValue('(22) 2643-1234');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByRole('alert')).toContainText('Falha ao criar usuário.');
  await expect(page.getByRole('alert')).toContainText('Este email já está cadastrado.');
  // Beside the e-mail too, with the cursor there to change it.
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Este email já está cadastrado.');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Outra Pessoa');
});

async function reopen(
  browser: Browser,
  state: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>,
) {
  // A new context with the saved cookies, localStorage and IndexedDB is a browser restart:
  // sessionStorage (the "this session only" persistence) does not survive it.
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  return { context, page };
}

test('"Manter conectado" on: the session survives a browser restart', async ({ page, browser }) => {
  const email = uniqueEmail('lembrar');
  await createStaff(email);
  await login(page, email);
  await expectDashboard(page);
  const { context, page: again } = await reopen(browser, await page.context().storageState({ indexedDB: true }));
  await expectDashboard(again);
  await context.close();
});

test('"Manter conectado" off: the session ends with the browser session', async ({ page, browser }) => {
  const email = uniqueEmail('esquecer');
  await createStaff(email);
  await login(page, email, { remember: false });
  await expectDashboard(page);
  await page.reload();
  await expectDashboard(page); // still signed in within the same session
  const left = () => {
    const names = Object.keys(localStorage).filter((key) => key.startsWith('salus:'));
    return indexedDB.databases().then((dbs) => [...names, ...dbs.flatMap((db) => db.name ?? [])].sort());
  };
  // The studio's data, cached on this computer while signed in...
  expect(await page.evaluate(left)).toContainEqual(expect.stringMatching(/^firestore\//));
  const { context, page: again } = await reopen(browser, await page.context().storageState({ indexedDB: true }));
  await expect(again).toHaveURL(/\/admin\/login$/);
  // ...is gone once the browser is opened again: the next person at it never sees it.
  await expect.poll(() => again.evaluate(left)).not.toContainEqual(expect.stringMatching(/^(firestore\/|salus:)/));
  await context.close();
});

test('"Manter conectado" on: another tab on the sign-in page follows, so no tab later writes back someone else', async ({
  page,
}) => {
  const email = uniqueEmail('duas-abas');
  await createStaff(email, { nome: 'Ana Duas Abas' });
  const other = await page.context().newPage();
  await other.goto('/admin/login');
  await login(page, email);
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Ana Duas Abas!' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Bem-vindo(a), Ana Duas Abas!' })).toBeVisible();
  await other.close();
});

test('"Manter conectado" off: a reload keeps this tab\'s person, though someone else then signed in on this computer with it on', async ({
  page,
}) => {
  const [first, second] = [uniqueEmail('so-sessao'), uniqueEmail('lembrada')];
  await createStaff(first, { nome: 'Beatriz Sessão' });
  await createStaff(second, { nome: 'Carla Lembrada' });
  await login(page, first, { remember: false });
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Beatriz Sessão!' })).toBeVisible();
  // A colleague at the same computer signs in in another tab with "Manter conectado", and leaves.
  const other = await page.context().newPage();
  await login(other, second);
  await expect(other).toHaveURL(/\/admin\/dashboard$/);
  await other.close();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Beatriz Sessão!' })).toBeVisible();
});

test('"Manter conectado" off: a change still waiting when the browser closed is kept, and sent at the next sign-in', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /^Failed to load resource: net::ERR_FAILED$/,
    /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
  );
  const email = uniqueEmail('pendente');
  await createStaff(email);
  const nome = `Aluna Pendente ${Date.now().toString(36)}`;
  const id = await storeStudent(fullStudent({ nome, telefone: '(48) 3222-1111' }));
  await login(page, email, { remember: false });
  await expectDashboard(page);
  await page.goto(`/admin/alunos?q=${encodeURIComponent(nome)}`);
  // Writes cannot reach the server: the change waits in this computer's cache.
  await page.route('**/google.firestore.v1.Firestore/Write/channel**', (route) => route.abort());
  await page.getByRole('row').filter({ hasText: nome }).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar aluno' });
  await dialog.getByRole('textbox', { name: 'Telefone', exact: true }).fill('48991234567');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Sincronização' })).toContainText('1 alteração aguardando envio', {
    timeout: 30_000,
  });

  const { context, page: again } = await reopen(browser, await page.context().storageState({ indexedDB: true }));
  await expect(again).toHaveURL(/\/admin\/login$/);
  await submitLogin(again, email, { remember: false });
  await expectDashboard(again);
  await expect
    .poll(async () => (await admin().db.doc(`students/${id}`).get()).get('telefone'), { timeout: 60_000 })
    .toBe('(48) 99123-4567');
  await context.close();
});

test('an admin setting a signed-in user inactive signs that user out live', async ({ page }) => {
  const email = uniqueEmail('revogado');
  const uid = await createStaff(email);
  await login(page, email);
  await expectDashboard(page);
  await admin().db.doc(`users/${uid}`).update({ active: false });
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Seu acesso foi desativado. Fale com a administração do estúdio.')).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('password recovery asks Firebase for the e-mail in Portuguese and confirms it was sent', async ({
  page,
  allowConsoleErrors,
}) => {
  // The Auth emulator answers one request of the reset flow with 400, which Chromium logs.
  allowConsoleErrors(/status of 400/);
  const email = uniqueEmail('recuperar');
  await createStaff(email);
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  // The login page has an Email field too: fill only once the recovery page has replaced it.
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  const request = page.waitForRequest(/accounts:sendOobCode/);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  // The language Firebase writes the e-mail (and its page to choose a password) in.
  expect((await request).headers()['x-firebase-locale']).toBe('pt-BR');
  await expect(page.getByRole('status').filter({ hasText: 'Se existir' })).toHaveText(
    'Se existir uma conta com este email, um link foi enviado. Verifique sua caixa de entrada e spam.',
  );
});

test('without "Manter conectado", signing out in a duplicated tab signs the first one out too', async ({ page }) => {
  const email = uniqueEmail('duplicada');
  await createStaff(email);
  await login(page, email, { remember: false });
  await expectDashboard(page);
  // A duplicated tab starts with a copy of this tab's session storage, and so with its session.
  const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const copy = await page.context().newPage();
  await copy.addInitScript((entries) => {
    if (sessionStorage.length === 0) for (const [key, value] of JSON.parse(entries)) sessionStorage.setItem(key, value);
  }, session);
  await copy.goto('/admin/alunos');
  await expect(copy.getByRole('heading', { name: 'Alunos / Pacientes' })).toBeVisible();

  // Its Sair deletes the cache both tabs use: the first one does not stay signed in on a dead one.
  await menu(copy).getByRole('button', { name: 'Sair' }).click();
  await expect(copy).toHaveURL(/\/admin\/login$/);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('signing out in one tab signs the other out too, and that tab signs in again on its page, with its data', async ({
  page,
}) => {
  const email = uniqueEmail('abas');
  await createStaff(email);
  await login(page, email);
  await expectDashboard(page);
  const other = await page.context().newPage();
  await other.goto('/admin/alunos');
  await expect(other.getByRole('heading', { name: 'Alunos / Pacientes' })).toBeVisible();
  // Opening a tab leaves the first one signed in.
  await menu(page).getByRole('link', { name: 'Alunos / Pacientes' }).click();
  await expect(page.getByRole('heading', { name: 'Alunos / Pacientes' })).toBeVisible();

  // Signing out forgets this device's data; the other tab, sharing it, is signed out as well.
  await menu(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(other).toHaveURL(/\/admin\/login$/);

  // Signing in again there, in the app as it is (no reload), leads back to the page it was on and
  // reads the profile and the lists anew: the first tab's sign-out deleted the cache this tab's
  // Firestore client was using.
  await submitLogin(other, email);
  await expect(other).toHaveURL(/\/admin\/alunos$/);
  await expect(other.getByRole('heading', { name: 'Alunos / Pacientes' })).toBeVisible();
  await expect(other.getByRole('grid')).toBeVisible();
  // And it is live: a student added now shows there (a client left on the deleted cache answered
  // nothing once the lists it had kept were gone).
  const nome = `Nova Depois ${Date.now()}`;
  await other.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
  await storeStudent(fullStudent({ nome }));
  await expect(other.getByRole('grid').getByText(nome)).toBeVisible();
});

test("after Sair, a reload and the browser's Back do not take the next person into the last one's page", async ({
  page,
}) => {
  const [ana, beto] = [uniqueEmail('ana'), uniqueEmail('beto')];
  await Promise.all([createStaff(ana), createStaff(beto)]);
  await login(page, ana);
  await expectDashboard(page);
  await menu(page).getByRole('link', { name: 'Alunos / Pacientes' }).click();
  await expect(page.getByRole('heading', { name: 'Alunos / Pacientes' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expectDashboard(page);
  await menu(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Beto sits down: the sign-in page was reloaded (or the tab restored), then Back to Ana's Alunos.
  await page.reload();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await submitLogin(page, beto);
  await expectDashboard(page);

  // A bookmark or a typed address is nobody's page: whoever signs in next, in that same tab, goes there.
  await menu(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/alunos?q=ana');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await submitLogin(page, ana);
  await expect(page).toHaveURL(/\/admin\/alunos\?q=ana$/);
});
