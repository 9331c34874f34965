// Semana's outline: the page's h1, then each day an h2 (as Dia's and Mês's titles), with no level skipped.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../paths';
import { renderAdmin } from '../../testing/render-admin';
import DashboardPage from '../dashboard-page';
import { setUpAgendaTests } from '../agenda-test-setup';

vi.mock('../../../data/record-hooks', () => ({
  useHealthAlerts: vi.fn(() => ({ data: new Map(), loading: false, error: null, unreadable: 0 })),
}));
vi.mock('../../../data/hooks', () => import('../agenda-hooks-mock'));
vi.mock('../../../data/week-hooks');
vi.mock('../../../data/occurrences-repo');
vi.mock('../../../data/schedules-repo', () => ({
  addSchedule: vi.fn(),
  updateSchedule: vi.fn(),
  setScheduleActive: vi.fn(),
}));

setUpAgendaTests();

describe('Semana', { timeout: 30_000 }, () => {
  it('heads each day at level 2, right under the page’s h1', () => {
    renderAdmin(<DashboardPage />, { url: `${paths.dashboard}?vista=semana&data=2026-11-26` });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const days = screen.getAllByRole('region');
    expect(days.map((day) => within(day).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Seg 23/11',
      'Ter 24/11',
      'Qua 25/11',
      'Qui 26/11',
      'Sex 27/11',
      'Sáb 28/11',
      'Dom 29/11',
    ]);
  });
});
