import { describe, expect, it } from 'vitest';
import { formerOf, peopleOf, planDays, StrandedClasses, strandedDates } from './class-days';
import { weekDates } from './occurrences';
import { studioInstant } from './studio-clock';
import { aClass, aClosure, anOccurrence } from './week-test-data';

// The week of Monday 23 Nov 2026: the class is on Mon 23 and Wed 25.
const week = weekDates('2026-11-23');
const evening = aClass('evening');
const morning = aClass('morning', { startTime: '07:00', endTime: '08:00', days: [1] });

const shown = (plans: ReturnType<typeof planDays>) =>
  Object.fromEntries(
    [...plans].map(([date, plan]) => [
      date,
      plan.closure
        ? `fechado: ${plan.closure.reason}`
        : plan.classes.map(
            (c) =>
              `${c.schedule.id} ${c.startTime}${c.cancelled ? ' cancelada' : ''}${c.moved ? ` (de ${c.date})` : ''}`,
          ),
    ]),
  );

describe('planDays: the recurrence with what happened laid over it', () => {
  it.each([
    {
      what: 'nothing stored: the plan',
      occurrences: [],
      closures: [],
      expected: { '2026-11-23': ['morning 07:00', 'evening 18:00'], '2026-11-25': ['evening 18:00'] },
    },
    {
      what: 'a roll call changes nothing in where classes are',
      occurrences: [anOccurrence('evening', '2026-11-23', { attendance: { ana: 'presente' } })],
      closures: [],
      expected: { '2026-11-23': ['morning 07:00', 'evening 18:00'], '2026-11-25': ['evening 18:00'] },
    },
    {
      what: 'a cancelled class stays, marked',
      occurrences: [anOccurrence('evening', '2026-11-25', { cancelled: true, reason: 'Chuva', changed: true })],
      closures: [],
      expected: { '2026-11-23': ['morning 07:00', 'evening 18:00'], '2026-11-25': ['evening 18:00 cancelada'] },
    },
    {
      what: 'moved to another day: shown there, not at the old one',
      occurrences: [
        anOccurrence('evening', '2026-11-23', {
          movedDate: '2026-11-24',
          movedStart: '09:00',
          movedEnd: '10:00',
          changed: true,
        }),
      ],
      closures: [],
      expected: {
        '2026-11-23': ['morning 07:00'],
        '2026-11-24': ['evening 09:00 (de 2026-11-23)'],
        '2026-11-25': ['evening 18:00'],
      },
    },
    {
      what: 'moved within its day: the new time, sorted',
      occurrences: [
        anOccurrence('evening', '2026-11-23', {
          movedDate: '2026-11-23',
          movedStart: '06:00',
          movedEnd: '07:00',
          changed: true,
        }),
      ],
      closures: [],
      expected: { '2026-11-23': ['evening 06:00 (de 2026-11-23)', 'morning 07:00'], '2026-11-25': ['evening 18:00'] },
    },
    {
      what: 'moved in from a week not shown',
      occurrences: [
        anOccurrence('evening', '2026-11-18', {
          movedDate: '2026-11-27',
          movedStart: '12:00',
          movedEnd: '13:00',
          changed: true,
        }),
      ],
      closures: [],
      expected: {
        '2026-11-23': ['morning 07:00', 'evening 18:00'],
        '2026-11-25': ['evening 18:00'],
        '2026-11-27': ['evening 12:00 (de 2026-11-18)'],
      },
    },
    {
      what: 'a stored date the recurrence never had moves nothing in',
      occurrences: [
        anOccurrence('evening', '2026-11-17', {
          movedDate: '2026-11-27',
          movedStart: '12:00',
          movedEnd: '13:00',
          changed: true,
        }),
      ],
      closures: [],
      expected: { '2026-11-23': ['morning 07:00', 'evening 18:00'], '2026-11-25': ['evening 18:00'] },
    },
    {
      what: 'a closed day shows the closure and no class',
      occurrences: [],
      closures: [aClosure({ kind: 'recesso', reason: 'Recesso', startDate: '2026-11-25', endDate: '2026-11-26' })],
      expected: {
        '2026-11-23': ['morning 07:00', 'evening 18:00'],
        '2026-11-25': 'fechado: Recesso',
        '2026-11-26': 'fechado: Recesso',
      },
    },
    {
      what: 'a reopened closure (toggle off) closes nothing',
      occurrences: [],
      closures: [aClosure({ startDate: '2026-11-25', endDate: '2026-11-25', active: false })],
      expected: { '2026-11-23': ['morning 07:00', 'evening 18:00'], '2026-11-25': ['evening 18:00'] },
    },
  ])('$what', ({ occurrences, closures, expected }) => {
    const result = shown(planDays([evening, morning], week, occurrences, closures));
    const nonEmpty = Object.fromEntries(Object.entries(result).filter(([, v]) => v.length > 0));
    expect(nonEmpty).toEqual(expected);
  });
});

