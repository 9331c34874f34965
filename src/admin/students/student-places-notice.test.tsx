import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSchedules } from '../../data/hooks';
import { useStudentCredits } from '../../data/week-hooks';
import { newCredit } from '../../domain/credit';
import { aSchedule, live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { StudentPlacesNotice } from './student-places-notice';

vi.mock('../../data/hooks', () => ({ useSchedules: vi.fn() }));
vi.mock('../../data/week-hooks');

const stored = { updatedBy: 'u', updatedByName: 'U', writtenAt: 0, version: 2 };
const booked = (id: string, bookedAt: string) => ({
  ...newCredit({ studentId: 'ana', scheduleId: 'c1', date: '2026-11-09', reason: 'aviso' }, 30, 0),
  ...stored,
  id,
  bookedScheduleId: 'c2',
  bookedDate: bookedAt,
  bookedAt,
  bookedStart: '09:00',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T15:00:00Z')); // Monday 12:00 in São Paulo
  vi.mocked(useSchedules).mockReturnValue(
    live([
      aSchedule({ id: 'c1', studentIds: ['ana', 'bia'], days: [3, 1], startTime: '18:00', endTime: '19:00' }),
      aSchedule({ id: 'c3', studentIds: ['ana'], days: [5], startTime: '07:00', endTime: '08:00', active: false }),
      aSchedule({ id: 'c2', studentIds: ['bia'], days: [6], startTime: '09:00', endTime: '10:00' }),
    ]),
  );
  vi.mocked(useStudentCredits).mockReturnValue(live([booked('ahead', '2026-11-28'), booked('used', '2026-11-21')]));
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('what Inativar also does to a student', () => {
  it('names the active classes left and the make-ups ahead that are cancelled', () => {
    renderAdmin(<StudentPlacesNotice student={{ id: 'ana', active: true }} />);
    expect(screen.getByText('Sai da turma: Seg, Qua 18:00–19:00.')).toBeInTheDocument();
    expect(
      screen.getByText('A reposição agendada (28/11/2026 09:00) é cancelada e o crédito volta.'),
    ).toBeInTheDocument();
  });

  it('says a class where the student is alone is deactivated (a class needs a student)', () => {
    vi.mocked(useSchedules).mockReturnValue(
      live([
        aSchedule({ id: 'c1', studentIds: ['ana', 'bia'], days: [3, 1], startTime: '18:00', endTime: '19:00' }),
        aSchedule({ id: 'c4', studentIds: ['ana'], days: [2], startTime: '08:00', endTime: '09:00' }),
      ]),
    );
    renderAdmin(<StudentPlacesNotice student={{ id: 'ana', active: true }} />);
    expect(screen.getByText('Sai da turma: Seg, Qua 18:00–19:00.')).toBeInTheDocument();
    expect(screen.getByText('A turma em que é o único aluno (Ter 08:00–09:00) é desativada.')).toBeInTheDocument();
  });

  it('says it is still looking, and says nothing more for a student with no place', () => {
    vi.mocked(useStudentCredits).mockReturnValue(live([], { loading: true }));
    const first = renderAdmin(<StudentPlacesNotice student={{ id: 'ana', active: true }} />);
    expect(screen.getByText('Verificando turmas e reposições…')).toBeInTheDocument();
    first.unmount();
    vi.mocked(useStudentCredits).mockReturnValue(live([]));
    renderAdmin(<StudentPlacesNotice student={{ id: 'caio', active: true }} />);
    expect(screen.queryByText(/^Sai /)).not.toBeInTheDocument();
    expect(screen.queryByText(/reposiç/)).not.toBeInTheDocument();
  });

  it('tells that Restaurar brings the record back, not the classes', () => {
    renderAdmin(<StudentPlacesNotice student={{ id: 'ana', active: false }} />);
    expect(screen.getByText("As turmas não voltam sozinhas: inclua o aluno em 'Editar agenda'.")).toBeInTheDocument();
    // The class deactivated with her (she was its only student) has no 'Editar': it comes back with 'Reativar'.
    expect(
      screen.getByText(
        "A turma desativada em que era o único aluno (Sex 07:00–08:00) volta com 'Reativar', em 'Mostrar todas' na vista Dia.",
      ),
    ).toBeInTheDocument();
    expect(useStudentCredits).toHaveBeenLastCalledWith(null);
  });
});
