import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgendaToolbar } from './agenda-toolbar';
import type { AgendaView } from './agenda-url';

function Toolbar({
  view: initial,
  onDate,
  gradeDay,
}: {
  view: AgendaView;
  onDate?: (date: string) => void;
  gradeDay?: boolean;
}) {
  const [view, setView] = useState(initial);
  const [date, setDate] = useState('2026-11-23');
  const toDate = (next: string) => {
    onDate?.(next);
    setDate(next || '2026-11-23');
  };
  return <AgendaToolbar view={view} gradeDay={gradeDay} date={date} onView={setView} onDate={toDate} />;
}

describe('AgendaToolbar', () => {
  it('announces the week it steps to (a polite live region)', async () => {
    render(<Toolbar view="semana" />);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(screen.getByText('30/11 a 06/12')).toHaveAttribute('aria-live', 'polite');
  });

  it('announces the day or the month it steps to, whose heading is not live', async () => {
    const { unmount } = render(<Toolbar view="dia" />);
    await userEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(screen.getByText('terça-feira, 24 de novembro')).toHaveAttribute('aria-live', 'polite');
    unmount();
    render(<Toolbar view="mes" />);
    await userEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(screen.getByText('OUTUBRO 2026')).toHaveAttribute('aria-live', 'polite');
  });

  it('comes back to this month on today, not on its 1st (Dia and Semana then open on today)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
    const onDate = vi.fn();
    render(<Toolbar view="mes" onDate={onDate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(onDate.mock.calls).toEqual([['2026-12-01'], ['']]);
    expect(screen.getByText('NOVEMBRO 2026')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('steps a Grade of one day by days, saying the day (one control for its date), and of a week by weeks', async () => {
    const onDate = vi.fn();
    const { unmount } = render(<Toolbar view="grade" gradeDay onDate={onDate} />);
    expect(screen.queryByRole('button', { name: 'Próxima semana' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(onDate).toHaveBeenLastCalledWith('2026-11-24');
    expect(screen.getByText('terça-feira, 24 de novembro')).toBeVisible();
    unmount();
    render(<Toolbar view="grade" onDate={onDate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(onDate).toHaveBeenLastCalledWith('2026-11-30');
  });
});
