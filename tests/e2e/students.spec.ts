import type { Page } from '@playwright/test';
import { admin, authored, storeStudent } from '../support/emulator';
import { fullStudent } from '../support/fixtures';
import { stubCepLookup } from './support/cep';
import { expect, test } from './support/test';

// Long flows on a shared 2-core machine: more room than the default 30 s per test.
test.describe.configure({ timeout: 60_000 });

let counter = 0;
/** A name no other test uses, so each test finds only its own rows. */
const uniqueName = (first: string) => `${first} Teste${Date.now().toString(36)}${(counter += 1)}`;

async function seedStudent(nome: string, overrides: Parameters<typeof fullStudent>[0] = {}) {
  return storeStudent(fullStudent({ nome, ...overrides }));
}

const storedStudent = async (nome: string) =>
  (await admin().db.collection('students').where('nome', '==', nome).get()).docs[0]?.data();

/** signedInAs's option to sign in straight into Alunos, filtered by `query`. */
const studentsAt = (query = '') => ({ at: `/admin/alunos${query ? `?q=${encodeURIComponent(query)}` : ''}` });

async function expectStudents(page: Page) {
  await expect(page.getByRole('heading', { name: 'Alunos / Pacientes' })).toBeVisible();
}

const rowOf = (page: Page, nome: string) => page.getByRole('row').filter({ hasText: nome });
const textbox = (scope: ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

async function chooseDiscipline(page: Page, dialog: ReturnType<Page['getByRole']>, label: string) {
  await dialog.getByRole('tab', { name: 'Configurações' }).click();
  await dialog.getByRole('combobox', { name: 'Disciplina' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('a birth date typed without its year is refused beside it; a minor needs a guardian: the Responsável tab opens with both messages, then the student is saved', async ({
  page,
  signedInAs,
}) => {
  const nome = uniqueName('Lia');
  await signedInAs('admin', studentsAt());
  await expectStudents(page);
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aluno' });
  await textbox(dialog, 'Nome').fill(nome);
  // Day and month typed, the year not: the browser shows them but gives '' — as if no birth date (and
  // then no guardian asked).
  await dialog.getByLabel('Data de nascimento').pressSequentially('1503');
  await dialog.getByRole('button', { name: 'Cadastrar Aluno' }).click();
  await expect(dialog.getByText('Data inválida')).toBeVisible();
  await expect(dialog.getByLabel('Data de nascimento')).toBeFocused();
  expect(await storedStudent(nome)).toBeUndefined();
  const tenYearsAgo = `${new Date().getFullYear() - 10}-01-15`;
  await dialog.getByLabel('Data de nascimento').fill(tenYearsAgo);
  await expect(dialog.getByText(/^Idade: (9|10) anos$/)).toBeVisible();
  await chooseDiscipline(page, dialog, 'Ballet Infantil');
  await dialog.getByRole('tab', { name: 'Dados pessoais' }).click();

  await dialog.getByRole('button', { name: 'Cadastrar Aluno' }).click();
  await expect(dialog.getByRole('tab', { name: 'Responsável' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Obrigatório para menor')).toHaveCount(2);
  await expect(textbox(dialog, 'Responsável')).toBeFocused();

  await textbox(dialog, 'Responsável').fill('Marta Costa');
  await textbox(dialog, 'Telefone do responsável').pressSequentially('48998765432');
  await expect(textbox(dialog, 'Telefone do responsável')).toHaveValue('(48) 99876-5432');
  await dialog.getByRole('button', { name: 'Cadastrar Aluno' }).click();
  await expect(page.getByText('Aluno cadastrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome.toUpperCase());
  await expect(rowOf(page, nome)).toContainText('Ballet Infantil');
  const [stored] = (await admin().db.collection('students').where('nome', '==', nome).get()).docs;
  expect(stored?.data()).toMatchObject({ responsavel: 'Marta Costa', active: true, deletedAt: null });
});

test('edits a student: the dialog opens filled, Salvar writes the change and updatedAt', async ({
  page,
  signedInAs,
}) => {
  const nome = uniqueName('Otávio');
  await seedStudent(nome, { telefone: '(48) 3222-1111', updatedAt: 1 });
  await signedInAs('admin', studentsAt('otavio'));
  await expectStudents(page);
  await rowOf(page, nome).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar aluno' });
  await expect(textbox(dialog, 'Nome')).toHaveValue(nome);
  await textbox(dialog, 'Telefone').fill('48991234567');
  await expect(textbox(dialog, 'Telefone')).toHaveValue('(48) 99123-4567');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Aluno atualizado com sucesso!')).toBeVisible();
  await expect(rowOf(page, nome)).toContainText('(48) 99123-4567');
  const [stored] = (await admin().db.collection('students').where('nome', '==', nome).get()).docs;
  expect(stored?.data().updatedAt).toBeGreaterThan(1);
});

test('inactivates and restores with confirmation; the filter stays in the URL', async ({ page, signedInAs }) => {
  const nome = uniqueName('Úrsula');
  await seedStudent(nome);
  await signedInAs('instrutor', studentsAt(nome));
  await expectStudents(page);
  await rowOf(page, nome).getByRole('button', { name: 'Inativar' }).click();
  await page.getByRole('dialog', { name: 'Inativar aluno?' }).getByRole('button', { name: 'Inativar' }).click();
  await expect(page.getByText('Aluno inativado com sucesso!')).toBeVisible();
  await expect(rowOf(page, nome)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('checkbox', { name: 'Mostrar inativos' }).click();
  await expect(page.getByRole('checkbox', { name: 'Mostrar inativos' })).toBeChecked();
  await expect(page).toHaveURL(/inativos=1/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Mostrar inativos' })).toBeChecked();
  await expect(rowOf(page, nome)).toContainText('Inativo');
  await expect.poll(() => storedStudent(nome)).toMatchObject({ active: false, deletedAt: expect.any(Number) });

  await rowOf(page, nome).getByRole('button', { name: 'Restaurar' }).click();
  await page.getByRole('dialog', { name: 'Restaurar aluno?' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(rowOf(page, nome)).toContainText('Ativo');
  await expect.poll(() => storedStudent(nome)).toMatchObject({ active: true, deletedAt: null });
});

test('an 8-digit CEP fills the address; a late answer keeps what was typed meanwhile', async ({ page, signedInAs }) => {
  const cep = await stubCepLookup(
    page,
    {
      '88010400': { logradouro: 'Rua Felipe Schmidt', bairro: 'Centro', localidade: 'Florianópolis', uf: 'SC' },
      '88062000': { logradouro: 'Avenida das Rendeiras', bairro: 'Lagoa', localidade: 'Florianópolis', uf: 'SC' },
    },
    ['88062000'],
  );
  await signedInAs('admin', studentsAt());
  await expectStudents(page);
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aluno' });
  await dialog.getByRole('tab', { name: 'Endereço' }).click();
  await textbox(dialog, 'CEP').pressSequentially('88010400');
  await expect(textbox(dialog, 'CEP')).toHaveValue('88010-400');
  await expect(textbox(dialog, 'Logradouro')).toHaveValue('Rua Felipe Schmidt');
  await expect(textbox(dialog, 'Bairro')).toHaveValue('Centro');
  await expect(textbox(dialog, 'Cidade')).toHaveValue('Florianópolis');
  await expect(textbox(dialog, 'Estado')).toHaveValue('SC');

  // A slow answer: the street typed while waiting stays; the untouched fields are filled.
  await textbox(dialog, 'CEP').fill('88062000');
  await expect.poll(() => cep.requested).toContain('88062000');
  await textbox(dialog, 'Logradouro').fill('Servidão que eu digitei');
  cep.release('88062000');
  await expect(textbox(dialog, 'Bairro')).toHaveValue('Lagoa');
  await expect(textbox(dialog, 'Logradouro')).toHaveValue('Servidão que eu digitei');

  // An unknown CEP changes nothing and does not block saving.
  await textbox(dialog, 'CEP').fill('99999999');
  await expect.poll(() => cep.requested).toContain('99999999');
  await expect(textbox(dialog, 'Bairro')).toHaveValue('Lagoa');
});

test('the tabs follow the keyboard: arrows, Home and End', async ({ page, signedInAs }) => {
  await signedInAs('instrutor', studentsAt());
  await expectStudents(page);
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aluno' });
  const selected = dialog.getByRole('tab', { selected: true });
  await dialog.getByRole('tab', { name: 'Dados pessoais' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveText('Responsável');
  await expect(dialog.getByRole('tab', { name: 'Responsável' })).toBeFocused();
  await expect(textbox(dialog, 'Responsável')).toBeVisible();
  await page.keyboard.press('End');
  await expect(selected).toHaveText('Configurações');
  await page.keyboard.press('ArrowRight');
  await expect(selected).toHaveText('Dados pessoais');
  await page.keyboard.press('ArrowLeft');
  await expect(selected).toHaveText('Configurações');
  await page.keyboard.press('Home');
  await expect(selected).toHaveText('Dados pessoais');
  await expect(textbox(dialog, 'Nome')).toBeVisible();
});

test('an admin saves CPF, address and fees beside the student; the next opening reads them back', async ({
  page,
  signedInAs,
}) => {
  const nome = uniqueName('Carla');
  await signedInAs('admin', studentsAt());
  await expectStudents(page);
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Novo aluno' });
  await textbox(dialog, 'Nome').fill(nome);
  await textbox(dialog, 'Documento (CPF/RG)').pressSequentially('52998224725');
  await dialog.getByRole('tab', { name: 'Endereço' }).click();
  await textbox(dialog, 'Logradouro').fill('Rua das Gaivotas');
  await chooseDiscipline(page, dialog, 'Pilates');
  await textbox(dialog, 'Valor da mensalidade').fill('310,50');
  await dialog.getByRole('button', { name: 'Cadastrar Aluno' }).click();
  await expect(page.getByText('Aluno cadastrado com sucesso!')).toBeVisible();

  const [saved] = (await admin().db.collection('students').where('nome', '==', nome).get()).docs;
  if (!saved) throw new Error('student not saved');
  expect(saved.data()).not.toHaveProperty('documento');
  expect(saved.data()).not.toHaveProperty('valorMensalidade');
  expect((await admin().db.doc(`studentPrivate/${saved.id}`).get()).data()).toMatchObject({
    documento: '529.982.247-25',
    logradouro: 'Rua das Gaivotas',
    valorMensalidade: 310.5,
    version: 1,
  });

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
  await rowOf(page, nome).getByRole('button', { name: 'Editar' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar aluno' });
  await expect(textbox(dialog, 'Documento (CPF/RG)')).toHaveValue('529.982.247-25');
  await dialog.getByRole('tab', { name: 'Configurações' }).click();
  await expect(textbox(dialog, 'Valor da mensalidade')).toHaveValue('310,50');
});

test('an instrutor sees no CPF, address, plan, fees or printing; a student they create has no private part', async ({
  page,
  signedInAs,
}) => {
  const nome = uniqueName('Davi');
  await signedInAs('instrutor', studentsAt());
  await expectStudents(page);
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aluno' });
  await expect(dialog.getByText(/ficam só com a administração/)).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveText(['Dados pessoais', 'Responsável', 'Configurações']);
  await expect(dialog.getByRole('textbox', { name: /Documento/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Imprimir/ })).toHaveCount(0);
  await textbox(dialog, 'Nome').fill(nome);
  await chooseDiscipline(page, dialog, 'Jiu-Jitsu');
  await expect(dialog.getByRole('textbox', { name: /Valor/ })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: /Frequência|Forma de pagamento|Dia de vencimento/ })).toHaveCount(
    0,
  );
  await dialog.getByRole('button', { name: 'Cadastrar Aluno' }).click();
  await expect(page.getByText('Aluno cadastrado com sucesso!')).toBeVisible();
  const [saved] = (await admin().db.collection('students').where('nome', '==', nome).get()).docs;
  expect(saved?.data()).toMatchObject({ nome, disciplina: 'jiu-jitsu' });
  expect((await admin().db.doc(`studentPrivate/${saved?.id}`).get()).exists).toBe(false);
});

test('on a 375 px phone the list shows name, status and actions, a long name ends in …, and nothing overflows', async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const nome = uniqueName('Maria Fernanda de Albuquerque Bia'); // longer than its column
  const id = await seedStudent(nome, { email: 'bia.celular@example.com' });
  // With a health alert beside the name, whose icon is a thumb's size.
  await admin()
    .db.doc(`recordAlerts/${id}`)
    .set(authored({ equipe: [], restricoes: 'Sem flexão lombar' }));
  await signedInAs('admin', studentsAt(nome));
  await expectStudents(page);
  await expect(rowOf(page, nome).getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect(rowOf(page, nome)).toContainText('Ativo'); // no Situação column: the status is under the name
  // …whole within its row: the alert's icon beside the name pushed it past the row's edge.
  await expect(rowOf(page, nome).getByRole('button', { name: `Restrições de saúde de ${nome}` })).toBeVisible();
  const row = await rowOf(page, nome).boundingBox();
  const status = await rowOf(page, nome).getByText('Ativo', { exact: true }).boundingBox();
  expect(status!.y + status!.height).toBeLessThanOrEqual(row!.y + row!.height);
  // Cut with '…', not mid-letter, and whole in its title.
  const name = rowOf(page, nome).getByTitle(nome, { exact: true });
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow)).toBe(
    'ellipsis',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await rowOf(page, nome).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar aluno' });
  await expect(dialog.getByRole('button', { name: 'Salvar', exact: true })).toBeInViewport();
});

test('prints the contract and the image-use term of what the form shows; a hostile name prints as text', async ({
  page,
  context,
  signedInAs,
}) => {
  const alerts: string[] = [];
  context.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const tag = uniqueName('Hostil');
  const nome = `<img src=x onerror=alert(1)> ${tag}`;
  await seedStudent(nome, {
    dataNascimento: `${new Date().getFullYear() - 12}-05-20`,
    responsavel: 'Marta Guardiã',
    telefoneResponsavel: '(48) 99876-5432',
    disciplina: 'jiu-jitsu',
    frequencia: '2x',
    valorMensalidade: 250,
    optinInstagram: true,
  });
  await signedInAs('admin', studentsAt(tag));
  await expectStudents(page);
  await rowOf(page, tag).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar aluno' });

  const contractOpens = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Imprimir Contrato' }).click();
  const contract = await contractOpens;
  await expect(contract.getByRole('heading', { name: 'Contrato de Prestação de Serviços' })).toBeVisible();
  await expect(contract.getByText(nome).first()).toBeVisible();
  await expect(contract.getByText('Marta Guardiã').first()).toBeVisible();
  await expect(contract.getByText(/50 \(cinquenta\) minutos/)).toBeVisible();
  await expect(contract.getByText('Jiu-Jitsu').first()).toBeVisible();
  // No due day on file: the studio's default, as 'Gerar mensalidades' charges it — not a blank.
  await expect(contract.getByRole('cell', { name: 'todo dia 10 de cada mês' })).toBeVisible();
  // The closing sentence, the place and date and the signatures are kept on one page.
  const closing = contract.getByText(/as partes assinam este contrato/);
  await expect(closing.locator('xpath=..')).toHaveCSS('break-inside', 'avoid');
  await expect(closing.locator('xpath=..').locator('.signatures')).toBeVisible();
  await expect(contract.locator('img')).toHaveCount(0);
  await contract.close();

  // Unsaved changes print too: the term shows the consent as the form has it now.
  await dialog.getByRole('tab', { name: 'Configurações' }).click();
  await dialog.getByRole('checkbox', { name: /Autoriza o uso de imagem/ }).uncheck();
  const termOpens = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Imprimir Termo de Imagem' }).click();
  const term = await termOpens;
  await expect(term.getByRole('heading', { name: 'Termo de Autorização de Uso de Imagem' })).toBeVisible();
  await expect(term.getByText(nome).first()).toBeVisible();
  await expect(term.getByRole('checkbox', { name: 'NÃO AUTORIZO' })).toBeChecked();
  await expect(term.getByRole('checkbox', { name: 'AUTORIZO', exact: true })).not.toBeChecked();
  await expect(term.locator('img')).toHaveCount(0);
  await term.close();
  expect(alerts).toEqual([]);
});

test('printing a form with errors prints nothing and shows the failing field', async ({ page, signedInAs }) => {
  await signedInAs('admin', studentsAt());
  await expectStudents(page);
  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aluno' });
  await dialog.getByRole('tab', { name: 'Endereço' }).click();
  let opened = false;
  page.context().on('page', () => (opened = true));
  await dialog.getByRole('button', { name: 'Imprimir Contrato' }).click();
  await expect(dialog.getByRole('tab', { name: 'Dados pessoais' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Informe o nome')).toBeVisible();
  await expect(textbox(dialog, 'Nome')).toBeFocused();
  expect(opened).toBe(false);
});
