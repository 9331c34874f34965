// The prontuário (issue 16) in the browser: an admin grants an instrutor access; that instrutor sees
// the record and the health alert in class; another instrutor does not — the screen says why, and no
// health text reaches that page (its DOM nor what Firestore sends it). Printed record and consent
// with a hostile name print literally; signing out leaves no record in this browser's cache.
import type { Browser, Page } from '@playwright/test';
import { admin, authored, stored, storeInstructor, storeStudent } from '../support/emulator';
import { fullInstructor, fullStudent, schedule } from '../support/fixtures';
import { sampleHealthRecord } from '../../src/domain/test-helpers';
import { recordFirestoreTraffic } from './support/firestore-traffic';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 180_000 });

const tag = Date.now().toString(36);
let counter = 0;
const unique = (label: string) => `${label} Pront${tag}${(counter += 1)}`;

/** A student in a class every day, taught by `instructor`, with a record whose restrictions are `secret`. */
async function seedPatient(nome: string, instructor: string, secret: string | null) {
  const studentId = await storeStudent(fullStudent({ nome }));
  const instructorId = await storeInstructor(fullInstructor({ nome: instructor }));
  const now = Date.now();
  const ref = admin().db.collection('schedules').doc();
  await ref.set(
    stored(schedule({ instructorId, studentIds: [studentId], days: [0, 1, 2, 3, 4, 5, 6], startDate: null })),
  );
  await ref
    .collection('enrollments')
    .doc(studentId)
    .set(authored({ studentId, createdAt: now, active: true, updatedAt: now }));
  if (secret !== null) {
    const batch = admin().db.batch();
    batch.set(
      admin().db.doc(`records/${studentId}`),
      stored({
        ...sampleHealthRecord,
        restricoes: secret,
        queixaPrincipal: `Queixa ${secret}`,
        medicamentos: 'Losartana 50 mg\nMetformina 500 mg',
      }),
    );
    batch.set(admin().db.doc(`recordAlerts/${studentId}`), authored({ equipe: [], restricoes: secret }));
    await batch.commit();
  }
  return studentId;
}

/** Another person's browser: its own context (cache and session); its console is theirs. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

async function openClassOf(page: Page, instructor: string) {
  await page.goto('/admin/dashboard');
  await page
    .getByRole('button', { name: new RegExp(instructor) })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Detalhes do horário' });
}

test('an admin grants an instrutor access: they see the record and the alert in class; another instrutor sees nothing of it', async ({
  page,
  browser,
  signedInAs,
}) => {
  const nome = unique('Paula');
  const instructor = unique('Prof');
  const secret = `Sem flexão lombar ${tag}`;
  const studentId = await seedPatient(nome, instructor, secret);
  const onTeam = await otherBrowser(browser);
  const offTeam = await otherBrowser(browser);
  try {
    const carer = await signedInAs('instrutor', { nome: unique('Ivo'), page: onTeam.page });

    // The admin grants access on the student's prontuário.
    await signedInAs('admin', { at: `/admin/alunos/${studentId}/prontuario` });
    const team = page.getByRole('region', { name: 'Equipe de cuidado' });
    // Retried: once in a clean-clone run (cores busy with the unit tests) the section was drawn again
    // right after the click, and the tick was lost with it; not seen since in 14 runs.
    await expect(() => team.getByRole('checkbox', { name: carer.nome }).check()).toPass();
    await team.getByRole('button', { name: 'Salvar equipe' }).click();
    await expect(page.getByText('Equipe de cuidado salva com sucesso!')).toBeVisible();

    // The carer: the alert in class, in one tap; then the record itself.
    const details = await openClassOf(onTeam.page, instructor);
    await details
      .getByRole('listitem', { name: nome })
      .getByRole('button', { name: `Restrições de saúde de ${nome}` })
      .click();
    await expect(onTeam.page.getByRole('dialog', { name: `Restrições de saúde de ${nome}` })).toContainText(secret);
    await onTeam.page.goto(`/admin/alunos/${studentId}/prontuario`);
    await expect(onTeam.page.getByRole('region', { name: 'Anamnese' })).toContainText(secret);

    // Another instrutor: the class without the alert, the record refused with the reason.
    const traffic = await recordFirestoreTraffic(offTeam.page);
    await signedInAs('instrutor', { nome: unique('Olga'), page: offTeam.page });
    const theirDetails = await openClassOf(offTeam.page, instructor);
    const row = theirDetails.getByRole('listitem', { name: nome });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: /Restrições de saúde/ })).toHaveCount(0);
    await offTeam.page.goto(`/admin/alunos/${studentId}/prontuario`);
    await expect(offTeam.page.getByText(/Você não faz parte da equipe de cuidado deste aluno\./)).toBeVisible();
    await expect.poll(() => traffic.text().includes(nome)).toBe(true); // the recording works
    expect(traffic.text()).not.toContain(secret);
    expect(await offTeam.page.content()).not.toContain(secret);

    // The admin's access log names the carer's opening.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Acessos ao prontuário' })).toContainText(carer.nome);
  } finally {
    await onTeam.context.close();
    await offTeam.context.close();
  }
});

test('the printed record and consent term print a hostile name literally; signing out leaves no record in the cache', async ({
  page,
  context,
  signedInAs,
}) => {
  const alerts: string[] = [];
  context.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = `<img src=x onerror=alert(1)> ${unique('Hostil')}`;
  const secret = `Cirurgia de joelho ${tag}`;
  const withRecord = await seedPatient(hostile, unique('Prof'), secret);
  const withoutRecord = await seedPatient(`${hostile} Novo`, unique('Prof'), null);
  await signedInAs('admin', { at: `/admin/alunos/${withoutRecord}/prontuario` });

  const termOpens = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Imprimir termo de consentimento' }).click();
  const term = await termOpens;
  await expect(
    term.getByRole('heading', { name: 'Termo de consentimento para tratamento de dados de saúde' }),
  ).toBeVisible();
  await expect(term.getByText(`${hostile} Novo`).first()).toBeVisible();
  await expect(term.getByRole('heading', { name: 'Seus direitos' })).toBeVisible();
  await expect(term.locator('img')).toHaveCount(0);
  await term.close();

  await page.goto(`/admin/alunos/${withRecord}/prontuario`);
  await expect(page.getByRole('region', { name: 'Anamnese' })).toContainText(secret);
  const printOpens = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Imprimir prontuário' }).click();
  const printed = await printOpens;
  await expect(printed.getByRole('heading', { name: 'Prontuário', exact: true })).toBeVisible();
  await expect(printed.getByText(hostile, { exact: true })).toBeVisible();
  await expect(printed.getByText(secret).first()).toBeVisible();
  // What was typed on two lines prints on two lines, as on screen.
  const medication = printed.getByRole('cell', { name: /Metformina/ });
  expect(await medication.innerText()).toBe('Losartana 50 mg\nMetformina 500 mg');
  await expect(printed.locator('img')).toHaveCount(0);
  await printed.close();
  expect(alerts).toEqual([]);

  // The persistent cache holds the record while the session lasts, and nothing of it after.
  const cached = async () => JSON.stringify(await page.context().storageState({ indexedDB: true }));
  await expect.poll(async () => (await cached()).includes(secret)).toBe(true);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect.poll(async () => (await cached()).includes(secret)).toBe(false);
});
