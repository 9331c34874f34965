// Faults staff meet on an ordinary day: the database server goes away and comes back while they
// work, and an admin revokes someone's access (or they sign out in another tab) while they are
// typing into a form.
import type { Page } from '@playwright/test';
import { admin, createStaff, uniqueEmail } from '../support/emulator';
import { student } from '../support/fixtures';
import { expectDashboard, login, menu } from './support/admin';
import { FaultFirestore } from './support/fault-firestore';
import { expect, test } from './support/test';

// A JVM started, stopped and started again on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

/** A student as the app stores it (version 1, an author, the server's time of the write). */
const storedStudent = (nome: string) => ({
  ...student({ nome }),
  updatedBy: 'seed-admin',
  updatedByName: 'Semente',
  writtenAt: new Date(),
  version: 1,
});

/** An active admin whose account lives in the shared Auth emulator and profile in `firestore`; its e-mail. */
async function adminOf(firestore: FaultFirestore, name: string, nome: string): Promise<string> {
  const email = uniqueEmail(name);
  const uid = await createStaff(email, { role: 'admin' });
  const profile = { nome, cpf: '529.982.247-25', telefone: '(22) 99999-0000', email, role: 'admin', active: true };
  await firestore.set(`users/${uid}`, { ...profile, createdAt: Date.now() });
  return email;
}

const sync = (page: Page) => page.getByRole('status', { name: 'Sincronização' });
const rowOf = (page: Page, nome: string) => page.getByRole('row').filter({ hasText: nome });

test('signed out in another tab with nothing open here: the login page says why', async ({ page, signedInAs }) => {
  await signedInAs('instrutor', { at: '/admin/alunos' });
  const other = await page.context().newPage();
  await other.goto('/admin/dashboard');
  await menu(other).getByRole('button', { name: 'Sair' }).click();
  await expect(other).toHaveURL(/\/admin\/login$/);
  await expect(other.getByText('Sua sessão foi encerrada', { exact: false })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Sua sessão foi encerrada (por exemplo, ao sair em outra aba).')).toBeVisible();
});

/**
 * What the browser logs of the requests that fail while the server is down (and of the image the
 * Firestore channel loads from www.google.com to tell a dead server from a dead network, which cannot
 * load on this machine); an uncaught error or an unhandled rejection still fails the test (the
 * fixture's pageerror), and so does any other console error.
 */
const serverDown = [
  /^Failed to load resource: net::ERR_CONNECTION_REFUSED$/,
  /^Failed to load resource: net::ERR_INCOMPLETE_CHUNKED_ENCODING$/,
  // A long poll cut as the server stops: reset, or closed before any byte of its answer (which of
  // these the browser sees depends on the moment of the stop).
  /^Failed to load resource: net::ERR_(CONNECTION_RESET|EMPTY_RESPONSE|SOCKET_NOT_CONNECTED)$/,
  /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
];

test('the Firestore server stops and starts again: the app says it is reconnecting and recovers by itself', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...serverDown);
  const firestore = new FaultFirestore();
  try {
    await firestore.start();
    const email = await adminOf(firestore, 'queda', 'Helena Duarte');
    await firestore.set('students/antes-da-queda', storedStudent('Aluna Antes da Queda'));
    await firestore.use(page);
    await login(page, email);
    await expectDashboard(page);
    await page.goto('/admin/alunos');
    await expect(rowOf(page, 'Aluna Antes da Queda')).toBeVisible();
    await expect(sync(page)).not.toContainText('Reconectando');

    // The browser's channel to Firestore retries on its own for a while (15 to 45 s here) before the
    // SDK gives up on the server and serves listeners from the cache: that is when the app says so.
    const stopped = Date.now();
    await firestore.stop();
    await expect(sync(page)).toContainText('Reconectando ao servidor…', { timeout: 90_000 });
    const noticed = Date.now();
    // The list stays on screen, from the cache.
    await expect(rowOf(page, 'Aluna Antes da Queda')).toBeVisible();

    await firestore.start();
    const restarted = Date.now();
    await expect(sync(page)).not.toContainText('Reconectando', { timeout: 90_000 });
    console.log(
      `Firestore stopped → "Reconectando" after ${((noticed - stopped) / 1000).toFixed(1)} s; ` +
        `restarted → reconnected after ${((Date.now() - restarted) / 1000).toFixed(1)} s`,
    );
    // Live again: a student written on the server now shows up by itself.
    await firestore.set('students/depois-da-volta', storedStudent('Aluno Depois da Volta'));
    await expect(rowOf(page, 'Aluno Depois da Volta')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alunos / Pacientes' })).toBeVisible();
  } finally {
    await firestore.dispose();
  }
});

