import type { Page } from '@playwright/test';
import { admin, storeInstructor } from '../support/emulator';
import { fullInstructor } from '../support/fixtures';
import { expectDashboard, menu } from './support/admin';
import { stubCepLookup } from './support/cep';
import { expect, test } from './support/test';

// Long flows on a shared 2-core machine: more room than the default 30 s per test.
test.describe.configure({ timeout: 60_000 });

let counter = 0;
const uniqueName = (first: string) => `${first} Teste${Date.now().toString(36)}${(counter += 1)}`;

const rowOf = (page: Page, nome: string) => page.getByRole('row').filter({ hasText: nome });
const textbox = (scope: ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
const storedInstructor = async (nome: string) =>
  (await admin().db.collection('instructors').where('nome', '==', nome).get()).docs[0];

test('creates an instructor with disciplines and a CEP-filled address', async ({ page, signedInAs }) => {
  await stubCepLookup(page, {
    '88036002': { logradouro: 'Rua Lauro Linhares', bairro: 'Trindade', localidade: 'Florianópolis', uf: 'SC' },
  });
  await signedInAs('admin', { at: '/admin/instrutores' });
  const nome = uniqueName('Inês');
  await expect(page.getByRole('heading', { name: 'Instrutores' })).toBeVisible();

  await page.getByRole('button', { name: 'Novo instrutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo instrutor' });
  await textbox(dialog, 'Nome').fill(nome);
  await textbox(dialog, 'Telefone').pressSequentially('4833334444');
  await expect(textbox(dialog, 'Telefone')).toHaveValue('(48) 3333-4444');
  await dialog.getByRole('tab', { name: 'Endereço' }).click();
  await textbox(dialog, 'CEP').fill('88036002');
  await expect(textbox(dialog, 'Bairro')).toHaveValue('Trindade');
  await expect(textbox(dialog, 'Estado')).toHaveValue('SC');
  await textbox(dialog, 'Número').fill('120');
  await dialog.getByRole('tab', { name: 'Disciplinas' }).click();
  await dialog.getByRole('button', { name: 'Pilates', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cone Hindu / Chines' }).click();
  await expect(dialog.getByRole('button', { name: 'Pilates', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Cadastrar Instrutor' }).click();
  await expect(page.getByText('Instrutor cadastrado com sucesso!')).toBeVisible();
  const saved = await storedInstructor(nome);
  expect(saved?.data()).toMatchObject({ disciplinas: ['pilates', 'cone hindu / chines'], active: true });
  // The home address is kept apart, where only admins read it.
  expect(saved?.data()).not.toHaveProperty('logradouro');
  expect((await admin().db.doc(`instructorPrivate/${saved?.id}`).get()).data()).toMatchObject({
    cep: '88036-002',
    logradouro: 'Rua Lauro Linhares',
    numero: '120',
    cidade: 'Florianópolis',
  });

  await page.getByRole('searchbox', { name: 'Buscar' }).fill('ines cone');
  await expect(rowOf(page, nome)).toContainText('Pilates, Cone Hindu / Chines');
  await expect(page).toHaveURL(/q=ines\+cone/);
});

test('an instrutor edits, inactivates and restores an instructor, never seeing the home address', async ({
  page,
  signedInAs,
}) => {
  const nome = uniqueName('Caio');
  await storeInstructor(fullInstructor({ nome, disciplinas: ['pilates'] }));
  await signedInAs('instrutor', { at: `/admin/instrutores?q=${encodeURIComponent(nome)}` });
  await rowOf(page, nome).getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar instrutor' });
  await expect(edit.getByRole('tab')).toHaveText(['Dados pessoais', 'Disciplinas']);
  await expect(edit.getByText('O endereço residencial fica só com a administração.')).toBeVisible();
  await edit.getByRole('tab', { name: 'Disciplinas' }).click();
  await edit.getByRole('button', { name: 'Yoga', exact: true }).click();
  await edit.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Instrutor atualizado com sucesso!')).toBeVisible();
  await expect(rowOf(page, nome)).toContainText('Yoga');

  await rowOf(page, nome).getByRole('button', { name: 'Inativar' }).click();
  await page.getByRole('dialog', { name: 'Inativar instrutor?' }).getByRole('button', { name: 'Inativar' }).click();
  await expect(rowOf(page, nome)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect
    .poll(async () => (await storedInstructor(nome))?.data())
    .toMatchObject({ active: false, deletedAt: expect.any(Number) });
  await page.getByRole('checkbox', { name: 'Mostrar inativos' }).click();
  await expect(page.getByRole('checkbox', { name: 'Mostrar inativos' })).toBeChecked();
  await rowOf(page, nome).getByRole('button', { name: 'Restaurar' }).click();
  await page.getByRole('dialog', { name: 'Restaurar instrutor?' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(rowOf(page, nome)).toContainText('Ativo');
  await expect
    .poll(async () => (await storedInstructor(nome))?.data())
    .toMatchObject({ active: true, deletedAt: null });
});

test('a missing name sends the user back to Dados pessoais', async ({ page, signedInAs }) => {
  await signedInAs('admin', { at: '/admin/instrutores' });
  await page.getByRole('button', { name: 'Novo instrutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo instrutor' });
  await dialog.getByRole('tab', { name: 'Disciplinas' }).click();
  await dialog.getByRole('button', { name: 'Cadastrar Instrutor' }).click();
  await expect(dialog.getByRole('tab', { name: 'Dados pessoais' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Informe o nome')).toBeVisible();
  await expect(textbox(dialog, 'Nome')).toBeFocused();
});

test("the browser's Back closes an open form and stays on the screen; closed, the form leaves no step behind", async ({
  page,
  signedInAs,
}) => {
  await signedInAs('admin');
  await menu(page).getByRole('link', { name: 'Instrutores' }).click();
  await expect(page.getByRole('heading', { name: 'Instrutores' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Novo instrutor' });

  // A phone's back gesture with the form open: the form closes, the screen stays.
  await page.getByRole('button', { name: 'Novo instrutor' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/instrutores$/);

  // With something typed it asks first: 'Continuar editando' keeps it (and Back still asks), 'Descartar' closes.
  const question = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await page.getByRole('button', { name: 'Novo instrutor' }).click();
  await textbox(dialog, 'Nome').fill('Quem Volta');
  await page.goBack();
  await question.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(textbox(dialog, 'Nome')).toHaveValue('Quem Volta');
  await page.goBack();
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/instrutores$/);
  await expect(page.getByRole('heading', { name: 'Instrutores' })).toBeVisible();

  // Closed with Cancelar, the next Back goes where it went before the form opened.
  await page.getByRole('button', { name: 'Novo instrutor' }).click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expectDashboard(page);
});
