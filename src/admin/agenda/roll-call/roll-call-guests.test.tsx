import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cancelBooking, giveNotice } from '../../../data/occurrences-repo';
import { server } from '../../../data/live-answers';
import { OFFLINE_NOTICE_TEXT } from '../../../domain/make-up';
import { aCredit } from '../../testing/factories';
import { now, withWeek } from '../agenda-fixtures';
import { occurrenceOf, openClass, setUpAgendaTests } from '../agenda-test-setup';

vi.mock('../../../data/record-hooks', () => import('../../testing/record-hooks-mock'));
vi.mock('../../../data/hooks', () => import('../agenda-hooks-mock'));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');
vi.mock('../../../data/schedules-repo', () => import('../schedules-repo-mock'));

setUpAgendaTests();
beforeEach(() => vi.mocked(cancelBooking).mockResolvedValue());

describe('Chamada: make-up guests', { timeout: 30_000 }, () => {
  it("'Cancelar reposição' names the guest, asks first, then gives the seat back and takes focus to the list", async () => {
    // Beatriz booked a make-up in the evening class (18:00, not started at 12:00).
    withWeek({ occurrences: [occurrenceOf('evening', { guests: { bia: 'x_2026-11-16_bia' } })] });
    const { user, chamada } = await openClass(/18:00–19:00/);
    const bia = within(chamada).getByRole('listitem', { name: 'Beatriz Lima' });
    await user.click(within(bia).getByRole('button', { name: 'Cancelar reposição de Beatriz Lima' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancelar reposição' });
    // Its no is 'Voltar': a 'Cancelar' beside 'Cancelar reposição' read as the action itself.
    expect(
      within(confirm)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Voltar', 'Cancelar reposição']);
    expect(confirm).toHaveTextContent('A reposição de Beatriz Lima nesta aula será cancelada');
    await user.click(within(confirm).getByRole('button', { name: 'Voltar' })); // a mis-tap undone
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar reposição' })).toBeNull());
    expect(cancelBooking).not.toHaveBeenCalled();

    await user.click(within(bia).getByRole('button', { name: 'Cancelar reposição de Beatriz Lima' }));
    const again = screen.getByRole('dialog', { name: 'Cancelar reposição' });
    await user.click(within(again).getByRole('button', { name: 'Cancelar reposição' }));
    await waitFor(() => expect(within(chamada).getByRole('heading', { name: 'Chamada' })).toHaveFocus());
    expect(cancelBooking).toHaveBeenCalledWith(
      {
        id: 'x_2026-11-16_bia',
        studentId: 'bia',
        bookedScheduleId: 'evening',
        bookedDate: '2026-11-23',
        bookedStart: '18:00',
      },
      undefined,
      'Beatriz Lima', // a refusal the server sends later names her
      true, // refused rather than given back expired (a class moved far: an admin's)
    );
    expect(await screen.findByText('Reposição cancelada com sucesso! O crédito voltou para o aluno.')).toBeVisible();
  });
});

// The rest of the roll call: roll-call.test.tsx.
describe('Chamada: without a connection', { timeout: 30_000 }, () => {
  it.each([
    ['offline', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false).mockRestore],
    [
      'with the server unreachable (the browser online)',
      () => {
        server.unreachable = true;
        return () => void (server.unreachable = false);
      },
    ],
  ])(
    'a notice in time given %s does not promise the credit: the server judges the 3 hours on arrival',
    async (_how, cut) => {
      vi.mocked(giveNotice).mockResolvedValue('justificada');
      const { user, chamada } = await openClass(/18:00–19:00/);
      onTestFinished(cut());
      const ana = within(chamada).getByRole('listitem', { name: 'Ana Souza' });
      await user.click(within(ana).getByRole('button', { name: 'Avisar falta' }));
      const said = await screen.findByText(OFFLINE_NOTICE_TEXT);
      expect(said.closest('[role="alert"]')).toHaveClass('MuiAlert-colorWarning'); // not a red failure
      expect(screen.queryByText(/crédito de reposição gerado/)).not.toBeInTheDocument();
    },
  );
});

describe('Chamada: a notice’s make-up, once booked', { timeout: 30_000 }, () => {
  it('says where a notice’s credit was booked, instead of offering to book it or to undo the notice', async () => {
    const booked = aCredit(
      { studentId: 'joao', scheduleId: 'evening', date: '2026-11-23', reason: 'aviso' },
      { bookedScheduleId: 'early', bookedDate: '2026-11-25', bookedAt: '2026-11-25', bookedStart: '07:00' },
    );
    withWeek({
      occurrences: [
        occurrenceOf('evening', { attendance: { joao: 'justificada' }, notices: { joao: now.getTime() - 3_600_000 } }),
      ],
      credits: [booked],
    });
    const { chamada } = await openClass(/18:00–19:00/);
    const joao = within(chamada).getByRole('listitem', { name: 'João Gonçalves' });
    expect(joao).toHaveTextContent('Reposição agendada para 25/11/2026 às 07:00');
    expect(within(joao).queryByRole('button', { name: 'Agendar reposição' })).toBeNull();
    expect(within(joao).queryByRole('button', { name: 'Desfazer aviso' })).toBeNull();
  });
});
