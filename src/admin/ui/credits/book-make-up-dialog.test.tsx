import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInstructors, useSchedules } from '../../../data/hooks';
import { bookMakeUp } from '../../../data/occurrences-repo';
import { useClosures, useOccurrencesBetween, useStudentCredits } from '../../../data/week-hooks';
import { ClassRefusal } from '../../../domain/class-refusals';
import { newCredit } from '../../../domain/credit';
import { blankOccurrence } from '../../../domain/occurrence';
import { aSchedule, anInstructor, live } from '../../testing/factories';
import { liveStore } from '../../testing/live-store';
import { renderAdmin } from '../../testing/render-admin';
import { viewport } from '../../testing/viewport';
import { BookMakeUpDialog } from './book-make-up-dialog';

vi.mock('../../../data/hooks', () => ({ useSchedules: vi.fn(), useInstructors: vi.fn() }));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');

// Monday 23 Nov 2026, 12:00 in São Paulo.
const now = new Date('2026-11-23T15:00:00Z');
const base = { startDate: null, endDate: null, discipline: 'pilates' as const, instructorId: 'carla' };
/** Wednesdays 18:00, four enrolled: two seats. */
const four = aSchedule({
  ...base,
  id: 'four',
  studentIds: ['a', 'b', 'c', 'd'],
  days: [3],
  startTime: '18:00',
  endTime: '19:00',
});
/** Thursdays 09:00, six enrolled: full — except on 26/11, where one gave a justified notice. */
const full = aSchedule({
  ...base,
  id: 'full',
  studentIds: ['a', 'b', 'c', 'd', 'e', 'f'],
  days: [4],
  startTime: '09:00',
  endTime: '10:00',
});
const credit = {
  ...newCredit({ studentId: 'zoe', scheduleId: 'x', date: '2026-11-16', reason: 'aviso' }, 30, 0),
  id: 'x_2026-11-16_zoe',
  updatedBy: 'u',
  updatedByName: 'U',
  writtenAt: 0,
  version: 1,
};

