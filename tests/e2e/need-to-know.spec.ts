// Need-to-know (issue 16; DESIGN.md, "Privacy (LGPD)"): an instrutor's browser never receives a
// student's CPF/RG, address or fees, nor an instructor's home address — checked in what the Firestore
// backend sends the page, not only on the screen. And an admin's cached private documents do not
// outlive the session on a shared computer.
import type { Page } from '@playwright/test';
import { admin, authored, stored, storeInstructor, storeStudent } from '../support/emulator';
import { fullInstructor, fullStudent, schedule } from '../support/fixtures';
import { recordFirestoreTraffic } from './support/firestore-traffic';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 120_000 });

const tag = Date.now().toString(36);

/** Each test's people, with private values that occur nowhere else: finding one anywhere means it leaked. */
function people(label: string, cpf: string) {
  return {
    names: { student: `Sofia ${label}${tag}`, instructor: `Otto ${label}${tag}` },
    secret: {
      cpf,
      rg: `RG${label}${tag}`,
      street: `Rua Sigilosa ${label}${tag}`,
      fee: label === 'Um' ? 4321.87 : 4123.78,
      instructorStreet: `Avenida Reservada ${label}${tag}`,
    },
  };
}
type People = ReturnType<typeof people>;

/** A student with every private field set, taught by an instructor with a home address, in a class every day. */
async function seedPeople({ names, secret }: People) {
  const studentId = await storeStudent(
    fullStudent({
      nome: names.student,
      documento: secret.cpf,
      logradouro: secret.street,
      complemento: secret.rg,
      valorMensalidade: secret.fee,
      valorAulaAvulsa: secret.fee,
      frequencia: '3x',
    }),
  );
  const instructorId = await storeInstructor(
    fullInstructor({ nome: names.instructor, logradouro: secret.instructorStreet }),
  );
  const now = Date.now();
  const ref = admin().db.collection('schedules').doc();
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  await ref.set(stored(schedule({ instructorId, studentIds: [studentId], days: everyDay, startDate: null })));
  await ref
    .collection('enrollments')
    .doc(studentId)
    .set(authored({ studentId, createdAt: now, active: true, updatedAt: now }));
}

/** The private values found in `text` (the fee as the wire writes numbers). */
const leaks = ({ secret }: People, text: string) =>
  [secret.cpf, secret.rg, secret.street, String(secret.fee), secret.instructorStreet].filter((value) =>
    text.includes(value),
  );

const rowOf = (page: Page, nome: string) => page.getByRole('row').filter({ hasText: nome });

test('an instrutor’s browser receives no CPF, address or fee: Alunos, a student, Instrutores, the agenda', async ({
  page,
  signedInAs,
}) => {
  const one = people('Um', '371.865.420-26');
  const { names } = one;
  await seedPeople(one);
  const traffic = await recordFirestoreTraffic(page);
  await signedInAs('instrutor');

  // The agenda (the dashboard): today's class, its details.
  await page
    .getByRole('button', { name: new RegExp(names.instructor) })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Detalhes do horário' });
  await expect(details).toContainText(names.student);
  await expect(details).toContainText(names.instructor);
  await page.keyboard.press('Escape');

  // Alunos and the student's form.
  await page.goto(`/admin/alunos?q=${encodeURIComponent(names.student)}`);
  await rowOf(page, names.student).getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: 'Editar aluno' });
  await expect(form.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(names.student);
  for (const tab of ['Responsável', 'Configurações']) await form.getByRole('tab', { name: tab }).click();
  await form.getByRole('button', { name: 'Cancelar' }).click();

  // Instrutores and the instructor's form.
  await page.goto(`/admin/instrutores?q=${encodeURIComponent(names.instructor)}`);
  await rowOf(page, names.instructor).getByRole('button', { name: 'Editar' }).click();
  const instructorForm = page.getByRole('dialog', { name: 'Editar instrutor' });
  await expect(instructorForm.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(names.instructor);
  await instructorForm.getByRole('button', { name: 'Cancelar' }).click();

  // The recording works: it holds what the instrutor may see (names from the Listen streams).
  await expect
    .poll(() => traffic.text().includes(names.student) && traffic.text().includes(names.instructor))
    .toBe(true);
  expect(traffic.responses()).toBeGreaterThan(2);
  expect(leaks(one, traffic.text())).toEqual([]);
  expect(leaks(one, await page.content())).toEqual([]);
});

test('an admin reads them one student at a time, and signing out leaves none in this browser’s cache', async ({
  page,
  signedInAs,
}) => {
  const two = people('Dois', '846.213.597-46');
  const { names, secret } = two;
  await seedPeople(two);
  const traffic = await recordFirestoreTraffic(page);
  await signedInAs('admin', { at: `/admin/alunos?q=${encodeURIComponent(names.student)}` });
  await expect(rowOf(page, names.student)).toBeVisible();
  expect(leaks(two, traffic.text())).toEqual([]); // the list alone reads no private document

  await rowOf(page, names.student).getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: 'Editar aluno' });
  await expect(form.getByRole('textbox', { name: 'Documento (CPF/RG)' })).toHaveValue(secret.cpf);
  await expect
    .poll(() => leaks(two, traffic.text()))
    .toEqual([secret.cpf, secret.rg, secret.street, String(secret.fee)]);
  await form.getByRole('button', { name: 'Cancelar' }).click();

  // The persistent cache (IndexedDB) holds what was read — until the session ends.
  const cached = async () => JSON.stringify(await page.context().storageState({ indexedDB: true }));
  await expect.poll(async () => (await cached()).includes(secret.cpf)).toBe(true);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect.poll(async () => leaks(two, await cached())).toEqual([]);
});