describe('formerOf', () => {
  it('names who has a mark but is neither enrolled now nor a guest: taken out of the class since', () => {
    const marked = anOccurrence('evening', '2026-11-16', {
      attendance: { ana: 'presente', zoe: 'falta', caio: 'presente' },
      guests: { caio: 'credit-1' },
    });
    expect(formerOf(evening, marked)).toEqual(['zoe']);
    expect(formerOf(evening, null)).toEqual([]);
  });

  it('leaves out a guest marked before the studio cancelled the class: the booking went back, not the student', () => {
    const cancelled = anOccurrence('evening', '2026-11-16', {
      attendance: { caio: 'falta' },
      guests: { caio: 'credit-1' },
      cancelled: true,
    });
    expect(formerOf(evening, cancelled)).toEqual([]);
  });
});

describe('peopleOf', () => {
  it('names the enrolled students, then the make-up guests', () => {
    expect(peopleOf(evening, null)).toEqual(['ana', 'bia']);
    expect(peopleOf(evening, anOccurrence('evening', '2026-11-23', { guests: { caio: 'credit-1' } }))).toEqual([
      'ana',
      'bia',
      'caio',
    ]);
  });

  it('names a guest enrolled in the class since once, as the guest (whose booking is to be cancelled)', () => {
    expect(peopleOf(evening, anOccurrence('evening', '2026-11-23', { guests: { bia: 'credit-2' } }))).toEqual([
      'ana',
      'bia',
    ]);
  });

  it('names no make-up guest of a class the studio cancelled (their credits were given back)', () => {
    const cancelled = { guests: { caio: 'credit-1' }, cancelled: true, reason: 'Chuva', changed: true };
    expect(peopleOf(evening, anOccurrence('evening', '2026-11-23', cancelled))).toEqual(['ana', 'bia']);
  });
});

describe('strandedDates: what an edit of a schedule would leave nobody able to open', () => {
  const guest = { guests: { zoe: 'credit-zoe' } };
  const moved = { movedDate: '2026-11-27', movedStart: '09:00', movedEnd: '10:00', changed: true };
  const stored = [
    anOccurrence('evening', '2026-11-16', guest), // before today: not stranded by a change now
    anOccurrence('evening', '2026-11-23', guest), // today, Monday
    anOccurrence('evening', '2026-11-25', moved), // Wednesday, moved to Friday
    anOccurrence('evening', '2026-11-30', { attendance: { ana: 'justificada' } }), // a notice only
    anOccurrence('evening', '2026-12-02', { ...guest, cancelled: true, reason: 'Chuva', changed: true }),
  ];
  const now = studioInstant('2026-11-23', '12:00'); // Monday noon: today's 18:00 class is ahead

  it.each<[string, Partial<typeof evening>, string[]]>([
    ['a change of instructor or students strands nothing', { instructorId: 'ins2', studentIds: ['ana'] }, []],
    ['Mondays only: the moved Wednesday is gone', { days: [1] }, ['2026-11-25']],
    ['Tuesdays and Thursdays: both', { days: [2, 4] }, ['2026-11-23', '2026-11-25']],
    ['ending before them', { endDate: '2026-11-22' }, ['2026-11-23', '2026-11-25']],
    ['inactive', { active: false }, ['2026-11-23', '2026-11-25']],
    [
      'another time: the guest’s credit would say the old one',
      { startTime: '19:00', endTime: '20:00' },
      ['2026-11-23'],
    ],
    ['another discipline: the guest missed a class of the old one', { discipline: 'yoga' }, ['2026-11-23']],
    ['a new end only: a booking holds the start, which stays', { endTime: '18:50' }, []],
  ])('%s', (_what, change, dates) => {
    expect(strandedDates(evening, { ...evening, ...change }, stored, now)).toEqual(dates);
  });

  it('a class of an earlier date moved ahead is still ahead', () => {
    const movedAhead = anOccurrence('evening', '2026-11-18', { ...guest, ...moved }); // Wednesday → Friday 27
    expect(strandedDates(evening, { ...evening, days: [1] }, [movedAhead], now)).toEqual(['2026-11-18']);
    expect(
      strandedDates(evening, { ...evening, days: [1] }, [{ ...movedAhead, movedDate: '2026-11-20' }], now),
    ).toEqual([]);
  });

  it("today's class once started is over: its guests no longer stop an edit (their bookings cannot be cancelled now)", () => {
    const evening2030 = studioInstant('2026-11-23', '20:30');
    expect(strandedDates(evening, { ...evening, active: false }, stored, evening2030)).toEqual(['2026-11-25']);
    expect(strandedDates(evening, { ...evening, startTime: '19:00', endTime: '20:00' }, stored, evening2030)).toEqual(
      [],
    );
    // Moved to today at 09:00: started too.
    const movedToToday = anOccurrence('evening', '2026-11-18', { ...guest, ...moved, movedDate: '2026-11-23' });
    expect(
      strandedDates(evening, { ...evening, days: [1] }, [movedToToday], studioInstant('2026-11-23', '08:59')),
    ).toEqual(['2026-11-18']);
    expect(
      strandedDates(evening, { ...evening, days: [1] }, [movedToToday], studioInstant('2026-11-23', '09:00')),
    ).toEqual([]);
  });

  it('says which classes and what to do first', () => {
    expect(new StrandedClasses(['2026-11-23', '2026-11-25']).message).toBe(
      'Há aulas deste horário com reposição agendada ou remarcadas em 23/11/2026, 25/11/2026: cancele essas ' +
        'reposições (ou remarque as aulas de volta) na chamada de cada uma antes de mudar dias, horário, ' +
        'período ou disciplina, ou de desativar o horário.',
    );
  });
});
