import { describe, expect, it } from 'vitest';
import { closedRuns, closureDates, closureLabel, closureOn, keptClosed } from './closure';
import { holidaysBetween, yearEndRecess } from './holidays';
import { aClosure } from './week-test-data';

describe('holidays of the coming months', () => {
  it('lists the national and the state holidays, with movable ones computed by the library', () => {
    const holidays = holidaysBetween('2026-11-23', '2027-11-22', 'SC');
    const names = holidays.map((h) => `${h.date} ${h.name}`);
    expect(names).toContain('2026-12-25 Natal');
    expect(names).toContain('2027-03-26 Sexta-feira Santa'); // Easter 2027 is 28 March
    expect(names).toContain('2027-02-09 Carnaval (terça-feira)');
    // Its Monday too, a "ponto facultativo" as well, which the library leaves out.
    expect(holidays.find((h) => h.date === '2027-02-08')).toEqual({
      date: '2027-02-08',
      name: 'Carnaval (segunda-feira)',
      kind: 'ponto facultativo',
    });
    expect(holidays.find((h) => h.name === 'Dia de Santa Catarina de Alexandria')?.kind).toBe('estadual');
    expect(holidays.every((h) => h.date >= '2026-11-23' && h.date <= '2027-11-22')).toBe(true);
    // Easter Sunday is no day off.
    expect(names.some((n) => n.endsWith('Páscoa'))).toBe(false);
  });

  it('names them as Brazilians write them (the library says "Ano novo", "Dia do trabalhador")', () => {
    const names = holidaysBetween('2027-01-01', '2027-12-31', 'SC').map((h) => `${h.date} ${h.name}`);
    expect(names).toContain('2027-01-01 Ano-Novo');
    expect(names).toContain('2027-05-01 Dia do Trabalhador');
    expect(names).not.toContain('2027-01-01 Ano novo');
    expect(names).not.toContain('2027-05-01 Dia do trabalhador');
  });

  it('another state gets its own holidays', () => {
    const sp = holidaysBetween('2027-01-01', '2027-12-31', 'SP').map((h) => h.name);
    expect(sp).toContain('Revolução Constitucionalista');
    expect(sp).not.toContain('Dia de Santa Catarina de Alexandria');
  });
});

describe('the year-end recess (weeks of Christmas and New Year)', () => {
  it.each([
    [2026, '2026-12-21', '2027-01-03'],
    [2027, '2027-12-20', '2028-01-02'],
    [2028, '2028-12-25', '2029-01-07'],
  ])('%i: %s to %s', (year, startDate, endDate) => {
    expect(yearEndRecess(year)).toEqual({ startDate, endDate });
  });
});

describe('closed days', () => {
  it.each([
    [aClosure(), 'Feriado: Natal'],
    [aClosure({ kind: 'recesso', reason: 'Recesso' }), 'Recesso'],
  ])('are named %#', (closure, label) => {
    expect(closureLabel(closure)).toBe(label);
  });
  it('the active closure covering a date', () => {
    const range = aClosure({ kind: 'recesso', reason: 'Recesso', startDate: '2026-12-21', endDate: '2027-01-03' });
    expect(closureOn([range], '2026-12-21')).toBe(range);
    expect(closureOn([range], '2027-01-03')).toBe(range);
    expect(closureOn([range], '2027-01-04')).toBeNull();
    expect(closureOn([{ ...range, active: false }], '2026-12-25')).toBeNull();
    // Natal inside the recess is named as the holiday, in either order.
    const natal = aClosure();
    expect(closureOn([range, natal], '2026-12-25')).toBe(natal);
    expect(closureOn([natal, range], '2026-12-25')).toBe(natal);
    expect(closureOn([range, natal], '2026-12-24')).toBe(range);
  });

  it('what reopening a closure leaves closed: the other closures over its days, and whether over all', () => {
    const recess = {
      ...aClosure({ kind: 'recesso', reason: 'Recesso', startDate: '2026-12-21', endDate: '2027-01-03' }),
      id: 'r',
    };
    const natal = { ...aClosure(), id: 'feriado-2026-12-25' };
    const ano = {
      ...aClosure({ reason: 'Ano Novo', startDate: '2027-01-01', endDate: '2027-01-01' }),
      id: 'feriado-2027-01-01',
    };
    const closures = [recess, natal, ano, { ...recess, id: 'old', active: false }];
    // Natal switched off inside the recess: the day stays closed by the recess.
    expect(keptClosed(closures, natal)).toEqual({ by: [recess], every: true });
    // The recess reopened: only Natal and Ano Novo stay closed.
    expect(keptClosed(closures, recess)).toEqual({ by: [natal, ano], every: false });
    // Nothing else over Tiradentes.
    expect(keptClosed(closures, { id: 'x', startDate: '2027-04-21', endDate: '2027-04-21' })).toEqual({
      by: [],
      every: false,
    });
    expect([recess, natal].map((c) => closureDates(c))).toEqual(['21/12/2026 a 03/01/2027', '25/12/2026']);
  });

  it('the closed days of a month in runs: one per closure in a row, a holiday inside the recess its own', () => {
    const recess = aClosure({ kind: 'recesso', reason: 'Recesso', startDate: '2026-12-21', endDate: '2027-01-03' });
    const natal = aClosure();
    const days = ['2026-12-19', '2026-12-20', '2026-12-21', '2026-12-24', '2026-12-25', '2026-12-26'];
    const closures = [recess, natal];
    const runs = closedRuns(days.map((date) => ({ date, closure: closureOn(closures, date) })));
    // 21 and 24 are not consecutive days: two runs of the recess, as a gap in the list would be.
    expect(runs).toEqual([
      { startDate: '2026-12-21', endDate: '2026-12-21', closure: recess },
      { startDate: '2026-12-24', endDate: '2026-12-24', closure: recess },
      { startDate: '2026-12-25', endDate: '2026-12-25', closure: natal },
      { startDate: '2026-12-26', endDate: '2026-12-26', closure: recess },
    ]);
    const week = ['2026-12-27', '2026-12-28', '2026-12-29'].map((date) => ({
      date,
      closure: closureOn(closures, date),
    }));
    expect(closedRuns(week)).toEqual([{ startDate: '2026-12-27', endDate: '2026-12-29', closure: recess }]);
    expect(closedRuns([{ date: '2026-12-01', closure: null }])).toEqual([]);
  });
});
