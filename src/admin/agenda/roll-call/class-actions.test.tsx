// 'Remarcar': a refused date or time is announced and belongs to the field(s) it is about (invalid and
// described by the message), so a screen reader on the field hears why.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveClass } from '../../../data/occurrences-repo';
import { classOnDate } from '../../../domain/class-days';
import { blankOccurrence } from '../../../domain/occurrence';
import { aClosure } from '../../../domain/week-test-data';
import { aSchedule } from '../../testing/factories';
import { renderAdmin } from '../../testing/render-admin';
import { ClassActions } from './class-actions';

vi.mock('../../../data/occurrences-repo');
// Friday 20/11/2026, 09:00 in São Paulo: the class of Monday 23/11 is ahead.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const schedule = aSchedule({ id: 'evening', studentIds: ['ana'], days: [1], startTime: '18:00', endTime: '19:00' });

async function openMove(closures = [aClosure()], schedules = [schedule]) {
  const view = renderAdmin(
    <ClassActions
      item={classOnDate(schedule, '2026-11-23', null)}
      creditDays={30}
      closures={closures}
      schedules={schedules}
    />,
  );
  await view.user.click(screen.getByRole('button', { name: 'Remarcar' }));
  const dialog = screen.getByRole('dialog', { name: 'Remarcar' });
  const fields = {
    date: within(dialog).getByLabelText('Nova data'),
    start: within(dialog).getByLabelText('Início'),
    end: within(dialog).getByLabelText('Fim'),
  };
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Remarcar' }));
  return { ...view, dialog, fields, submit };
}

const expectInvalid = (field: HTMLElement, message: string) => {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
};
const expectValid = (field: HTMLElement) => {
  expect(field).toHaveAttribute('aria-invalid', 'false');
  expect(field).not.toHaveAccessibleDescription();
};

