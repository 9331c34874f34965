import { describe, expect, it } from 'vitest';
import {
  attendanceBy,
  creditsOfMonth,
  heldBetween,
  joinedReads,
  ratePercent,
  rateLabel,
  repeatedAbsences,
  rollCallRanges,
  rollCallTaken,
  studentAttendance,
  tookPlaceBy,
} from './attendance';
import { newCredit } from './credit';
import { aClosure, anOccurrence } from './week-test-data';

const NOW = new Date('2026-11-23T15:00:00Z').getTime();
const occurrences = [
  anOccurrence('a', '2026-10-28', { attendance: { ana: 'presente', bia: 'falta' } }),
  anOccurrence('a', '2026-11-02', { attendance: { ana: 'falta', bia: 'falta' } }),
  anOccurrence('b', '2026-11-04', { attendance: { ana: 'justificada', bia: 'falta' } }),
  anOccurrence('b', '2026-11-09', { attendance: { ana: 'presente', bia: 'presente' } }),
  // A cancelled class counts for nobody.
  anOccurrence('b', '2026-11-11', { attendance: { bia: 'falta' }, cancelled: true, reason: 'Chuva', changed: true }),
];

describe('attendance', () => {
  it('counts only classes that took place: started, where Remarcar put them, on a day the studio was open', () => {
    // NOW is Monday 23/11 12:00 in São Paulo; 'a' starts at 18:00, 'b' at 07:00.
    const startOf = (id: string) => ({ a: '18:00', b: '07:00' })[id] ?? '';
    const recess = aClosure({ kind: 'recesso', reason: 'Recesso', startDate: '2026-11-20', endDate: '2026-11-20' });
    const held = tookPlaceBy(NOW, startOf, [recess]);
    const notice = { attendance: { ana: 'justificada' as const } };
    expect(held(anOccurrence('b', '2026-11-23', notice))).toBe(true); // this morning
    expect(held(anOccurrence('a', '2026-11-23', notice))).toBe(false); // tonight
    expect(held(anOccurrence('b', '2026-11-24', notice))).toBe(false); // tomorrow
    expect(held(anOccurrence('b', '2026-11-20', notice))).toBe(false); // the studio was closed
    const moved = { movedDate: '2026-11-23', movedStart: '07:00', movedEnd: '08:00', changed: true };
    expect(held(anOccurrence('a', '2026-11-25', { ...notice, ...moved }))).toBe(true); // moved to this morning
    expect(held(anOccurrence('b', '2026-11-16', { ...notice, cancelled: true, reason: 'Chuva', changed: true }))).toBe(
      false,
    );
  });

  it('rates presences over what was marked, by any grouping', () => {
    const byMonth = attendanceBy(occurrences, (o) => o.date.slice(0, 7));
    expect([...byMonth].map(([m, c]) => [m, c.presente, c.total, rateLabel(c.rate)])).toEqual([
      ['2026-10', 1, 2, '50,0%'],
      ['2026-11', 2, 6, '33,3%'],
    ]);
    expect([...attendanceBy(occurrences, (o) => o.scheduleId)].map(([k, c]) => [k, c.total])).toEqual([
      ['a', 4],
      ['b', 4],
    ]);
    expect(rateLabel(null)).toBe('—');
  });

  it('rounds a rate half up, as the CSV does: 23 of 80 is 28,8%, not 28,7%', () => {
    expect(rateLabel(23 / 80)).toBe('28,8%');
    expect(ratePercent(23 / 80)).toBe(28.8);
    expect(ratePercent(201 / 400)).toBe(50.3); // 502.4999… after the division
    // Every rate of up to 2 000 marks, against the exact half-up rounding of its counts.
    for (let total = 1; total <= 2000; total += 1)
      for (let presente = 0; presente <= total; presente += 1)
        if (ratePercent(presente / total) !== Math.floor((2000 * presente + total) / (2 * total)) / 10)
          throw new Error(`${presente}/${total}`);
  });

  it("leaves out of the studio's rates a class whose roll call was not taken (notices only): it read 0%", () => {
    const noticesOnly = anOccurrence('c', '2026-11-16', {
      attendance: { ana: 'justificada', bia: 'falta' },
      notices: { ana: 1, bia: 2 },
    });
    const cameAfterAll = anOccurrence('c', '2026-11-18', { attendance: { bia: 'presente' }, notices: { bia: 2 } });
    const taken = anOccurrence('c', '2026-11-20', {
      attendance: { ana: 'justificada', bia: 'presente' },
      notices: { ana: 1 },
    });
    expect(rollCallTaken(noticesOnly)).toBe(false);
    expect(rollCallTaken(cameAfterAll)).toBe(true);
    expect(attendanceBy([noticesOnly], (o) => o.scheduleId).get('c')).toBeUndefined();
    expect(attendanceBy([noticesOnly, cameAfterAll, taken], (o) => o.scheduleId).get('c')).toMatchObject({
      presente: 2,
      total: 3,
    });
    // Ana's own figures count her notice: she missed that class.
    expect(studentAttendance([noticesOnly], 'ana').total).toMatchObject({ justificada: 1, total: 1 });
  });

  it('one student: overall and by month, newest first', () => {
    const ana = studentAttendance(occurrences, 'ana');
    expect(ana.total).toMatchObject({ presente: 2, falta: 1, justificada: 1, total: 4, rate: 0.5 });
    expect([...ana.byMonth.keys()]).toEqual(['2026-11', '2026-10']);
  });

  it('lists who missed 3 or more classes without justification since a date', () => {
    expect(repeatedAbsences(occurrences, '2026-10-24')).toEqual([['bia', 3]]);
    expect(repeatedAbsences(occurrences, '2026-11-01')).toEqual([]);
  });

  it('puts a class Remarcar moved into the month and the days it was held on, not where it was planned', () => {
    const moved = { movedDate: '2026-11-03', movedStart: '07:00', movedEnd: '08:00', changed: true };
    const late = anOccurrence('a', '2026-10-31', { attendance: { ana: 'falta', bia: 'presente' }, ...moved });
    const all = [...occurrences, late];
    const november = heldBetween(all, { from: '2026-11-01', to: '2026-11-30' });
    expect(november).toContain(late);
    expect(heldBetween(all, { from: '2026-10-01', to: '2026-10-31' })).not.toContain(late);
    expect([...studentAttendance(all, 'ana').byMonth].map(([m, c]) => [m, c.falta])).toEqual([
      ['2026-11', 2],
      ['2026-10', 0],
    ]);
    // Ana's unjustified absences since 01/11: 02/11 and the one moved to 03/11 (Bia's: 02/11, 04/11).
    expect(repeatedAbsences(all, '2026-11-01', 2)).toEqual([
      ['ana', 2],
      ['bia', 2],
    ]);
  });

  it('counts the month’s credits opened, used and expired', () => {
    const base = (date: string) => newCredit({ studentId: 's', scheduleId: 'a', date, reason: 'aviso' }, 30, 0);
    const credits = [
      base('2026-11-02'), // opened in November, still open
      {
        ...base('2026-10-05'),
        bookedScheduleId: 'b',
        bookedDate: '2026-10-30',
        bookedAt: '2026-11-04',
        bookedStart: '18:00',
      }, // used in November
      base('2026-10-20'), // expires 19/11: expired in November
      { ...base('2026-11-09'), withdrawn: true }, // taken back by a closure
    ];
    expect(creditsOfMonth(credits, '2026-11', NOW)).toEqual({ opened: 1, used: 1, expired: 1 });
  });
});

