import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInstructors } from '../../../data/hooks';
import { useHealthAlerts } from '../../../data/record-hooks';
import { useOccurrence, useStudioSettings } from '../../../data/week-hooks';
import { cancelClass, giveNotice, markAttendance, undoNotice } from '../../../data/occurrences-repo';
import { LATE_NOTICE_TEXT, NoticeBookedError, SeatTakenError } from '../../../domain/make-up';
import { live } from '../../testing/factories';
import { liveStore } from '../../testing/live-store';
import { sessions } from '../../testing/sessions';
import { carla, davi, evening, now, settingsOf, withData, withWeek } from '../agenda-fixtures';
import { occurrenceOf, openClass } from '../agenda-test-setup';
import { NO_CREDIT_TEXT, UNLINKED_TEXT } from './roll-call';

vi.mock('../../../data/record-hooks', () => import('../../testing/record-hooks-mock'));
vi.mock('../../../data/hooks', () => import('../agenda-hooks-mock'));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');
vi.mock('../../../data/schedules-repo', () => import('../schedules-repo-mock'));

// Monday 23 Nov 2026, 12:00 in São Paulo: the 07:00 class has started, the 18:00 one has not.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  withData();
  vi.mocked(markAttendance).mockResolvedValue();
  vi.mocked(cancelClass).mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('Chamada', { timeout: 30_000 }, () => {
  it('shows the health alert of a student with restrictions to a reader, the restrictions in one tap', async () => {
    withWeek({ occurrences: [] });
    const alert = { equipe: ['uid-1'], updatedBy: 'a', updatedByName: 'Ana', writtenAt: 1 };
    vi.mocked(useHealthAlerts).mockReturnValue(
      live(new Map([['joao', { ...alert, id: 'joao', restricoes: 'Sem flexão de tronco' }]])),
    );
    const { user, chamada } = await openClass(/07:00–08:00/, sessions.instrutor);
    const joao = within(chamada).getByRole('listitem', { name: 'João Gonçalves' });
    await user.click(within(joao).getByRole('button', { name: 'Restrições de saúde de João Gonçalves' }));
    const shown = await screen.findByRole('dialog', { name: 'Restrições de saúde de João Gonçalves' });
    expect(within(shown).getByText('Sem flexão de tronco')).toBeInTheDocument();
    expect(within(chamada).queryByRole('button', { name: 'Restrições de saúde de Ana Souza' })).toBeNull();
    vi.mocked(useHealthAlerts).mockReturnValue(live(new Map()));
  });

  it('opens from the day’s list in one step and marks a student with one tap, guests marked Reposição', async () => {
    withWeek({ occurrences: [occurrenceOf('early', { guests: { ana: 'early_x_ana' } })] });
    const { user, chamada } = await openClass(/07:00–08:00/);
    const joao = within(chamada).getByRole('listitem', { name: 'João Gonçalves' });
    const ana = within(chamada).getByRole('listitem', { name: 'Ana Souza' });
    expect(within(ana).getByText('Reposição')).toBeInTheDocument();
    expect(within(joao).queryByText('Reposição')).not.toBeInTheDocument();
    // A guest comes or misses: no justified absence (the rules refuse one), so it is not offered.
    expect(
      within(ana)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Presente', 'Falta']);
    expect(within(joao).getByRole('button', { name: 'Falta justificada' })).toBeInTheDocument();
    await user.click(within(joao).getByRole('button', { name: 'Presente' }));
    await waitFor(() => expect(markAttendance).toHaveBeenCalledOnce());
    const [item, studentId, status, who] = vi.mocked(markAttendance).mock.calls[0] ?? [];
    expect([item?.schedule.id, item?.date, studentId, status]).toEqual(['early', '2026-11-23', 'joao', 'presente']);
    expect(who).toBe('João Gonçalves'); // a refusal the server sends later names the student
  });

  it('shows a tap at once, before its save settles, and what is stored again when the save fails', async () => {
    withWeek({ occurrences: [occurrenceOf('early', { attendance: { joao: 'falta' } })] });
    let refuse: (error: Error) => void = () => undefined;
    vi.mocked(markAttendance).mockReturnValueOnce(new Promise<void>((_resolve, reject) => (refuse = reject)));
    const { user, chamada } = await openClass(/07:00–08:00/);
    const joao = within(chamada).getByRole('listitem', { name: 'João Gonçalves' });
    await user.click(within(joao).getByRole('button', { name: 'Presente' }));
    expect(within(joao).getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(joao).getByRole('button', { name: 'Falta' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(joao).getByRole('group', { name: 'Chamada de João Gonçalves' })).toHaveAttribute('aria-busy', 'true');

    refuse(new Error('permission-denied'));
    // Said inside the class's details, where the keyboard reaches its 'Fechar' (a snackbar would cover them).
    const failure = await within(chamada).findByRole('alert');
    expect(failure).toHaveTextContent('Erro ao salvar a chamada. Tente novamente.');
    expect(within(joao).getByRole('button', { name: 'Falta' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(joao).getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(joao).getByRole('group', { name: 'Chamada de João Gonçalves' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    // The next taps (saved) do not take it away before it is read: it stays until closed.
    await user.click(within(joao).getByRole('button', { name: 'Falta justificada' }));
    await waitFor(() => expect(markAttendance).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(chamada).getByRole('alert')).toHaveTextContent('Erro ao salvar a chamada. Tente novamente.');
    await user.click(within(failure).getByRole('button', { name: 'Fechar' }));
    expect(within(chamada).queryByRole('alert')).toBeNull();
  });

  it('keeps showing the last tap while it saves, whatever an earlier tap’s save answers', async () => {
    withWeek({ occurrences: [] });
    const settle: (() => void)[] = [];
    vi.mocked(markAttendance).mockImplementation(() => new Promise<void>((resolve) => settle.push(resolve)));
    const { user, chamada } = await openClass(/07:00–08:00/);
    const joao = within(chamada).getByRole('listitem', { name: 'João Gonçalves' });
    await user.click(within(joao).getByRole('button', { name: 'Presente' }));
    await user.click(within(joao).getByRole('button', { name: 'Falta' }));
    await user.click(within(joao).getByRole('button', { name: 'Presente' }));
    await waitFor(() => expect(settle).toHaveLength(3));
    settle[0]?.(); // the first Presente is saved: the last tap (also Presente) is still on its way
    settle[1]?.();
    await waitFor(() => expect(markAttendance).toHaveBeenCalledTimes(3));
    const group = within(joao).getByRole('group', { name: 'Chamada de João Gonçalves' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(within(joao).getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
    settle[2]?.();
    await waitFor(() => expect(group).toHaveAttribute('aria-busy', 'false'));
  });

  it('shows what was marked; an instrutor marks only the classes they teach (their login link), and says when none is linked', async () => {
    withWeek({ occurrences: [occurrenceOf('early', { attendance: { joao: 'falta' } })] });
    const first = await openClass(/07:00–08:00/, sessions.instrutor);
    const joao = within(first.chamada).getByRole('listitem', { name: 'João Gonçalves' });
    expect(within(joao).getByRole('button', { name: 'Falta' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(joao).getByRole('button', { name: 'Presente' })).toBeDisabled();
    expect(within(first.details).queryByRole('button', { name: 'Cancelar aula deste dia' })).not.toBeInTheDocument();
    // No instructor record names this login yet: said how to fix it.
    expect(first.chamada).toHaveTextContent(UNLINKED_TEXT);
    first.unmount();
    // Not when the instructors could not be read: nobody knows then.
    vi.mocked(useInstructors).mockReturnValue(live([], { error: new Error('unavailable') }));
    const unread = await openClass(/07:00–08:00/, sessions.instrutor);
    expect(unread.chamada).not.toHaveTextContent(UNLINKED_TEXT);
    unread.unmount();
    const uid = sessions.instrutor.status === 'active' ? sessions.instrutor.user.uid : '';
    vi.mocked(useInstructors).mockReturnValue(live([{ ...carla, userId: uid }, davi]));
    const other = await openClass(/07:00–08:00/, sessions.instrutor);
    expect(other.chamada).toHaveTextContent('Só o instrutor da aula ou um administrador marca a chamada.');
    expect(within(other.chamada).getAllByRole('button', { name: 'Presente' })[0]).toBeDisabled();
    expect(other.chamada).not.toHaveTextContent(NO_CREDIT_TEXT);
    other.unmount();
    vi.mocked(useInstructors).mockReturnValue(live([carla, { ...davi, userId: uid }]));
    const second = await openClass(/07:00–08:00/, sessions.instrutor);
    const row = within(second.chamada).getByRole('listitem', { name: 'João Gonçalves' });
    expect(within(row).getByRole('button', { name: 'Presente' })).toBeEnabled();
    expect(second.chamada).not.toHaveTextContent('Só o instrutor da aula');
    // Whoever marks is told a justified absence marked now earns no credit (that is 'Avisar falta').
    expect(second.chamada).toHaveTextContent(NO_CREDIT_TEXT);
  });

  it('before the class starts takes notices only, and shows a late one with its reason', async () => {
    vi.mocked(giveNotice).mockResolvedValue('falta');
    withWeek({
      occurrences: [occurrenceOf('evening', { attendance: { joao: 'falta' }, notices: { joao: now.getTime() } })],
    });
    const { user, chamada } = await openClass(/18:00–19:00/);
    expect(within(chamada).queryByRole('button', { name: 'Presente' })).not.toBeInTheDocument();
    const joao = within(chamada).getByRole('listitem', { name: 'João Gonçalves' });
    expect(within(joao).getByText(LATE_NOTICE_TEXT)).toBeInTheDocument();
    const ana = within(chamada).getByRole('listitem', { name: 'Ana Souza' });
    await user.click(within(ana).getByRole('button', { name: 'Avisar falta' }));
    await waitFor(() => expect(giveNotice).toHaveBeenCalledOnce());
    expect(vi.mocked(giveNotice).mock.calls[0]?.[1]).toBe('ana');
    expect(vi.mocked(giveNotice).mock.calls[0]?.[2]).toBe(30);
    expect(await screen.findByText(`Aviso registrado com sucesso! ${LATE_NOTICE_TEXT}`)).toBeInTheDocument();
  });

  it('takes notices only once the studio’s credit validity is read (each credit carries it)', async () => {
    vi.mocked(useStudioSettings).mockReturnValue(live(null, { loading: true }));
    const notices = within((await openClass(/18:00–19:00/)).chamada).getAllByRole('button', { name: 'Avisar falta' });
    expect(notices.filter((b) => !b.hasAttribute('disabled'))).toEqual([]);
  });

  it("'Desfazer aviso' takes a notice back after asking, before the class starts", async () => {
    vi.mocked(undoNotice).mockResolvedValue();
    withWeek({
      occurrences: [
        occurrenceOf('evening', { attendance: { joao: 'justificada' }, notices: { joao: now.getTime() - 3_600_000 } }),
      ],
    });
    const { user, chamada } = await openClass(/18:00–19:00/);
    const joao = within(chamada).getByRole('listitem', { name: 'João Gonçalves' });
    await user.click(within(joao).getByRole('button', { name: 'Desfazer aviso' }));
    const ask = screen.getByRole('dialog', { name: 'Desfazer aviso' });
    expect(ask).toHaveTextContent(
      'O aviso de falta de João Gonçalves será desfeito, e o crédito de reposição dele, retirado.',
    );
    expect(undoNotice).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Desfazer aviso' }));
    await waitFor(() => expect(undoNotice).toHaveBeenCalledOnce());
    const [item, studentId] = vi.mocked(undoNotice).mock.calls[0] ?? [];
    expect([item?.schedule.id, item?.date, studentId]).toEqual([evening.id, '2026-11-23', 'joao']);
    expect(await screen.findByText('Aviso desfeito com sucesso!')).toBeInTheDocument();
  });

  it.each([
    ["the notice's credit is booked: cancel the make-up first", new NoticeBookedError()],
    ['its seat went to a make-up guest: the class would pass 6 people', new SeatTakenError()],
  ])('says why a notice stays, and what to do: %s', async (_why, refusal) => {
    vi.mocked(undoNotice).mockRejectedValue(refusal);
    withWeek({
      occurrences: [occurrenceOf('evening', { attendance: { joao: 'justificada' }, notices: { joao: 1 } })],
    });
    const { user, chamada } = await openClass(/18:00–19:00/);
    const joao = within(chamada).getByRole('listitem', { name: 'João Gonçalves' });
    await user.click(within(joao).getByRole('button', { name: 'Desfazer aviso' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Desfazer aviso' })).getByRole('button', { name: 'Desfazer aviso' }),
    );
    expect(await within(chamada).findByRole('alert')).toHaveTextContent(refusal.message);
  });

  it('once the class started, a late notice can become Presente; a justified one stays', async () => {
    const noticed = (status: string) =>
      occurrenceOf('early', { attendance: { joao: status }, notices: { joao: now.getTime() - 3_600_000 } });
    withWeek({ occurrences: [noticed('justificada')] });
    const first = await openClass(/07:00–08:00/);
    const justified = within(first.chamada).getByRole('listitem', { name: 'João Gonçalves' });
    expect(within(justified).getByText('Avisou: Falta justificada')).toBeInTheDocument();
    expect(within(justified).queryByRole('button')).toBeNull();
    first.unmount();
    withWeek({ occurrences: [noticed('falta')] });
    const { user, chamada } = await openClass(/07:00–08:00/);
    const joao = within(chamada).getByRole('listitem', { name: 'João Gonçalves' });
    expect(within(joao).getByText('Avisou: Falta')).toBeInTheDocument();
    expect(within(joao).queryByRole('button', { name: 'Desfazer aviso' })).toBeNull();
    expect(within(joao).getByRole('group', { name: 'Chamada de João Gonçalves' })).toHaveTextContent('PresenteFalta');
    await user.click(within(joao).getByRole('button', { name: 'Presente' }));
    await waitFor(() => expect(markAttendance).toHaveBeenCalledOnce());
    expect(vi.mocked(markAttendance).mock.calls[0]?.slice(1)).toEqual(['joao', 'presente', 'João Gonçalves']);
  });

  it('cancels this date only, with a reason; each credit valid the studio’s days', async () => {
    vi.mocked(useStudioSettings).mockReturnValue(live(settingsOf(45)));
    const { user, details } = await openClass(/18:00–19:00/);
    await user.click(within(details).getByRole('button', { name: 'Cancelar aula deste dia' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar aula deste dia' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar aula' }));
    // Said to a screen reader too, not only written under the field.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Informe o motivo.');
    expect(cancelClass).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Motivo'), 'Instrutora doente');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar aula' }));
    await waitFor(() => expect(cancelClass).toHaveBeenCalledOnce());
    const [item, reason, days] = vi.mocked(cancelClass).mock.calls[0] ?? [];
    expect([item?.schedule.id, item?.date, reason, days]).toEqual([evening.id, '2026-11-23', 'Instrutora doente', 45]);
  });

  it('once cancelled, takes focus to what says so: the actions it was in are gone with the class', async () => {
    const stored = liveStore(live<ReturnType<typeof occurrenceOf> | null>(null));
    vi.mocked(useOccurrence).mockImplementation(stored.use);
    vi.mocked(cancelClass).mockImplementation(async () => {
      stored.set(live(occurrenceOf(evening.id, { cancelled: true, reason: 'Chuva', changed: true })));
    });
    const { user, details } = await openClass(/18:00–19:00/);
    await user.click(within(details).getByRole('button', { name: 'Cancelar aula deste dia' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar aula deste dia' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Chuva');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar aula' }));
    await waitFor(() => expect(within(details).getByRole('alert')).toHaveFocus());
    expect(within(details).getByRole('alert')).toHaveTextContent(/Chuva/);
    expect(within(details).queryByRole('button', { name: 'Cancelar aula deste dia' })).toBeNull();
  });

  it('stays open while the cancellation is on its way, and says there why it failed', async () => {
    let fail = (_error: Error) => undefined as void;
    vi.mocked(cancelClass).mockReturnValue(new Promise<void>((_resolve, reject) => (fail = reject)));
    const { user, details } = await openClass(/18:00–19:00/);
    await user.click(within(details).getByRole('button', { name: 'Cancelar aula deste dia' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar aula deste dia' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Chuva');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar aula' }));
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cancelar aula deste dia' })).toBeInTheDocument();
    fail(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(await within(dialog).findByText(/^Erro ao cancelar a aula\. Tente novamente\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Chuva');
  });

  it('a class someone attended happened where it was: neither moved nor cancelled', async () => {
    withWeek({ occurrences: [occurrenceOf('early', { attendance: { joao: 'presente' } })] });
    const { details } = await openClass(/07:00–08:00/);
    expect(within(details).queryByRole('button', { name: 'Remarcar' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Cancelar aula deste dia' })).not.toBeInTheDocument();
  });

  it('a cancelled class shows struck through with its reason in the day, and takes no roll call', async () => {
    withWeek({ occurrences: [occurrenceOf('early', { cancelled: true, reason: 'Chuva forte', changed: true })] });
    const { details, chamada } = await openClass(/07:00–08:00/);
    expect(within(details).getByText('Cancelada: Chuva forte')).toBeInTheDocument();
    expect(within(chamada).queryByRole('button', { name: 'Presente' })).not.toBeInTheDocument();
  });
});