describe("ClassActions: 'Remarcar' errors belong to their fields", { timeout: 30_000 }, () => {
  it('warns, without blocking, when the instructor already teaches at the new time', async () => {
    vi.mocked(moveClass).mockResolvedValue();
    // Same instructor, Wednesday 18:30–19:30.
    const other = aSchedule({
      ...schedule,
      id: 'wed',
      studentIds: ['bia'],
      days: [3],
      startTime: '18:30',
      endTime: '19:30',
    });
    const { user, dialog, fields, submit } = await openMove([], [schedule, other]);
    expect(within(dialog).queryByText(/já tem aula/)).toBeNull();
    await user.clear(fields.date);
    await user.type(fields.date, '2026-11-25');
    expect(within(dialog).getByText(/^O instrutor já tem aula nesse horário: /)).toBeVisible();
    await submit();
    await waitFor(() => expect(moveClass).toHaveBeenCalledOnce());
  });

  it('refuses a day the studio is closed, and says which closure', async () => {
    vi.mocked(moveClass).mockResolvedValue();
    const christmas = aClosure({ kind: 'feriado', reason: 'Natal', startDate: '2026-12-25', endDate: '2026-12-25' });
    const { user, dialog, fields, submit } = await openMove([christmas]);
    await user.clear(fields.date);
    await user.type(fields.date, '2026-12-25');
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('25/12/2026: Feriado: Natal. Escolha outro dia.');
    expectInvalid(fields.date, '25/12/2026: Feriado: Natal. Escolha outro dia.');
    expect(moveClass).not.toHaveBeenCalled();
    await user.clear(fields.date);
    await user.type(fields.date, '2026-12-26');
    await submit();
    await waitFor(() => expect(moveClass).toHaveBeenCalledOnce());
    expect(vi.mocked(moveClass).mock.calls[0]?.[1]).toMatchObject({ date: '2026-12-26' });
  });

  it('marks the date, the times or both, each described by the message', async () => {
    const { user, dialog, fields, submit } = await openMove();

    await submit();
    const same = 'A aula já está nesse dia e horário. Escolha outro.';
    expect(within(dialog).getByRole('alert')).toHaveTextContent(same);
    for (const field of Object.values(fields)) expectInvalid(field, same);

    await user.clear(fields.date);
    await submit();
    expectInvalid(fields.date, 'Informe a data.');
    expectValid(fields.start);
    expectValid(fields.end);

    await user.type(fields.date, '2026-11-24');
    await user.clear(fields.end);
    await user.type(fields.end, '17:00');
    await submit();
    const order = 'O horário final deve ser depois do inicial.';
    expectValid(fields.date);
    expectInvalid(fields.start, order);
    expectInvalid(fields.end, order);

    await user.clear(fields.end);
    await user.type(fields.end, '19:00');
    await user.clear(fields.date);
    await user.type(fields.date, '2026-12-25');
    await submit();
    expectInvalid(fields.date, '25/12/2026: Feriado: Natal. Escolha outro dia.');
    expectValid(fields.start);
    expectValid(fields.end);
  });

  it('refuses a year typed wrong and a time half typed, beside the field, before any save', async () => {
    const { user, fields, submit } = await openMove();
    await user.clear(fields.date);
    await user.type(fields.date, '2206-11-24');
    await submit();
    expectInvalid(fields.date, 'Ano fora do esperado: confira a data.');

    await user.clear(fields.date);
    await user.type(fields.date, '2026-11-24');
    await user.clear(fields.start);
    await submit();
    expectValid(fields.date);
    expectInvalid(fields.start, 'Horário inválido');
    expectValid(fields.end);
    expect(moveClass).not.toHaveBeenCalled();
  });

  it('refuses a day and time that has already begun, beside them', async () => {
    const { user, fields, submit } = await openMove();
    await user.clear(fields.date);
    await user.type(fields.date, '2026-11-20');
    await user.clear(fields.start);
    await user.type(fields.start, '08:00');
    await submit();
    const begun = 'Escolha um dia e horário que ainda não começaram.';
    expectInvalid(fields.date, begun);
    expectInvalid(fields.start, begun);
    expect(moveClass).not.toHaveBeenCalled();
  });

  it("offers no 'Remarcar' once the roll call was taken; notices alone do not count", () => {
    const at = (changes: object) => ({
      ...blankOccurrence('2026-11-23', 0, 'ins1'),
      scheduleId: 'evening',
      version: 1,
      ...changes,
    });
    const show = (occurrence: ReturnType<typeof at>) =>
      renderAdmin(
        <ClassActions item={classOnDate(schedule, '2026-11-23', occurrence)} creditDays={30} closures={[]} />,
      );
    const marked = show(at({ attendance: { ana: 'falta' } }));
    expect(screen.queryByRole('button', { name: 'Remarcar' })).not.toBeInTheDocument();
    marked.unmount();
    const came = show(at({ attendance: { ana: 'presente' }, notices: { ana: 1 } })); // a late notice, then Presente
    expect(screen.queryByRole('button', { name: 'Remarcar' })).not.toBeInTheDocument();
    came.unmount();
    show(at({ attendance: { ana: 'justificada' }, notices: { ana: 1 } }));
    expect(screen.getByRole('button', { name: 'Remarcar' })).toBeInTheDocument();
  });

  it('says a failed save without blaming a field', async () => {
    vi.mocked(moveClass).mockRejectedValue(new Error('offline'));
    const { user, dialog, fields, submit } = await openMove();
    await user.clear(fields.date);
    await user.type(fields.date, '2026-11-24');
    await submit();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/Erro ao remarcar a aula/));
    for (const field of Object.values(fields)) expectValid(field);
  });

  it("'Cancelar aula' waits for the studio's credit validity, which each student's credit carries", async () => {
    const view = renderAdmin(
      <ClassActions item={classOnDate(schedule, '2026-11-23', null)} creditDays={null} closures={[]} />,
    );
    await view.user.click(screen.getByRole('button', { name: 'Cancelar aula deste dia' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar aula deste dia' });
    await view.user.type(within(dialog).getByLabelText('Motivo'), 'Chuva');
    expect(within(dialog).getByRole('button', { name: 'Cancelar aula' })).toBeDisabled();
  });

  it('says, before a class long past is cancelled, that its credits are born expired', async () => {
    const past = (date: string) => classOnDate(schedule, date, null);
    const view = renderAdmin(<ClassActions item={past('2026-10-19')} creditDays={30} closures={[]} />);
    await view.user.click(screen.getByRole('button', { name: 'Cancelar aula deste dia' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar aula deste dia' });
    expect(dialog).toHaveTextContent('Esta aula foi há mais de 30 dias: o crédito de reposição de cada aluno');
    view.unmount();
    renderAdmin(<ClassActions item={past('2026-10-26')} creditDays={30} closures={[]} />);
    await view.user.click(screen.getByRole('button', { name: 'Cancelar aula deste dia' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Cada aluno matriculado recebe um crédito de reposição.');
  });

  it("says, before a class with a make-up guest is cancelled, that the guest's credit opens again", async () => {
    const withGuests = (date: string, guests: Record<string, string>) =>
      classOnDate(schedule, date, { ...blankOccurrence(date, 0, 'carla'), scheduleId: schedule.id, guests });
    const view = renderAdmin(
      <ClassActions item={withGuests('2026-11-30', { zoe: 'credit-zoe' })} creditDays={30} closures={[]} />,
    );
    await view.user.click(screen.getByRole('button', { name: 'Cancelar aula deste dia' }));
    expect(screen.getByRole('dialog', { name: 'Cancelar aula deste dia' })).toHaveTextContent(
      'Cada aluno matriculado recebe um crédito de reposição. A reposição agendada nela é desfeita e o crédito do aluno volta a ficar em aberto.',
    );
    view.unmount();
    // Long past, the guests' credits come back as expired as the class's own.
    const old = withGuests('2026-10-19', { zoe: 'credit-zoe', yan: 'credit-yan' });
    renderAdmin(<ClassActions item={old} creditDays={30} closures={[]} />);
    await view.user.click(screen.getByRole('button', { name: 'Cancelar aula deste dia' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'já nasce vencido. As 2 reposições agendadas nela são desfeitas e os créditos voltam, também já vencidos.',
    );
  });
});
