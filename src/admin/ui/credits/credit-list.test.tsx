import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newCredit } from '../../../domain/credit';
import { aClosure } from '../../../domain/week-test-data';
import { renderAdmin } from '../../testing/render-admin';
import { CreditList } from './credit-list';

// Monday 23 Nov 2026, 12:00 in São Paulo.
const now = new Date('2026-11-23T15:00:00Z').getTime();
const stored = { updatedBy: 'u', updatedByName: 'U', writtenAt: 0, version: 2 };
const missed = (date: string) => newCredit({ studentId: 'zoe', scheduleId: 'x', date, reason: 'aviso' }, 30, 0);

describe('a student’s make-up credits', () => {
  it('show the day and time the make-up takes place, where Remarcar put the class', () => {
    const credits = [
      // Booked into this morning's 09:00 class, moved by the studio to Wednesday 18:00: still ahead.
      {
        ...missed('2026-11-16'),
        ...stored,
        id: 'moved',
        bookedScheduleId: 'y',
        bookedDate: '2026-11-23',
        bookedAt: '2026-11-25',
        bookedStart: '18:00',
      },
      // Booked into a class as planned, that took place this morning.
      {
        ...missed('2026-11-09'),
        ...stored,
        id: 'used',
        bookedScheduleId: 'y',
        bookedDate: '2026-11-23',
        bookedAt: '2026-11-23',
        bookedStart: '09:00',
      },
    ];
    renderAdmin(<CreditList credits={credits} now={now} closures={[]} />);
    const [moved, used] = within(screen.getByRole('list', { name: 'Créditos de reposição' })).getAllByRole('listitem');
    expect(moved).toHaveTextContent('Falta de 16/11/2026');
    expect(moved).toHaveTextContent('reposição em 25/11/2026 às 18:00');
    expect(moved).toHaveTextContent('Agendado');
    expect(used).toHaveTextContent('reposição em 23/11/2026 às 09:00');
    expect(used).toHaveTextContent('Usado');
  });

  it('name a credit of a class the studio cancelled by the class, not as the student’s absence', () => {
    const cancelled = newCredit(
      { studentId: 'zoe', scheduleId: 'x', date: '2026-11-16', reason: 'cancelamento' },
      30,
      0,
    );
    renderAdmin(<CreditList credits={[{ ...cancelled, ...stored, id: 'c' }]} now={now} closures={[]} />);
    const [item] = within(screen.getByRole('list', { name: 'Créditos de reposição' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Aula de 16/11/2026 cancelada pelo estúdio');
    expect(item).not.toHaveTextContent('Falta');
  });

  it('say why a credit was withdrawn: the studio closed that day, or its notice was undone', () => {
    const withdrawn = (id: string, date: string) => ({ ...missed(date), ...stored, id, withdrawn: true });
    const credits = [withdrawn('closed', '2026-12-25'), withdrawn('undone', '2026-11-20')];
    const christmas = aClosure({ kind: 'feriado', reason: 'Natal', startDate: '2026-12-25', endDate: '2026-12-25' });
    renderAdmin(<CreditList credits={credits} now={now} closures={[christmas]} />);
    const [closed, undone] = within(screen.getByRole('list', { name: 'Créditos de reposição' })).getAllByRole(
      'listitem',
    );
    expect(closed).toHaveTextContent('Retirado (estúdio fechado)');
    expect(undone).toHaveTextContent('Retirado (aviso desfeito)');
  });
});
