// The studio's real week end to end (issue 15): the roll call on a phone, notices in time (credit,
// booked into another class, the guest marked 'Reposição' there) and late (no credit, the reason),
// a cancelled class (credits for everyone), a closed holiday (no class that day), and a drag in Grade
// that moves one class and not the series, and a student's credits laid out on a phone. Classes are
// placed relative to now (support/week.ts).
import type { Page } from '@playwright/test';
import { creditIdOf, newCredit } from '../../src/domain/credit';
import { addDaysIso, formatDateBR, todayIso } from '../../src/domain/dates';
import { LATE_NOTICE_TEXT } from '../../src/domain/make-up';
import { admin, stored } from '../support/emulator';
import { expect, test, wholeStudio } from './support/test';
import { classIn, dayUrl, seedClass, seedPeople } from './support/week';

test.describe.configure({ timeout: 120_000 });

const tag = () => Date.now().toString(36);
const occurrence = (scheduleId: string, date: string) =>
  admin().db.doc(`schedules/${scheduleId}/occurrences/${date}`).get();
const credit = (scheduleId: string, date: string, studentId: string) =>
  admin()
    .db.doc(`credits/${creditIdOf(scheduleId, date, studentId)}`)
    .get();

/** Opens the class at `time` from the day's list shown. */
async function openClass(page: Page, time: string) {
  await page
    .getByRole('list', { name: 'Horários do dia' })
    .getByRole('button', { name: new RegExp(`^${time}`) })
    .click();
  return page.getByRole('dialog', { name: 'Detalhes do horário' });
}

