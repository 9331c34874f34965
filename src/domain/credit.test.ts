import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creditIdOf, creditSchema, creditStatus, newCredit, renewedOnCancel, type Credit } from './credit';

const NOW = new Date('2026-11-23T15:00:00Z').getTime(); // Monday 12:00 in São Paulo
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const earned = newCredit({ studentId: 'ana', scheduleId: 'evening', date: '2026-11-16', reason: 'aviso' }, 30, NOW);

describe('a make-up credit', () => {
  it('is valid for the configured days, counted from the class missed', () => {
    expect(earned.expiresOn).toBe('2026-12-16');
    expect(newCredit({ ...earned, reason: 'cancelamento' }, 7, NOW).expiresOn).toBe('2026-11-23');
    expect(creditSchema.safeParse(earned).success).toBe(true);
  });

  it("of a class 'Remarcar' moved later, is valid the configured days from where it takes place", () => {
    const moved = { studentId: 'ana', scheduleId: 'evening', date: '2026-01-10', reason: 'aviso' } as const;
    expect(newCredit(moved, 30, NOW, '2026-02-20').expiresOn).toBe('2026-03-22');
    // Moved earlier: never less than from its planned date (the credit is named by it).
    expect(newCredit(moved, 7, NOW, '2026-01-05').expiresOn).toBe('2026-01-17');
  });

  it('booked into a class the studio cancels, is valid the configured days from that class, never less', () => {
    const booked = { bookedAt: '2026-12-10', expiresOn: earned.expiresOn }; // 2026-12-16
    expect(renewedOnCancel(booked, 30)).toEqual({ expiresOn: '2027-01-09' });
    expect(renewedOnCancel(booked, 3)).toEqual({ expiresOn: '2026-12-16' });
  });

  it('has one id per class, date and student', () => {
    expect(creditIdOf('evening', '2026-11-16', 'ana')).toBe('evening_2026-11-16_ana');
  });

  const booked = (bookedDate: string, bookedStart: string, bookedAt = bookedDate): Credit => ({
    ...earned,
    bookedScheduleId: 'other',
    bookedDate,
    bookedAt,
    bookedStart,
  });
  it.each([
    ['open', earned, 'aberto'],
    ['open on its last day', { ...earned, expiresOn: '2026-11-23' }, 'aberto'],
    ['expired the day after its last day', { ...earned, expiresOn: '2026-11-22' }, 'expirado'],
    ['booked into a class that has not started', booked('2026-11-23', '18:00'), 'agendado'],
    ['used once that class started', booked('2026-11-23', '12:00'), 'usado'],
    ['used, even past its last day', { ...booked('2026-11-20', '18:00'), expiresOn: '2026-11-21' }, 'usado'],
    ['booked into a class moved from today to a later day', booked('2026-11-23', '18:00', '2026-11-25'), 'agendado'],
    ['used when the class it booked was moved earlier', booked('2026-11-25', '08:00', '2026-11-23'), 'usado'],
    [
      'booked into a class moved past its last day',
      { ...booked('2026-11-20', '18:00', '2026-11-24'), expiresOn: '2026-11-21' },
      'agendado',
    ],
    ['withdrawn by a closure', { ...earned, withdrawn: true }, 'retirado'],
  ] as const)('%s', (_what, credit, status) => {
    expect(creditStatus(credit, Date.now())).toBe(status);
  });

  it.each([
    ['booked without a start', { ...earned, bookedScheduleId: 'x', bookedDate: '2026-11-25', bookedAt: '2026-11-25' }],
    ['booked without the day it takes place', { ...booked('2026-11-25', '18:00', '') }],
    ['withdrawn while booked', { ...booked('2026-11-25', '18:00'), withdrawn: true }],
    ['expiring before the class', { ...earned, expiresOn: '2026-11-15' }],
  ])('refuses a credit %s', (_what, credit) => {
    expect(creditSchema.safeParse(credit).success).toBe(false);
  });
});