describe('rollCallRanges', () => {
  const november = { from: '2026-11-01', to: '2026-11-31' }; // as monthBounds writes a month's end
  it('reads the month and the last 30 days in one range when they overlap', () => {
    expect(rollCallRanges(november, '2026-11-27')).toEqual([{ from: '2026-10-29', to: '2026-11-31' }]);
    expect(rollCallRanges({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-27')).toEqual([
      { from: '2026-10-01', to: '2026-11-27' },
    ]);
  });

  it('reads a month long past and the last 30 days apart, not the months between', () => {
    expect(rollCallRanges({ from: '2026-06-01', to: '2026-06-31' }, '2026-11-27')).toEqual([
      { from: '2026-06-01', to: '2026-06-31' },
      { from: '2026-10-29', to: '2026-11-27' },
    ]);
  });

  it("counts once a class moved from one range into the other (both reads bring it): Bia's absences are 2, not 3", () => {
    // September's class of Wed 30/09 moved to Fri 02/10, within the last 30 days of 31/10.
    const moved = anOccurrence('a', '2026-09-30', {
      attendance: { bia: 'falta' },
      movedDate: '2026-10-02',
      movedStart: '18:00',
      movedEnd: '19:00',
      changed: true,
    });
    const other = anOccurrence('a', '2026-10-14', { attendance: { bia: 'falta' } });
    const september = [moved];
    const last30 = [moved, other];
    const since = '2026-10-02'; // the last 30 days of 31/10
    expect(joinedReads(september, last30)).toHaveLength(2);
    expect(repeatedAbsences(joinedReads(september, last30), since)).toEqual([]);
    expect(repeatedAbsences([...september, ...last30], since)).toEqual([['bia', 3]]); // what the screen counted
  });
});
