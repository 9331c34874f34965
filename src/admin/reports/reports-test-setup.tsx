// What the tests of Relatórios share (each file mocks '../../data/hooks', '../../data/week-hooks' and
// '../ui/download-csv' itself: vi.mock is per file): June 2025 at a small studio, its payments, classes
// and roll calls.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  useActiveCount,
  useMonthlyRevenue,
  usePaymentSummaries,
  usePaymentsBetween,
  usePendingDue,
  useInstructors,
  useSchedules,
  useStudents,
} from '../../data/hooks';
import { useClosures, useCreditsBetween, useOccurrencesBetween } from '../../data/week-hooks';
import { newCredit } from '../../domain/credit';
import { blankOccurrence } from '../../domain/occurrence';
import { summarize } from '../../domain/payment-summary';
import { aPayment, aSchedule, aStudent, anInstructor, live } from '../testing/factories';

export const now = new Date('2025-06-15T15:00:00Z');
export const ana = aStudent({
  id: 'ana',
  nome: 'Ana Souza',
  disciplina: 'pilates',
  createdAt: Date.parse('2025-06-02T12:00:00Z'),
});
// Bia paid for ballet in June, then switched to yoga: June's revenue stays ballet's.
export const bia = aStudent({ id: 'bia', nome: 'Bia Lima', disciplina: 'yoga', telefone: '' });
export const caio = aStudent({ id: 'caio', nome: 'Caio Reis', active: false });
const paid = (id: string, studentId: string, amount: number, paymentDate: string, paymentMethod: 'pix' | 'dinheiro') =>
  aPayment({ id, studentId, amount, paymentDate, dueDate: paymentDate, paymentMethod, status: 'paid' });
export const month = [
  paid('p1', 'ana', 200, '2025-06-05', 'pix'),
  { ...paid('p2', 'bia', 100, '2025-06-30', 'dinheiro'), discipline: 'ballet' as const },
  aPayment({
    id: 'p3',
    studentId: 'bia',
    amount: 90,
    paymentDate: '2025-06-01',
    dueDate: '2025-06-01',
    status: 'pending',
  }),
  paid('p4', 'ana', 150, '2025-05-20', 'pix'),
];

/** Every test of a file starts on 15/06/2025 with these students, payments, classes and roll calls. */
export function setUpReportsTests() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    vi.mocked(useStudents).mockReturnValue(live([ana, bia, caio]));
    vi.mocked(usePaymentSummaries).mockReturnValue(
      live(
        new Map([
          ['ana', summarize(month.filter((p) => p.studentId === 'ana'))!],
          ['bia', summarize(month.filter((p) => p.studentId === 'bia'))!],
        ]),
      ),
    );
    vi.mocked(usePaymentsBetween).mockReturnValue(live(month));
    vi.mocked(usePendingDue).mockReturnValue(live([]));
    vi.mocked(useMonthlyRevenue).mockReturnValue(Array.from({ length: 12 }, (_, i) => 100 * (i + 1)));
    vi.mocked(useActiveCount).mockImplementation((name) => (name === 'instructors' ? 4 : 12));
    vi.mocked(useSchedules).mockReturnValue(
      live([aSchedule({ id: 'c1', instructorId: 'i1', days: [1, 3], startTime: '18:00', discipline: 'pilates' })]),
    );
    vi.mocked(useInstructors).mockReturnValue(live([anInstructor({ id: 'i1', nome: 'Carla Nunes' })]));
    const roll = (date: string, attendance: Record<string, 'presente' | 'falta' | 'justificada'>) => ({
      ...blankOccurrence(date, 0, 'i1'),
      scheduleId: 'c1',
      version: 1,
      attendance,
    });
    const rolls = [
      roll('2025-06-02', { ana: 'presente', bia: 'falta' }),
      roll('2025-06-04', { ana: 'presente', bia: 'falta' }),
      roll('2025-06-09', { ana: 'justificada', bia: 'falta' }),
      roll('2025-06-11', { ana: 'presente', bia: 'presente' }),
      // Notices for Monday 16/06, still ahead: not absences yet.
      roll('2025-06-16', { ana: 'justificada', bia: 'falta' }),
    ];
    // Each read answers with the roll calls of its dates, as the query by date does.
    vi.mocked(useOccurrencesBetween).mockImplementation((from, to, _changedOnly, enabled = true) =>
      live(enabled ? rolls.filter((o) => from <= o.date && o.date <= to) : []),
    );
    vi.mocked(useClosures).mockReturnValue(live([]));
    const credit = {
      ...newCredit({ studentId: 'ana', scheduleId: 'c1', date: '2025-06-09', reason: 'aviso' }, 30, 0),
      id: 'c1_2025-06-09_ana',
      updatedBy: 'u',
      updatedByName: 'U',
      writtenAt: 0,
      version: 1,
    };
    vi.mocked(useCreditsBetween).mockImplementation((field) => live(field === 'date' ? [credit] : []));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });
}

export const region = (name: RegExp | string) => screen.getByRole('region', { name });
export const counter = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/^\d+$|^—$/).textContent;
export const texts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => (r.textContent ?? '').replace(/\u00a0/g, ' '));