test('signing in while the Firestore server is down: the app says so instead of a blank page, and goes on once it is back', async ({
  page,
  allowConsoleErrors,
}) => {
  // Firestore's own warning too: a first connection that fails, it says so in the console.
  allowConsoleErrors(...serverDown, /Could not reach Cloud Firestore backend/);
  const firestore = new FaultFirestore();
  try {
    await firestore.start();
    const email = await adminOf(firestore, 'sem-servidor', 'Olga Prado');
    await firestore.use(page);
    await firestore.stop();
    // Auth answers (its own emulator); the profile, which says whether this account has access, cannot come.
    await login(page, email);
    await expect(page.getByRole('heading', { name: 'Verificando o seu acesso' })).toBeVisible({ timeout: 60_000 });
    await expect(sync(page)).toContainText('Reconectando ao servidor…');

    // Back: the profile arrives by itself, nothing to press.
    await firestore.start();
    await expect(page.getByRole('heading', { name: 'Bem-vindo(a), Olga Prado!' })).toBeVisible({ timeout: 90_000 });
    await expect(sync(page)).not.toContainText('Reconectando', { timeout: 90_000 });
  } finally {
    await firestore.dispose();
  }
});

test('access revoked while a form is open: a clear message, the text kept, the session over', async ({
  page,
  signedInAs,
}) => {
  const me = await signedInAs('instrutor', { at: '/admin/alunos' });
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aluno' });
  const nome = dialog.getByRole('textbox', { name: 'Nome', exact: true });
  await nome.fill('Texto que ninguém quer perder');

  await admin().db.doc(`users/${me.uid}`).update({ active: false });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Seu acesso foi desativado. Fale com a administração do estúdio.');
  await expect(alert).toContainText('O que você digitou continua aqui para você copiar');
  await expect(nome).toHaveValue('Texto que ninguém quer perder');
  await expect(dialog.getByRole('button', { name: 'Cadastrar Aluno' })).toBeDisabled();

  // The session is over already: another tab of the same browser finds nobody signed in.
  const other = await page.context().newPage();
  await other.goto('/admin/dashboard');
  await expect(other).toHaveURL(/\/admin\/login$/);
  await other.close();

  // Closing the form leads to the login page, which says why.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Seu acesso foi desativado. Fale com a administração do estúdio.')).toBeVisible();
  expect(
    (await admin().db.collection('students').where('nome', '==', 'Texto que ninguém quer perder').get()).size,
  ).toBe(0);
});

