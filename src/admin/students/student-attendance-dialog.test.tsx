import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSchedules } from '../../data/hooks';
import { cancelBooking } from '../../data/occurrences-repo';
import { useClassesOccurrences, useClosures, useStudentCredits, useStudentEnrollments } from '../../data/week-hooks';
import { ClassRefusal } from '../../domain/class-refusals';
import { newCredit } from '../../domain/credit';
import { aClosure, anOccurrence } from '../../domain/week-test-data';
import { aSchedule, aStudent, live } from '../testing/factories';
import { liveStore } from '../testing/live-store';
import { renderAdmin } from '../testing/render-admin';
import { StudentAttendanceDialog } from './student-attendance-dialog';

vi.mock('../../data/hooks', () => ({ useSchedules: vi.fn() }));
vi.mock('../../data/week-hooks');
vi.mock('../../data/occurrences-repo', () => ({ cancelBooking: vi.fn() }));

// Monday 23 Nov 2026, 12:00 in São Paulo.
const now = new Date('2026-11-23T15:00:00Z');
const ana = aStudent({ id: 'ana', nome: 'Ana Souza' });
const stored = { updatedBy: 'u', updatedByName: 'U', writtenAt: 0, version: 1 };
/** Ana's credit `id` (from a notice on 09/11/2026) booked into `scheduleId` on 28/11/2099 at 09:00. */
const bookedOn28Nov2099 = (id: string, scheduleId: string) => ({
  ...newCredit({ studentId: 'ana', scheduleId: 'c1', date: '2026-11-09', reason: 'aviso' }, 30, 0),
  bookedScheduleId: scheduleId,
  bookedDate: '2099-11-28',
  bookedAt: '2099-11-28',
  bookedStart: '09:00',
  ...stored,
  id,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(useStudentEnrollments).mockReturnValue(live([{ scheduleId: 'c1', active: true }]));
  vi.mocked(useSchedules).mockReturnValue(
    live([aSchedule({ id: 'c1', studentIds: ['ana'], days: [1, 3], startTime: '18:00', endTime: '19:00' })]),
  );
  const roll = (date: string, status: 'presente' | 'falta' | 'justificada') => ({
    ...anOccurrence('c1', date, { attendance: { ana: status } }),
    version: 1,
  });
  vi.mocked(useClassesOccurrences).mockReturnValue(
    live([
      roll('2026-08-31', 'presente'), // the window's first month: from 26/08 on
      roll('2026-10-28', 'presente'),
      roll('2026-11-04', 'presente'),
      roll('2026-11-09', 'falta'),
      roll('2026-11-11', 'presente'),
      // The studio closed on 18/11 after Ana's notice: no class, no absence.
      roll('2026-11-18', 'justificada'),
      // Tonight's and Wednesday's notices: those classes have not happened yet.
      roll('2026-11-23', 'justificada'),
      roll('2026-11-25', 'justificada'),
    ]),
  );
  vi.mocked(useClosures).mockReturnValue(
    live([
      { ...aClosure({ reason: 'Dia do estúdio', startDate: '2026-11-18', endDate: '2026-11-18' }), ...stored, id: 'x' },
    ]),
  );
  vi.mocked(useStudentCredits).mockReturnValue(
    live([
      {
        ...newCredit({ studentId: 'ana', scheduleId: 'c1', date: '2026-11-23', reason: 'aviso' }, 30, 0),
        ...stored,
        id: 'k',
      },
    ]),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('Frequência e reposições', () => {
  it('rates the classes that took place, by month, beside the student’s credits', () => {
    renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Frequência e reposições' });
    expect(within(dialog).getByRole('heading', { name: 'Últimos 90 dias: 80,0% de presença' })).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Frequência por mês' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'MêsPresençasFaltasJustificadasFrequência',
      'novembro de 202621066,7%',
      'outubro de 2026100100,0%',
      'agosto de 2026 (desde 26/08)100100,0%',
    ]);
    expect(within(dialog).getByRole('list', { name: 'Créditos de reposição' })).toHaveTextContent(
      'Falta de 23/11/2026 — Aviso de falta',
    );
  });

  it('counts a make-up class taken in another class, read with the classes she is enrolled in', () => {
    const booked = {
      ...newCredit({ studentId: 'ana', scheduleId: 'c1', date: '2026-11-09', reason: 'aviso' }, 30, 0),
      bookedScheduleId: 'c2',
      bookedDate: '2026-11-14',
      bookedAt: '2026-11-14',
      bookedStart: '09:00',
      ...stored,
      id: 'k2',
    };
    vi.mocked(useStudentCredits).mockReturnValue(live([booked]));
    vi.mocked(useSchedules).mockReturnValue(
      live([
        aSchedule({ id: 'c1', studentIds: ['ana'], days: [1, 3], startTime: '18:00', endTime: '19:00' }),
        aSchedule({ id: 'c2', studentIds: ['bia'], days: [6], startTime: '09:00', endTime: '10:00' }),
      ]),
    );
    const madeUp = anOccurrence('c2', '2026-11-14', { attendance: { ana: 'presente' }, guests: { ana: 'k2' } });
    vi.mocked(useClassesOccurrences).mockImplementation((ids) =>
      live(ids.includes('c2') ? [{ ...madeUp, version: 1 }] : []),
    );
    renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Frequência e reposições' });
    expect(within(dialog).getByRole('heading', { name: 'Últimos 90 dias: 100,0% de presença' })).toBeInTheDocument();
  });

  it('counts a make-up in a class Remarcar moved into the 90 days from a date before them', () => {
    const booked = {
      ...newCredit({ studentId: 'ana', scheduleId: 'c1', date: '2026-08-17', reason: 'aviso' }, 30, 0),
      bookedScheduleId: 'c2',
      bookedDate: '2026-08-22', // planned before the 90 days, held on 02/09
      bookedAt: '2026-09-02',
      bookedStart: '09:00',
      ...stored,
      id: 'k3',
    };
    vi.mocked(useStudentCredits).mockReturnValue(live([booked]));
    const missed = {
      ...anOccurrence('c2', '2026-08-22', {
        attendance: { ana: 'falta' },
        guests: { ana: 'k3' },
        movedDate: '2026-09-02',
        movedStart: '09:00',
        movedEnd: '10:00',
      }),
      changed: true,
      version: 1,
    };
    vi.mocked(useClassesOccurrences).mockImplementation((ids) => live(ids.includes('c2') ? [missed] : []));
    renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Frequência e reposições' });
    expect(within(dialog).getByRole('heading', { name: 'Últimos 90 dias: 0,0% de presença' })).toBeInTheDocument();
  });

  it('counts a class by where Remarcar put it: moved into the 90 days, yes; moved out of them, no', () => {
    const moved = (date: string, to: string, status: 'presente' | 'falta') => ({
      ...anOccurrence('c1', date, {
        attendance: { ana: status },
        movedDate: to,
        movedStart: '18:00',
        movedEnd: '19:00',
      }),
      changed: true,
      version: 1,
    });
    // The 90 days start on 25/08.
    vi.mocked(useClassesOccurrences).mockReturnValue(
      live([moved('2026-08-24', '2026-09-02', 'presente'), moved('2026-08-26', '2026-08-20', 'falta')]),
    );
    renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Frequência e reposições' });
    expect(within(dialog).getByRole('heading', { name: 'Últimos 90 dias: 100,0% de presença' })).toBeInTheDocument();
  });

  it('names a withdrawn credit by the day its class was held, where Remarcar put it, and the closure then', () => {
    // Friday 13/11 moved to Wednesday 18/11, which the studio then closed: Ana's notice credit is withdrawn.
    const friday = { ...anOccurrence('c1', '2026-11-13', { attendance: { ana: 'justificada' } }), version: 1 };
    const moved = { ...friday, movedDate: '2026-11-18', movedStart: '18:00', movedEnd: '19:00', changed: true };
    vi.mocked(useClassesOccurrences).mockReturnValue(live([moved]));
    const credit = newCredit({ studentId: 'ana', scheduleId: 'c1', date: '2026-11-13', reason: 'aviso' }, 30, 0);
    vi.mocked(useStudentCredits).mockReturnValue(live([{ ...credit, withdrawn: true, ...stored, id: 'k' }]));
    renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    const credits = screen.getByRole('list', { name: 'Créditos de reposição' });
    expect(within(credits).getByText('Falta de 18/11/2026 (remarcada de 13/11/2026) — Aviso de falta')).toBeVisible();
    expect(within(credits).getByText('Retirado (estúdio fechado)')).toBeVisible();
  });

  it("offers 'Agendar reposição' to an active student only: an inactive one holds no seat", () => {
    const first = renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Agendar reposição' })).toBeInTheDocument();
    first.unmount();
    renderAdmin(<StudentAttendanceDialog student={{ ...ana, active: false }} onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Agendar reposição' })).toBeNull();
  });

  it('counts the classes of a class she has left, read by her enrollments', () => {
    vi.mocked(useStudentEnrollments).mockReturnValue(
      live([
        { scheduleId: 'c1', active: true },
        { scheduleId: 'old', active: false },
      ]),
    );
    const left = anOccurrence('old', '2026-10-30', { attendance: { ana: 'falta' } });
    vi.mocked(useClassesOccurrences).mockImplementation((ids) =>
      live(ids.includes('old') ? [{ ...left, version: 1 }] : []),
    );
    renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    expect(useClassesOccurrences).toHaveBeenLastCalledWith(['c1', 'old'], expect.any(String));
    const dialog = screen.getByRole('dialog', { name: 'Frequência e reposições' });
    expect(within(dialog).getByRole('heading', { name: 'Últimos 90 dias: 0,0% de presença' })).toBeInTheDocument();
  });

  it('cancels a make-up booked ahead from here, after asking — also one in a class no view shows any more', async () => {
    vi.useRealTimers(); // user-event's own timers
    const booked = bookedOn28Nov2099('k2', 'gone');
    const credits = liveStore(live([booked]));
    vi.mocked(useStudentCredits).mockImplementation(credits.use);
    vi.mocked(cancelBooking)
      .mockRejectedValueOnce({ code: 'unavailable' })
      .mockImplementationOnce(async () => {
        credits.set(live([{ ...booked, bookedScheduleId: '', bookedDate: '', bookedAt: '', bookedStart: '' }]));
      });
    const { user } = renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    const list = screen.getByRole('list', { name: 'Créditos de reposição' });
    const cancelIn = async () => {
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar reposição' })).toBeNull());
      await user.click(within(list).getByRole('button', { name: 'Cancelar reposição de 28/11/2099' }));
      const confirm = screen.getByRole('dialog', { name: 'Cancelar reposição' });
      expect(confirm).toHaveTextContent(
        'A reposição de Ana Souza em 28/11/2099 às 09:00 será cancelada: a vaga fica livre e o crédito volta para o aluno.',
      );
      return confirm;
    };
    // A mis-tap changes nothing.
    await user.click(within(await cancelIn()).getByRole('button', { name: 'Voltar' }));
    expect(cancelBooking).not.toHaveBeenCalled();
    await user.click(within(await cancelIn()).getByRole('button', { name: 'Cancelar reposição' }));
    // Read out over the dialog (which hides the rest of the page from screen readers).
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(/^Erro ao cancelar a reposição\./);
    await user.click(within(failure).getByRole('button', { name: 'Fechar' }));
    await user.click(within(await cancelIn()).getByRole('button', { name: 'Cancelar reposição' }));
    expect(
      await screen.findByText('Reposição cancelada com sucesso! O crédito voltou para o aluno.'),
    ).toBeInTheDocument();
    // Named if refused later; refused rather than given back expired (a class moved far: an admin's).
    expect(cancelBooking).toHaveBeenLastCalledWith(booked, undefined, 'Ana Souza', true);
    // The button left with the booking: focus is on the credits' heading, not the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Créditos de reposição' })).toHaveFocus());
  });

  it('says why an instrutor may not cancel a make-up moved far past its credit (an administrator renews it)', async () => {
    vi.useRealTimers(); // user-event's own timers
    const booked = bookedOn28Nov2099('k3', 'c1');
    vi.mocked(useStudentCredits).mockReturnValue(live([booked]));
    vi.mocked(cancelBooking).mockRejectedValueOnce(new ClassRefusal('make-up-moved-far'));
    const { user } = renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    const list = screen.getByRole('list', { name: 'Créditos de reposição' });
    await user.click(within(list).getByRole('button', { name: 'Cancelar reposição de 28/11/2099' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancelar reposição' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar reposição' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta aula foi remarcada para muito depois da validade do crédito: só um administrador cancela esta reposição',
    );
    expect(screen.queryByText(/Reposição cancelada com sucesso/)).not.toBeInTheDocument();
  });

  it('says the roll calls could not be read, instead of a rate of nothing', () => {
    vi.mocked(useClassesOccurrences).mockReturnValue(
      live([], { error: new Error('Missing or insufficient permissions.') }),
    );
    renderAdmin(<StudentAttendanceDialog student={ana} onClose={() => undefined} />);
    expect(screen.getByText(/^Não foi possível carregar os dados\./)).toBeInTheDocument();
    expect(screen.queryByText(/^Últimos 90 dias/)).not.toBeInTheDocument();
  });
});