/** Thursday 26/11 of the full class: one seat freed by a justified notice. */
const freed = {
  ...blankOccurrence('2026-11-26', 0, 'ins1'),
  scheduleId: 'full',
  version: 1,
  attendance: { a: 'justificada' as const },
  notices: { a: 1 },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(useSchedules).mockReturnValue(live([four, full]));
  vi.mocked(useInstructors).mockReturnValue(live([anInstructor({ id: 'carla', nome: 'Carla Nunes' })]));
  vi.mocked(useClosures).mockReturnValue(live([]));
  vi.mocked(useStudentCredits).mockReturnValue(
    live([
      credit,
      {
        ...credit,
        id: 'used',
        bookedScheduleId: 'four',
        bookedDate: '2026-11-18',
        bookedAt: '2026-11-18',
        bookedStart: '18:00',
      },
    ]),
  );
  vi.mocked(useOccurrencesBetween).mockReturnValue(live([freed]));
  vi.mocked(bookMakeUp).mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('Agendar reposição', { timeout: 30_000 }, () => {
  it('offers the open credit and the classes with room until it expires, and books one', async () => {
    const onClose = vi.fn();
    const { user } = renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Agendar reposição' });
    expect(within(dialog).getByLabelText('Crédito')).toHaveTextContent('Falta de 16/11/2026 — válido até 16/12/2026');
    const offered = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t?.includes('·'));
    // Wednesdays of the four-student class until 16/12, and the one Thursday a notice freed a seat.
    expect(offered).toEqual([
      'Qua 25/11/2026 18:00–19:00 · PilatesCarla Nunes · 2 vagas',
      'Qui 26/11/2026 09:00–10:00 · PilatesCarla Nunes · 1 vaga',
      'Qua 02/12/2026 18:00–19:00 · PilatesCarla Nunes · 2 vagas',
      'Qua 09/12/2026 18:00–19:00 · PilatesCarla Nunes · 2 vagas',
      'Qua 16/12/2026 18:00–19:00 · PilatesCarla Nunes · 2 vagas',
    ]);
    await user.click(within(dialog).getByRole('button', { name: /^Qui 26\/11\/2026/ }));
    await waitFor(() => expect(bookMakeUp).toHaveBeenCalledOnce());
    const [creditId, studentId, target] = vi.mocked(bookMakeUp).mock.calls[0] ?? [];
    expect([creditId, studentId, target?.schedule.id, target?.date]).toEqual([
      'x_2026-11-16_zoe',
      'zoe',
      'full',
      '2026-11-26',
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  /** The dialog for Zoe's only credit, of a notice for 22/11 valid `days` days. */
  function openWithCredit(days: number) {
    const notice = newCredit({ studentId: 'zoe', scheduleId: 'x', date: '2026-11-22', reason: 'aviso' }, days, 0);
    vi.mocked(useStudentCredits).mockReturnValue(live([{ ...credit, ...notice }]));
    renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={vi.fn()} />);
  }

  it('offers the classes until the credit expires, a longer validity than 4 weeks too', () => {
    openWithCredit(40);
    expect(screen.getByLabelText('Crédito')).toHaveTextContent('válido até 01/01/2027');
    const offered = within(screen.getByRole('list', { name: 'Aulas com vaga' })).getAllByRole('button');
    expect(offered.map((b) => b.textContent?.slice(0, 14)).slice(-3)).toEqual([
      'Qua 16/12/2026',
      'Qua 23/12/2026',
      'Qua 30/12/2026',
    ]);
  });

  it('looks 13 weeks ahead at most, and says so when the credit lasts longer', () => {
    openWithCredit(120);
    expect(
      screen.getByText('Aulas com vaga até 21/02/2027; as seguintes aparecem conforme as semanas passam.'),
    ).toBeVisible();
    const offered = within(screen.getByRole('list', { name: 'Aulas com vaga' })).getAllByRole('button');
    expect(offered.at(-1)?.textContent?.slice(0, 14)).toBe('Qua 17/02/2027');
  });

  it('takes the whole screen on a phone, as the class under it does', () => {
    viewport(375);
    try {
      renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={vi.fn()} />);
      const paper = screen.getByRole('dialog', { name: 'Agendar reposição' });
      expect(paper.className).toContain('MuiDialog-paperFullScreen');
    } finally {
      viewport(1024);
    }
  });

  it('offers classes of the discipline of the class missed only', () => {
    const missed = aSchedule({
      ...base,
      id: 'x',
      studentIds: ['zoe'],
      days: [1],
      startTime: '07:00',
      endTime: '08:00',
    });
    const reiki = aSchedule({ ...four, id: 'reiki', discipline: 'reiki', days: [5] });
    vi.mocked(useSchedules).mockReturnValue(live([four, reiki, missed]));
    renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={vi.fn()} />);
    const offered = within(screen.getByRole('list', { name: 'Aulas com vaga' })).getAllByRole('button');
    expect(offered.map((b) => b.textContent?.slice(0, 14))).toEqual([
      'Qua 25/11/2026',
      'Qua 02/12/2026',
      'Qua 09/12/2026',
      'Qua 16/12/2026',
    ]);
    vi.mocked(useSchedules).mockReturnValue(live([reiki, missed]));
    renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={vi.fn()} />);
    expect(screen.getByText('Nenhuma aula de Pilates com vaga até 16/12/2026.')).toBeInTheDocument();
  });

  it('says so when there is no open credit', () => {
    vi.mocked(useStudentCredits).mockReturnValue(live([{ ...credit, expiresOn: '2026-11-20' }]));
    renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={vi.fn()} />);
    expect(screen.getByText('Nenhum crédito de reposição em aberto.')).toBeInTheDocument();
  });

  it('says the credits could not be read, not that there is none', () => {
    vi.mocked(useStudentCredits).mockReturnValue(
      live([], { error: new Error('Missing or insufficient permissions.') }),
    );
    renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={vi.fn()} />);
    expect(screen.getByText(/^Não foi possível carregar os dados\./)).toBeInTheDocument();
    expect(screen.queryByText('Nenhum crédito de reposição em aberto.')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says a refused booking in the dialog, which stays open to choose another class', async () => {
    vi.mocked(bookMakeUp).mockRejectedValueOnce(new ClassRefusal('make-up-full'));
    const onClose = vi.fn();
    const { user } = renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Agendar reposição' });
    await user.click(within(dialog).getByRole('button', { name: /^Qui 26\/11\/2026/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta aula acabou de ficar sem vaga: escolha outra.',
    );
    expect(vi.mocked(bookMakeUp).mock.calls[0]?.[3]).toBe('Zoe Lima'); // named if refused after going offline
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /^Qua 25\/11\/2026/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('names a credit of a class the studio cancelled as that, not as an absence', async () => {
    const cancelled = { ...credit, id: 'x_2026-11-17_zoe', date: '2026-11-17', reason: 'cancelamento' as const };
    vi.mocked(useStudentCredits).mockReturnValue(live([cancelled]));
    renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Agendar reposição' });
    expect(within(dialog).getByLabelText('Crédito')).toHaveTextContent(
      'Aula de 17/11/2026 cancelada pelo estúdio — válido até 16/12/2026',
    );
  });

  it('keeps the credit chosen: used elsewhere meanwhile, it says so and offers no class for another', async () => {
    const later = { ...credit, id: 'y_2026-11-20_zoe', date: '2026-11-20', expiresOn: '2026-12-20' };
    const credits = liveStore(live([credit, later]));
    vi.mocked(useStudentCredits).mockImplementation(credits.use);
    renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Agendar reposição' });
    expect(within(dialog).getByLabelText('Crédito')).toHaveTextContent('Falta de 16/11/2026');
    credits.set(
      live([{ ...credit, bookedScheduleId: 'four', bookedDate: '2026-11-25', bookedAt: '2026-11-25' }, later]),
    );
    expect(within(dialog).getByText(/O crédito escolhido não está mais em aberto/)).toHaveTextContent('escolha outro');
    expect(within(dialog).queryByRole('list', { name: 'Aulas com vaga' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Crédito')).not.toHaveTextContent('Falta de 20/11/2026');
  });

  it('while its own booking waits for the server, keeps the credit and the classes (this device shows it booked at once)', async () => {
    const credits = liveStore(live([credit]));
    vi.mocked(useStudentCredits).mockImplementation(credits.use);
    const occurrences = liveStore(live([freed]));
    vi.mocked(useOccurrencesBetween).mockImplementation(occurrences.use);
    let answer = () => undefined as void;
    vi.mocked(bookMakeUp).mockImplementationOnce(async () => {
      // Both halves of the batch, as this device's copy shows them at once: the credit booked, Zoe a guest.
      credits.set(live([{ ...credit, bookedScheduleId: 'full', bookedDate: '2026-11-26', bookedAt: '2026-11-26' }]));
      occurrences.set(live([{ ...freed, guests: { zoe: credit.id } }]));
      await new Promise<void>((resolve) => (answer = resolve));
    });
    const onClose = vi.fn();
    const { user } = renderAdmin(<BookMakeUpDialog studentId="zoe" studentName="Zoe Lima" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Agendar reposição' });
    await user.click(within(dialog).getByRole('button', { name: /^Qui 26\/11\/2026/ }));
    await waitFor(() => expect(bookMakeUp).toHaveBeenCalledOnce());
    expect(within(dialog).queryByText(/O crédito escolhido não está mais em aberto/)).not.toBeInTheDocument();
    // Nor that there is no credit: the one being booked is no longer open, and it flashed so.
    expect(within(dialog).queryByText('Nenhum crédito de reposição em aberto.')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Crédito')).toHaveTextContent('Falta de 16/11/2026');
    // The class tapped stays under the finger (Zoe, now its guest, is not offered it again meanwhile).
    expect(within(dialog).getByRole('button', { name: /^Qui 26\/11\/2026/ })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