test('signed out in another tab while a form is open here: the text kept, and why nothing can be saved', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('instrutor', { at: '/admin/alunos' });
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aluno' });
  const nome = dialog.getByRole('textbox', { name: 'Nome', exact: true });
  await nome.fill('Ficha pela metade');

  const other = await page.context().newPage();
  await other.goto('/admin/dashboard');
  await menu(other).getByRole('button', { name: 'Sair' }).click();
  await expect(other).toHaveURL(/\/admin\/login$/);

  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Sua sessão foi encerrada (por exemplo, ao sair em outra aba).');
  await expect(alert).toContainText('O que você digitou continua aqui para você copiar');
  await expect(nome).toHaveValue('Ficha pela metade');
  await expect(dialog.getByRole('button', { name: 'Cadastrar Aluno' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Sua sessão foi encerrada (por exemplo, ao sair em outra aba).')).toBeVisible();
});

/** The requests these tests refuse, and the image the Firestore channel then loads from www.google.com
 * to tell a dead server from a dead network (which cannot load on this machine), as Chromium logs them. */
const refusedWrites = [
  /^Failed to load resource: net::ERR_FAILED$/,
  /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
];
const writes = '**/google.firestore.v1.Firestore/Write/channel**';

/**
 * An admin changes a student's phone while writes cannot reach the server (reads still can), then
 * reloads the page: the change waits in this device's cache. Returns the student's document.
 */
async function changeThenReload(
  page: Page,
  nome: string,
  signedInAs: (role: 'admin', options: { at: string }) => Promise<unknown>,
) {
  const ref = admin().db.doc(`students/recarga-${Date.now().toString(36)}`);
  await ref.set({ ...storedStudent(nome), telefone: '(48) 3222-1111' });
  await signedInAs('admin', { at: `/admin/alunos?q=${encodeURIComponent(nome)}` });
  await page.route(writes, (route) => route.abort());
  await rowOf(page, nome).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar aluno' });
  await dialog.getByRole('textbox', { name: 'Telefone', exact: true }).fill('48991234567');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(sync(page)).toContainText('1 alteração aguardando envio');

  await page.reload();
  await expect(rowOf(page, nome)).toContainText('(48) 99123-4567');
  await expect(sync(page)).toContainText('Alterações anteriores aguardando envio');
  expect((await ref.get()).get('telefone')).toBe('(48) 3222-1111');
  return ref;
}

test('a change the server has not taken yet survives a reload: the top bar says so until it is sent', async ({
  page,
  signedInAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...refusedWrites);
  const nome = `Aluna Recarga ${Date.now().toString(36)}`;
  const ref = await changeThenReload(page, nome, signedInAs);

  // The way to the server opens again: Firestore sends the change by itself, and the notice goes.
  await page.unroute(writes);
  await expect(sync(page)).not.toContainText('aguardando envio', { timeout: 90_000 });
  expect((await ref.get()).get('telefone')).toBe('(48) 99123-4567');
});

test('a change made before a reload that the server then refuses is reported by its name', async ({
  page,
  signedInAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...refusedWrites);
  const nome = `Aluna Recusada ${Date.now().toString(36)}`;
  const ref = await changeThenReload(page, nome, signedInAs);
  // Meanwhile someone else saves the student: the kept change no longer follows the version it was
  // made on, and the rules refuse it.
  await ref.update({ telefone: '(48) 3000-0000', version: 2, updatedBy: 'outra', updatedByName: 'Outra Pessoa' });

  await page.unroute(writes);
  await expect(
    page.getByText(`Não foi possível salvar “${nome}”: o servidor recusou a alteração: quando ela chegou`),
  ).toBeVisible({
    timeout: 90_000,
  });
  await expect(rowOf(page, nome)).toContainText('(48) 3000-0000');
  await expect(sync(page)).not.toContainText('aguardando envio');
});

test('on a 360 px phone, offline with a change waiting, the top bar says both and keeps its height', async ({
  page,
  signedInAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...refusedWrites, /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInAs('admin', { at: '/admin/feriados' });
  const heading = page.getByRole('heading', { name: 'Feriados e recesso', level: 1 });
  await expect(heading).toBeVisible();
  // The settings read before the connection goes: offline, a screen never loaded says so instead.
  const validity = page.getByRole('textbox', { name: 'Validade do crédito de reposição (dias)' });
  await expect(validity).toBeEditable({ timeout: 30_000 });
  const before = await page.getByRole('banner').boundingBox();

  await page.context().setOffline(true);
  await expect(sync(page)).toContainText('Sem conexão');
  await validity.fill('45');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(sync(page)).toContainText('1 alteração aguardando envio');

  // Both said in the bar, nothing past the screen's edge, and the bar no taller: the page's title
  // stays in sight under it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = await page.getByRole('banner').boundingBox();
  expect(bar?.height).toBe(before?.height);
  await expect(sync(page).locator('.MuiChip-root')).toHaveCount(2);
  for (const chip of await sync(page).locator('.MuiChip-root').all()) {
    const box = await chip.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  await page.context().setOffline(false);
});
