// Issue 18 in the browser: two people edit the same student from two devices (the second is told and
// chooses), and an admin reads the history of changes and restores an earlier version.
import type { Browser, Page } from '@playwright/test';
import { admin, stored } from '../support/emulator';
import { student } from '../support/fixtures';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

let counter = 0;
const uniqueName = (first: string) => `${first} Hist${Date.now().toString(36)}${(counter += 1)}`;

async function seedStudent(nome: string) {
  const ref = await admin()
    .db.collection('students')
    .add(stored(student({ nome, telefone: '(48) 99111-2222' })));
  return ref.id;
}

const record = async (id: string) => (await admin().db.doc(`students/${id}`).get()).data();

/** signedInAs's option to sign in straight into Alunos, filtered by `nome`. */
const studentAt = (nome: string) => ({ at: `/admin/alunos?q=${encodeURIComponent(nome)}` });

/** Opens `nome`'s form from the list shown. */
async function editStudent(page: Page, nome: string) {
  await page.getByRole('row').filter({ hasText: nome }).getByRole('button', { name: 'Editar' }).click();
  return page.getByRole('dialog', { name: 'Editar aluno' });
}

async function openStudent(page: Page, nome: string) {
  await page.goto(studentAt(nome).at);
  return editStudent(page, nome);
}

const textbox = (dialog: ReturnType<Page['getByRole']>, name: string) =>
  dialog.getByRole('textbox', { name, exact: true });

/** A second device: its own browser context (own cache and session). */
async function secondDevice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

test('a student changed on another device since it was opened: told by whom, nothing overwritten, "Manter o meu" keeps both changes', async ({
  page,
  browser,
  signedInAs,
}) => {
  const nome = uniqueName('Rosa');
  const id = await seedStudent(nome);
  await signedInAs('admin', { nome: 'Helena Duarte', ...studentAt(nome) });
  const other = await secondDevice(browser);
  try {
    await signedInAs('admin', { nome: 'Otávio Reis', page: other.page, ...studentAt(nome) });
    // Both open the same version.
    const mine = await editStudent(page, nome);
    const theirs = await editStudent(other.page, nome);

    // The other device saves first: a new name.
    await textbox(theirs, 'Nome').fill(`${nome} Lima`);
    await theirs.getByRole('button', { name: 'Salvar' }).click();
    await expect(other.page.getByText('Aluno atualizado com sucesso!')).toBeVisible();

    // This one saves a new phone, based on the version it opened.
    await textbox(mine, 'Telefone').fill('');
    await textbox(mine, 'Telefone').pressSequentially('48998765432');
    await mine.getByRole('button', { name: 'Salvar' }).click();
    const prompt = page.getByRole('dialog', { name: 'Registro alterado por outra pessoa' });
    await expect(prompt).toContainText('Otávio Reis salvou este registro em');
    expect(await record(id)).toMatchObject({ nome: `${nome} Lima`, telefone: '(48) 99111-2222', version: 2 });

    await prompt.getByRole('button', { name: 'Manter o meu' }).click();
    await expect(page.getByText('Aluno atualizado com sucesso!')).toBeVisible();
    // Only the field changed here went over their version: both changes stand.
    expect(await record(id)).toMatchObject({
      nome: `${nome} Lima`,
      telefone: '(48) 99876-5432',
      version: 3,
      updatedByName: 'Helena Duarte',
    });
    expect(other.errors).toEqual([]);
  } finally {
    await other.context.close();
  }
});

test('an admin reads who changed what and when, and restores an earlier version as a new one', async ({
  page,
  signedInAs,
}) => {
  const nome = uniqueName('Tereza');
  const id = await seedStudent(nome);
  await signedInAs('admin', { nome: 'Helena Duarte', ...studentAt(nome) });

  let dialog = await editStudent(page, nome);
  await textbox(dialog, 'Telefone').fill('');
  await textbox(dialog, 'Telefone').pressSequentially('48997776666');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Aluno atualizado com sucesso!')).toBeVisible();

  dialog = await openStudent(page, nome);
  await dialog.getByRole('button', { name: 'Histórico de alterações' }).click();
  const history = page.getByRole('dialog', { name: 'Histórico de alterações' });
  const change = history.getByRole('listitem', { name: 'Versão 2' });
  await expect(change).toContainText('alterado por Helena Duarte em');
  await expect(change.getByRole('row', { name: /Telefone/ })).toContainText('(48) 99111-2222');
  await expect(change.getByRole('row', { name: /Telefone/ })).toContainText('(48) 99777-6666');
  await expect(history.getByRole('listitem', { name: 'Versão 1' })).toContainText('criado por Semente em');

  await history.getByRole('button', { name: 'Restaurar esta versão' }).click();
  await page.getByRole('dialog', { name: 'Restaurar a versão 1?' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Versão 1 restaurada com sucesso!')).toBeVisible();
  await expect.poll(async () => (await record(id))?.telefone).toBe('(48) 99111-2222');
  expect(await record(id)).toMatchObject({ version: 3, updatedByName: 'Helena Duarte' });
  const entries = await admin().db.collection(`students/${id}/history`).orderBy('version').get();
  expect(entries.docs.map((d) => [d.get('version'), d.get('data.telefone')])).toEqual([
    [1, '(48) 99111-2222'],
    [2, '(48) 99777-6666'],
  ]);
});
