// Relatórios' attendance when there is little or odd data: a month without roll calls, roll calls
// that could not be read.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInstructors, useSchedules } from '../../data/hooks';
import { useClosures, useCreditsBetween, useOccurrencesBetween } from '../../data/week-hooks';
import { blankOccurrence } from '../../domain/occurrence';
import { aSchedule, anInstructor, live } from '../testing/factories';
import { AttendanceSection } from './attendance-section';

vi.mock('../../data/hooks', () => ({ useSchedules: vi.fn(), useInstructors: vi.fn() }));
vi.mock('../../data/week-hooks');

const rolls = [
  { ...blankOccurrence('2025-06-02', 0, 'i1'), scheduleId: 'c1', version: 1, attendance: { ana: 'presente' as const } },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T15:00:00Z'));
  vi.mocked(useSchedules).mockReturnValue(
    live([aSchedule({ id: 'c1', instructorId: 'i1', days: [1], startTime: '18:00', discipline: 'pilates' })]),
  );
  vi.mocked(useInstructors).mockReturnValue(live([anInstructor({ id: 'i1', nome: 'Carla Nunes' })]));
  vi.mocked(useClosures).mockReturnValue(live([]));
  vi.mocked(useCreditsBetween).mockReturnValue(live([]));
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const show = () => render(<AttendanceSection month="2025-06" today="2025-06-15" nameOf={(id) => id} />);

describe('AttendanceSection', () => {
  it('says no roll call was taken in the month, instead of empty tables', () => {
    vi.mocked(useOccurrencesBetween).mockReturnValue(live([]));
    show();
    const month = screen.getByRole('region', { name: 'Frequência do mês' });
    expect(within(month).getByText('Nenhuma chamada registrada neste mês.')).toBeInTheDocument();
    expect(within(month).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says how many roll calls could not be read, beside the figures of the others', () => {
    vi.mocked(useOccurrencesBetween).mockImplementation((_from, _to, _changed, enabled = true) =>
      live(enabled ? rolls : [], { unreadable: enabled ? 2 : 0 }),
    );
    show();
    expect(screen.getByRole('status')).toHaveTextContent('2 registros não puderam ser lidos');
    const month = screen.getByRole('region', { name: 'Frequência do mês' });
    expect(within(month).getByText('Frequência geral: 100,0%')).toBeInTheDocument();
  });

  it('gives two instructors of the same name a row each, named after them', () => {
    vi.mocked(useSchedules).mockReturnValue(
      live([
        aSchedule({ id: 'c1', instructorId: 'i1', days: [1], startTime: '18:00', discipline: 'pilates' }),
        aSchedule({ id: 'c2', instructorId: 'i2', days: [1], startTime: '07:00', discipline: 'pilates' }),
      ]),
    );
    vi.mocked(useInstructors).mockReturnValue(
      live([anInstructor({ id: 'i1', nome: 'Carla Nunes' }), anInstructor({ id: 'i2', nome: 'Carla Nunes' })]),
    );
    const roll = (scheduleId: string, mark: 'presente' | 'falta') => ({
      ...blankOccurrence('2025-06-02', 0, scheduleId === 'c1' ? 'i1' : 'i2'),
      scheduleId,
      version: 1,
      attendance: { ana: mark },
    });
    vi.mocked(useOccurrencesBetween).mockImplementation((_from, _to, _changed, enabled = true) =>
      live(enabled ? [roll('c1', 'presente'), roll('c2', 'falta')] : []),
    );
    show();
    const rows = within(screen.getByRole('table', { name: 'Por instrutor' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Carla Nunes11100,0%', 'Carla Nunes010,0%']);
  });

  it('counts a class for who taught it that day, though it was given to another instructor since', () => {
    vi.mocked(useSchedules).mockReturnValue(
      live([aSchedule({ id: 'c1', instructorId: 'i2', days: [1], startTime: '18:00', discipline: 'pilates' })]),
    );
    vi.mocked(useInstructors).mockReturnValue(
      live([anInstructor({ id: 'i1', nome: 'Bia Souto' }), anInstructor({ id: 'i2', nome: 'Caio Lima' })]),
    );
    const taught = { ...blankOccurrence('2025-06-02', 0, 'i1'), scheduleId: 'c1', version: 1 };
    vi.mocked(useOccurrencesBetween).mockImplementation((_from, _to, _changed, enabled = true) =>
      live(enabled ? [{ ...taught, attendance: { ana: 'presente' as const } }] : []),
    );
    show();
    const rows = within(screen.getByRole('table', { name: 'Por instrutor' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Bia Souto11100,0%']);
  });

  it('lists the classes in the week’s order, Monday first, then by hour (removed ones last); the often absent by name on a tie', () => {
    const classes = [
      aSchedule({ id: 'wed', instructorId: 'i1', days: [3], startTime: '18:00', discipline: 'pilates' }),
      aSchedule({ id: 'sun', instructorId: 'i1', days: [0], startTime: '08:00', discipline: 'pilates' }),
      aSchedule({ id: 'monWed', instructorId: 'i1', days: [1, 3], startTime: '07:00', discipline: 'pilates' }),
    ];
    vi.mocked(useSchedules).mockReturnValue(live(classes));
    // Zeca and Ana each missed four classes: the two Sundays, 2 June's 07:00 and 4 June's 18:00.
    const roll = (scheduleId: string, date: string) => ({
      ...blankOccurrence(date, 0, 'i1'),
      scheduleId,
      version: 1,
      attendance: { zeca: 'falta' as const, ana: 'falta' as const },
    });
    const rolls = [
      roll('wed', '2025-06-04'),
      roll('sun', '2025-06-01'),
      roll('sun', '2025-06-08'),
      roll('monWed', '2025-06-02'),
      { ...roll('gone', '2025-06-03'), attendance: { caio: 'presente' as const } }, // a class removed since
    ];
    vi.mocked(useOccurrencesBetween).mockImplementation((_from, _to, _changed, enabled = true) =>
      live(enabled ? rolls : []),
    );
    render(
      <AttendanceSection
        month="2025-06"
        today="2025-06-15"
        nameOf={(id) => (id === 'ana' ? 'Ana Souza' : 'Zeca Lima')}
      />,
    );
    const classRows = within(screen.getByRole('table', { name: 'Por horário' }))
      .getAllByRole('row')
      .slice(1);
    expect(classRows.map((row) => row.firstChild?.textContent?.slice(0, 12))).toEqual([
      'Seg, Qua 07:',
      'Qua 18:00 · ',
      'Dom 08:00 · ',
      'Horário remo',
    ]);
    const absentRows = within(screen.getByRole('table', { name: 'Faltas sem justificativa' })).getAllByRole('row');
    expect(absentRows.map((row) => row.textContent)).toEqual(['AlunoFaltas', 'Ana Souza4', 'Zeca Lima4']);
  });

  it('reads the roll calls of a month long past and of the last 30 days, not the months between', () => {
    vi.mocked(useOccurrencesBetween).mockReturnValue(live([]));
    render(<AttendanceSection month="2025-02" today="2025-06-15" nameOf={(id) => id} />);
    const reads = vi
      .mocked(useOccurrencesBetween)
      .mock.calls.filter(([, , , enabled = true]) => enabled)
      .map(([from, to]) => `${from}..${to}`);
    expect(new Set(reads)).toEqual(new Set(['2025-02-01..2025-02-31', '2025-05-17..2025-06-15']));
  });
});
