// The agenda on /admin/dashboard (issue 10), end to end against the emulators: a class created
// through both tabs of 'Nova agenda', seen in Dia, Semana and Mês, filtered, edited (a student out and
// back in) and deactivated.
import type { Locator, Page } from '@playwright/test';
import { sampleInstructor } from '../../src/domain/test-helpers';
import { todayIso } from '../../src/domain/dates';
import { weekdayLabels } from '../../src/domain/enums';
import { admin, stored } from '../support/emulator';
import { student } from '../support/fixtures';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 120_000 });

const tag = Date.now().toString(36);
const names = { instructor: `Rita Agenda${tag}`, ana: `Ana Agenda${tag}`, bruno: `Bruno Agenda${tag}` };

async function seedPeople() {
  const db = admin().db;
  const now = Date.now();
  const instructor = await db
    .collection('instructors')
    .add(stored({ ...sampleInstructor, nome: names.instructor, createdAt: now, updatedAt: now }));
  const ana = await db.collection('students').add(stored(student({ nome: names.ana })));
  const bruno = await db.collection('students').add(stored(student({ nome: names.bruno })));
  return { instructorId: instructor.id, anaId: ana.id, brunoId: bruno.id };
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function filterBy(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

const storedSchedules = async (instructorId: string) =>
  (await admin().db.collection('schedules').where('instructorId', '==', instructorId).get()).docs;

test('creates a class through both tabs, sees it in Dia, Semana and Mês, filters, edits and deactivates it', async ({
  page,
  signedInAs,
}) => {
  const { instructorId, anaId, brunoId } = await seedPeople();
  await signedInAs('admin');
  const today = todayIso();
  const weekday = weekdayLabels[new Date(`${today}T12:00:00Z`).getUTCDay()] ?? 'Seg';

  // Nova agenda: each of the spec's messages on the way.
  await page.getByRole('button', { name: 'Nova agenda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova agenda' });
  const salvar = dialog.getByRole('button', { name: 'Salvar' });
  const alert = dialog.getByRole('alert');
  await salvar.click();
  await expect(alert).toHaveText('Por favor, selecione um instrutor.');
  await choose(page, dialog, 'Instrutor', names.instructor);
  await salvar.click();
  await expect(alert).toHaveText('Por favor, selecione pelo menos um aluno/paciente.');
  const search = dialog.getByPlaceholder('Buscar por nome...');
  await search.fill(`agenda${tag}`);
  await dialog.getByRole('button', { name: names.ana }).click();
  await dialog.getByRole('button', { name: names.bruno }).click();
  await expect(dialog.getByText('Selecionados: 2 aluno(s)')).toBeVisible();
  await salvar.click();
  await expect(alert).toHaveText('Por favor, selecione uma disciplina.');
  await choose(page, dialog, 'Disciplina', 'Yoga');
  await salvar.click();
  await expect(alert).toHaveText('Por favor, selecione pelo menos um dia da semana.');
  await expect(dialog.getByRole('tab', { name: 'Horários e Recorrência' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: weekday, exact: true }).click();
  await dialog.getByLabel('Horário inicial').fill('07:10');
  await dialog.getByLabel('Horário final').fill('07:00');
  await salvar.click();
  await expect(alert).toHaveText('O horário final deve ser depois do inicial.');
  await dialog.getByLabel('Horário final').fill('08:05');
  await salvar.click();
  await expect(page.getByText('Agenda cadastrada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Filtered to this test's instructor and student: the class in each view.
  await filterBy(page, 'Filtrar por instrutor', names.instructor);
  await filterBy(page, 'Filtrar por aluno', names.bruno);
  await expect(page).toHaveURL(new RegExp(`instrutor=${instructorId}&aluno=${brunoId}`));
  const dayClass = page.getByRole('list', { name: 'Horários do dia' }).getByRole('button');
  await expect(dayClass).toHaveCount(1);
  await expect(dayClass).toContainText('07:10–08:05 · Yoga');
  await expect(dayClass).toContainText(`${names.instructor} — ${names.ana}, ${names.bruno}`);
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  await expect(page.locator('section[aria-current="date"]').getByRole('button', { name: /07:10–08:05/ })).toBeVisible();
  await page.getByRole('button', { name: 'Mês', exact: true }).click();
  const todayCell = page.locator('[role="cell"][aria-current="date"]');
  await expect(todayCell.getByRole('button', { name: '07:10 Yoga' })).toBeVisible();
  await page.reload();
  await expect(todayCell.getByRole('button', { name: '07:10 Yoga' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filtrar por aluno' })).toHaveValue(names.bruno);

  // Details, then Editar: Bruno out, then back in (his enrollment comes back with its createdAt).
  await todayCell.getByRole('button', { name: '07:10 Yoga' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do horário' });
  await expect(details).toContainText(names.instructor);
  await expect(details).toContainText(weekday);
  // The browser's Back (a phone's back gesture) closes the class, not the agenda.
  const agendaAddress = page.url();
  await page.goBack();
  await expect(details).toBeHidden();
  expect(page.url()).toBe(agendaAddress);
  await todayCell.getByRole('button', { name: '07:10 Yoga' }).click();
  const [created] = await storedSchedules(instructorId);
  const enrollment = () => created!.ref.collection('enrollments').doc(brunoId).get();
  const firstCreatedAt = (await enrollment()).data()?.createdAt;

  const toggleBruno = async (selected: string) => {
    await details.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar agenda' });
    await edit.getByPlaceholder('Buscar por nome...').fill(names.bruno);
    await edit.getByRole('button', { name: names.bruno }).click();
    await expect(edit.getByText(selected)).toBeVisible();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Agenda atualizada com sucesso!').first()).toBeVisible();
    await expect(edit).toBeHidden();
  };
  await toggleBruno('Selecionados: 1 aluno(s)');
  // Still filtered by Bruno: his class is gone from the month.
  await expect(todayCell.getByRole('button', { name: '07:10 Yoga' })).toBeHidden();
  await page.goto(`/admin/dashboard?vista=mes&instrutor=${instructorId}`);
  await todayCell.getByRole('button', { name: '07:10 Yoga' }).click();
  await expect(details).toContainText(names.ana);
  await expect(details).not.toContainText(names.bruno);
  expect((await enrollment()).data()).toMatchObject({ active: false, createdAt: firstCreatedAt });
  await toggleBruno('Selecionados: 2 aluno(s)');
  await todayCell.getByRole('button', { name: '07:10 Yoga' }).click();
  await expect(details).toContainText(`${names.ana}, ${names.bruno}`);
  expect((await enrollment()).data()).toMatchObject({ active: true, createdAt: firstCreatedAt });

  // Desativar, with a confirmation: the class leaves the agenda, nothing is deleted.
  // Back answers the question (no), and the class stays open beneath it.
  const question = page.getByRole('dialog', { name: 'Desativar horário?' });
  await details.getByRole('button', { name: 'Desativar' }).click();
  await expect(question).toBeVisible();
  await page.goBack();
  await expect(question).toBeHidden();
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Desativar' }).click();
  await question.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Horário desativado com sucesso!')).toBeVisible();
  await expect(todayCell.getByRole('button', { name: '07:10 Yoga' })).toBeHidden();
  const [stored] = await storedSchedules(instructorId);
  expect(stored?.data()).toMatchObject({ active: false, studentIds: [anaId, brunoId] });
  const enrollments = await stored!.ref.collection('enrollments').get();
  expect(enrollments.docs.map((d) => d.data().active)).toEqual([false, false]);
});