test('roll call on a phone: one tap marks a student, saved at once', async ({ page, signedInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = tag();
  const { instructorId, ids } = await seedPeople(t, [`Ana Chamada${t}`, `Bruno Chamada${t}`]);
  const started = classIn(-1);
  const scheduleId = await seedClass(instructorId, Object.values(ids), started);
  await signedInAs('admin', { at: dayUrl(started.date, instructorId) });
  const details = await openClass(page, started.startTime);
  const chamada = details.getByRole('region', { name: 'Chamada' });
  const ana = chamada.getByRole('listitem', { name: `Ana Chamada${t}` });
  await ana.getByRole('button', { name: 'Presente' }).click();
  await expect(ana.getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
  // Seen at a glance, not only said: the mark chosen is filled with the studio's green, the others not.
  await expect(ana.getByRole('button', { name: 'Presente' })).toHaveCSS('background-color', 'rgb(76, 175, 80)');
  await expect(ana.getByRole('button', { name: 'Falta', exact: true })).not.toHaveCSS(
    'background-color',
    'rgb(76, 175, 80)',
  );
  // Followed with the keyboard too (the arrows, within a student's marks): the mark focused is ringed
  // (MUI's faint ripple hardly showed).
  await page.keyboard.press('ArrowRight');
  await expect(ana.getByRole('button', { name: 'Falta', exact: true })).toBeFocused();
  await expect(ana.getByRole('button', { name: 'Falta', exact: true })).toHaveCSS('outline-style', 'solid');
  const bruno = chamada.getByRole('listitem', { name: `Bruno Chamada${t}` });
  await bruno.getByRole('button', { name: 'Falta justificada' }).click();
  await expect(bruno.getByRole('button', { name: 'Falta justificada' })).toHaveAttribute('aria-pressed', 'true');
  // The three buttons fill the phone's width, each tall enough for a thumb.
  const box = await ana.getByRole('button', { name: 'Falta justificada' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expect
    .poll(async () => (await occurrence(scheduleId, started.date)).data()?.attendance)
    .toEqual({
      [ids[`Ana Chamada${t}`]!]: 'presente',
      [ids[`Bruno Chamada${t}`]!]: 'justificada',
    });

  // Grade on a phone opens on the day (seven columns would not fit), its class's title on one line.
  await page.goto(`${dayUrl(started.date, instructorId)}&vista=grade`);
  await expect(page.getByRole('group', { name: 'Grade por' }).getByRole('button', { name: 'Dia' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('[data-grade] .rbc-event-content')).toHaveCSS('white-space', 'nowrap');
  // …and steps a day at a time there (the agenda's toolbar steps Grade by weeks).
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  // Today is the URL's default, left out of it: the case just after midnight, the class an hour ago yesterday.
  const next = addDaysIso(started.date, 1);
  await expect(page).toHaveURL(next === todayIso() ? /^(?!.*data=)/ : new RegExp(`data=${next}`));
});

test('a notice 3 hours ahead earns a credit, booked into another class where the guest shows as Reposição', async ({
  page,
  signedInAs,
}) => {
  const t = tag();
  const { instructorId, ids } = await seedPeople(t, [`Carla Aviso${t}`, `Davi Aviso${t}`]);
  const carla = ids[`Carla Aviso${t}`]!;
  const later = classIn(5);
  const other = classIn(6);
  const missed = await seedClass(instructorId, [carla], later);
  const makeUp = await seedClass(instructorId, [ids[`Davi Aviso${t}`]!], other, 'pilates');
  await signedInAs('admin', { at: dayUrl(later.date, instructorId) });
  const details = await openClass(page, later.startTime);
  const row = details.getByRole('listitem', { name: `Carla Aviso${t}` });
  await row.getByRole('button', { name: 'Avisar falta' }).click();
  await expect(
    page.getByText('Aviso registrado com sucesso! Falta justificada: crédito de reposição gerado.'),
  ).toBeVisible();
  await expect(row.getByText('Avisou: Falta justificada')).toBeVisible();
  await expect.poll(async () => (await credit(missed, later.date, carla)).exists).toBe(true);
  // Beside the notice's chip and buttons the name keeps its room (squeezed, it broke mid-word).
  const nameBox = await row.getByText(`Carla Aviso${t}`, { exact: true }).locator('..').boundingBox();
  expect(nameBox?.width).toBeGreaterThanOrEqual(150);

  await row.getByRole('button', { name: 'Agendar reposição' }).click();
  const booking = page.getByRole('dialog', { name: 'Agendar reposição' });
  await expect(booking.getByLabel('Crédito')).toContainText(`Falta de ${formatDateBR(later.date)}`);
  await booking
    .getByRole('list', { name: 'Aulas com vaga' })
    .getByRole('button', { name: new RegExp(` ${formatDateBR(other.date)} ${other.startTime}`) })
    .click();
  await expect(page.getByText('Reposição agendada com sucesso!')).toBeVisible();
  await expect.poll(async () => (await credit(missed, later.date, carla)).data()?.bookedScheduleId).toBe(makeUp);

  await page.keyboard.press('Escape');
  await page.goto(dayUrl(other.date, instructorId));
  const target = await openClass(page, other.startTime);
  const guest = target.getByRole('listitem', { name: `Carla Aviso${t}` });
  await expect(guest.getByText('Reposição', { exact: true })).toBeVisible();
});

test('a notice under 3 hours is an absence without a credit, says why, and can be taken back', async ({
  page,
  signedInAs,
}) => {
  const t = tag();
  const { instructorId, ids } = await seedPeople(t, [`Elisa Tarde${t}`]);
  const elisa = ids[`Elisa Tarde${t}`]!;
  const soon = classIn(1);
  const scheduleId = await seedClass(instructorId, [elisa], soon);
  await signedInAs('admin', { at: dayUrl(soon.date, instructorId) });
  const details = await openClass(page, soon.startTime);
  const row = details.getByRole('listitem', { name: `Elisa Tarde${t}` });
  await row.getByRole('button', { name: 'Avisar falta' }).click();
  await expect(row.getByText(LATE_NOTICE_TEXT)).toBeVisible();
  await expect(row.getByText('Avisou: Falta')).toBeVisible();
  await expect
    .poll(async () => (await occurrence(scheduleId, soon.date)).data()?.attendance)
    .toEqual({ [elisa]: 'falta' });
  expect((await credit(scheduleId, soon.date, elisa)).exists).toBe(false);

  // Given by mistake: 'Desfazer aviso', confirmed, and Elisa is expected in class again.
  await row.getByRole('button', { name: 'Desfazer aviso' }).click();
  await page.getByRole('dialog', { name: 'Desfazer aviso' }).getByRole('button', { name: 'Desfazer aviso' }).click();
  await expect(page.getByText('Aviso desfeito com sucesso!')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Avisar falta' })).toBeVisible();
  await expect.poll(async () => (await occurrence(scheduleId, soon.date)).data()?.notices).toEqual({});
});

test('a class cancelled for one day gives every enrolled student a credit and shows struck through', async ({
  page,
  signedInAs,
}) => {
  const t = tag();
  const { instructorId, ids } = await seedPeople(t, [`Fabi Cancela${t}`, `Gil Cancela${t}`]);
  const time = classIn(8);
  const scheduleId = await seedClass(instructorId, Object.values(ids), time);
  await signedInAs('admin', { at: dayUrl(time.date, instructorId) });
  const details = await openClass(page, time.startTime);
  await details.getByRole('button', { name: 'Cancelar aula deste dia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar aula deste dia' });
  await dialog.getByLabel('Motivo').fill('Instrutora doente');
  await dialog.getByRole('button', { name: 'Cancelar aula' }).click();
  await expect(page.getByText('Aula cancelada com sucesso! Os alunos receberam crédito de reposição.')).toBeVisible();
  await expect(details.getByText('Cancelada: Instrutora doente')).toBeVisible();
  for (const id of Object.values(ids)) {
    await expect.poll(async () => (await credit(scheduleId, time.date, id)).data()?.reason).toBe('cancelamento');
  }
  await page.keyboard.press('Escape');
  const item = page.getByRole('list', { name: 'Horários do dia' }).locator('[data-cancelled]');
  await expect(item).toContainText('Cancelada: Instrutora doente');
  // Next day's class is still there, as planned.
  expect((await admin().db.doc(`schedules/${scheduleId}`).get()).data()?.active).toBe(true);
});

test("a student's credits on a 375 px phone: the text reads in lines, with 'Cancelar reposição' and the status beside or below it", async ({
  page,
  signedInAs,
}) => {
  const t = tag();
  const nome = `Joana Reposição Celular${t}`;
  const { instructorId, ids } = await seedPeople(t, [nome]);
  const joana = ids[nome]!;
  const later = classIn(5);
  const missed = await seedClass(instructorId, [joana], later);
  const makeUp = await seedClass(instructorId, [], { date: later.date, startTime: '10:00', endTime: '11:00' });
  // Yesterday's notice, booked into tomorrow's 10:00 class.
  const yesterday = addDaysIso(later.date, -1);
  const tomorrow = addDaysIso(later.date, 1);
  const booking = { bookedScheduleId: makeUp, bookedDate: tomorrow, bookedAt: tomorrow, bookedStart: '10:00' };
  const input = { studentId: joana, scheduleId: missed, reason: 'aviso' as const };
  await admin()
    .db.doc(`credits/${creditIdOf(missed, yesterday, joana)}`)
    .set(stored({ ...newCredit({ ...input, date: yesterday }, 30, Date.now()), ...booking }));
  await page.setViewportSize({ width: 375, height: 740 });
  await signedInAs('admin', { at: `/admin/alunos?q=${encodeURIComponent(nome)}` });
  await page.getByRole('row').filter({ hasText: nome }).getByRole('button', { name: 'Editar' }).click();
  await page
    .getByRole('dialog', { name: 'Editar aluno' })
    .getByRole('button', { name: 'Frequência e reposições' })
    .click();
  const row = page.getByRole('list', { name: 'Créditos de reposição' }).getByRole('listitem');
  const boxes = await Promise.all(
    [
      row,
      row.getByText(`Falta de ${formatDateBR(yesterday)} — Aviso de falta`),
      row.getByText(/^Válido até/),
      row.getByRole('button', { name: /^Cancelar reposição/ }),
      row.getByText('Agendado', { exact: true }),
    ].map(async (part) => {
      await expect(part).toBeInViewport();
      const box = await part.boundingBox();
      if (!box) throw new Error('not laid out');
      return box;
    }),
  );
  type Box = (typeof boxes)[number];
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const [whole, what, until, button, status] = boxes as [Box, Box, Box, Box, Box];
  // The text reads in lines, not a word per line squeezed beside the button and the status.
  expect(what.width).toBeGreaterThan(whole.width / 2);
  expect(until.width).toBeGreaterThan(whole.width / 2);
  for (const text of [what, until]) {
    expect(overlap(text, status)).toBe(false);
    expect(overlap(text, button)).toBe(false);
  }
  expect(overlap(button, status)).toBe(false);
  // …and both whole inside the row, not pushed past its edge.
  for (const part of [button, status]) expect(part.x + part.width).toBeLessThanOrEqual(whole.x + whole.width + 0.5);
});

// Tagged: it closes the studio for a day, so it runs when no other test has a class then.
test(
  'a holiday closed on Feriados e recesso shows that day closed, with no class',
  wholeStudio,
  async ({ page, signedInAs }) => {
    const t = tag();
    const { instructorId, ids } = await seedPeople(t, [`Hugo Feriado${t}`]);
    await signedInAs('admin', { at: '/admin/feriados' });
    const first = page.getByRole('table', { name: 'Feriados' }).getByRole('row').nth(1);
    const [dateText, name] = [
      await first.getByRole('cell').nth(0).textContent(),
      await first.getByRole('cell').nth(1).textContent(),
    ];
    const [d, m, y] = (dateText ?? '').split(' ')[1]!.split('/');
    const date = `${y}-${m}-${d}`;
    await seedClass(instructorId, Object.values(ids), { date, startTime: '10:00', endTime: '11:00' });
    const toggle = page.getByRole('switch', { name: `Estúdio fechado: ${name} ${d}/${m}/${y}` });
    if (!(await toggle.isChecked())) {
      await toggle.click();
      await page
        .getByRole('dialog', { name: 'Fechar o estúdio?' })
        .getByRole('button', { name: 'Fechar o estúdio' })
        .click();
    }
    await expect(toggle).toBeChecked();
    await page.goto(dayUrl(date, instructorId));
    await expect(page.getByText(`Feriado: ${name}`)).toBeVisible();
    await expect(page.locator('[data-agenda-class]')).toHaveCount(0);
    // The day after is open: the class is there.
    await page.getByRole('button', { name: 'Próximo dia' }).click();
    await expect(page.locator('[data-agenda-class]')).toHaveCount(1);
    // Reopened, so the other tests' classes on that day are there again.
    await page.goto('/admin/feriados');
    await toggle.click();
    await page.getByRole('dialog', { name: 'Reabrir o estúdio?' }).getByRole('button', { name: 'Reabrir' }).click();
    await expect(toggle).not.toBeChecked();
  },
);

test('a drag in Grade moves that one class, not the series', async ({ page, signedInAs }) => {
  const t = tag();
  const { instructorId, ids } = await seedPeople(t, [`Iara Grade${t}`]);
  const time = { ...classIn(24), startTime: '09:00', endTime: '10:00' };
  const scheduleId = await seedClass(instructorId, Object.values(ids), time);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signedInAs('admin', { at: `/admin/dashboard?vista=grade&data=${time.date}&instrutor=${instructorId}` });
  const grid = page.locator('[data-grade]');
  await page.getByRole('group', { name: 'Grade por' }).getByRole('button', { name: 'Dia' }).click();
  const event = grid.locator('.rbc-event').first();
  await expect(event).toBeVisible();
  // A click opens the class (the grid's drag and drop takes its press, and lets it through).
  await event.click();
  const details = page.getByRole('dialog', { name: 'Detalhes do horário' });
  await expect(details).toContainText('09:00–10:00');
  await details.getByRole('button', { name: 'Fechar' }).click();
  await expect(details).toBeHidden();
  const box = await event.boundingBox();
  if (!box) throw new Error('no event box');
  // Two hours down: 09:00 → 11:00 (30-minute slots).
  const slot = await grid.locator('.rbc-time-slot').first().boundingBox();
  const drop = box.y + 5 + 4 * (slot?.height ?? 20);
  await page.mouse.move(box.x + box.width / 2, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 25, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2, drop, { steps: 10 });
  await page.mouse.up();
  const confirm = page.getByRole('dialog', { name: 'Remarcar' });
  await expect(confirm).toContainText('As outras aulas do horário não mudam.');
  await confirm.getByRole('button', { name: 'Remarcar' }).click();
  await expect(page.getByText('Aula remarcada com sucesso!')).toBeVisible();
  await expect
    .poll(async () => (await occurrence(scheduleId, time.date)).data())
    .toMatchObject({ movedDate: time.date, changed: true });
  // Where the drop landed (about two hours down): later that day, an hour long as before.
  const moved = String((await occurrence(scheduleId, time.date)).data()?.movedStart);
  expect(moved > '10:00' && moved <= '12:00').toBe(true);
  // The series is as it was: the schedule's time, and the next day's class at 09:00.
  expect((await admin().db.doc(`schedules/${scheduleId}`).get()).data()).toMatchObject({
    startTime: '09:00',
    version: 1,
  });
  await page.goto(dayUrl(time.date, instructorId));
  await expect(page.getByRole('list', { name: 'Horários do dia' })).toContainText(`${moved}–`);
  await expect(page.getByRole('list', { name: 'Horários do dia' })).toContainText('Remarcada de');
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page.getByRole('list', { name: 'Horários do dia' })).toContainText('09:00–10:00');
});
