import { describe, expect, it } from 'vitest';
import { sampleSchedule } from './test-helpers';
import {
  className,
  crowdedDates,
  crowdedWarning,
  moveWarnings,
  noClassAhead,
  pastRewritten,
  scheduleWarnings,
} from './schedule-warnings';
import { anOccurrence } from './week-test-data';

// sampleSchedule: instructor ins1, Pilates Seg and Qua 10:00–11:00, from 2025-06-02.
const existing = { ...sampleSchedule, id: 'a' };
const draft = {
  instructorId: 'ins1',
  studentIds: ['s1'],
  days: [3],
  startTime: '10:30',
  endTime: '11:30',
  startDate: '',
  endDate: '',
};
const options = { instructorName: 'Carla Nunes', studentName: (id: string) => `Aluno ${id}` };
const seven = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'];

describe('scheduleWarnings', () => {
  it.each([
    ['an overlapping class, named', {}, ['Carla Nunes já tem aula nesse horário: Pilates Seg, Qua 10:00–11:00.']],
    ['6 students and no clash', { studentIds: seven.slice(0, 6), days: [2] }, []],
    [
      '7 students',
      { studentIds: seven, days: [2] },
      ['7 alunos selecionados: o contrato limita cada turma a 6 alunos.'],
    ],
    ['a repeated id counts once', { studentIds: [...seven.slice(0, 6), 's1'], days: [2] }, []],
    ['a date range that ends before the other begins', { endDate: '2025-06-01' }, []],
    ['an empty date is open', { startDate: '', endDate: '2025-06-04' }, [expect.stringContaining('Pilates')]],
  ] as const)('%s', (_case, change, expected) => {
    expect(scheduleWarnings({ ...draft, ...change }, [existing], options)).toEqual(expected);
  });

  it("warns of the students who already attend a class at that time, another instructor's too", () => {
    const other = { ...draft, instructorId: 'ins2' };
    expect(scheduleWarnings({ ...other, studentIds: ['stu1', 's9'] }, [existing], options)).toEqual([
      '1 aluno selecionado já tem outra aula nesse horário: Aluno stu1 (Pilates Seg, Qua 10:00–11:00).',
    ]);
    expect(scheduleWarnings({ ...other, studentIds: ['stu2', 'stu1'] }, [existing], options)).toEqual([
      '2 alunos selecionados já têm outra aula nesse horário: ' +
        'Aluno stu1 (Pilates Seg, Qua 10:00–11:00); Aluno stu2 (Pilates Seg, Qua 10:00–11:00).',
    ]);
    expect(scheduleWarnings({ ...other, studentIds: ['stu1'], days: [2] }, [existing], options)).toEqual([]);
  });

  it('gives both warnings at once, and none for the class being edited', () => {
    expect(scheduleWarnings({ ...draft, studentIds: seven }, [existing], options)).toHaveLength(2);
    expect(scheduleWarnings(draft, [existing], { ...options, editingId: 'a' })).toEqual([]);
  });

  it('names no clash for times that are not a class yet, and still counts the students', () => {
    const size = '7 alunos selecionados: o contrato limita cada turma a 6 alunos.';
    const times: [string, string][] = [
      ['', '11:30'],
      ['10:3', '11:30'],
      ['10:45', '10:15'], // within the other class, but ending before it starts
    ];
    for (const [startTime, endTime] of times)
      expect(scheduleWarnings({ ...draft, studentIds: seven, startTime, endTime }, [existing], options)).toEqual([
        size,
      ]);
  });

  it('names a class by discipline, weekdays (Sunday first) and time', () => {
    expect(className({ discipline: 'yoga', days: [6, 0], startTime: '08:00', endTime: '09:00' })).toBe(
      'Yoga Dom, Sáb 08:00–09:00',
    );
  });
});

describe('crowdedDates', () => {
  const guests = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, `credit-${id}`]));
  const ahead = [
    anOccurrence('a', '2026-12-02', { guests: guests('g1', 'g2') }),
    // A justified notice frees the seat a guest took.
    anOccurrence('a', '2026-12-09', {
      guests: guests('g1', 'g2'),
      attendance: { s1: 'justificada' },
      notices: { s1: 1 },
    }),
    // Moved to another day: counted there.
    anOccurrence('a', '2026-12-16', {
      guests: guests('g1', 'g2'),
      movedDate: '2026-12-17',
      movedStart: '10:00',
      movedEnd: '11:00',
      changed: true,
    }),
    anOccurrence('a', '2026-12-23', { guests: guests('g1', 'g2'), cancelled: true, reason: 'Chuva', changed: true }),
    anOccurrence('a', '2026-11-18', { guests: guests('g1', 'g2') }), // past
  ];

  it('finds the dates ahead where the students and the booked guests pass 6 people', () => {
    expect(crowdedDates(seven.slice(0, 4), ahead, '2026-11-23')).toEqual([]); // 4 + 2 = 6
    expect(crowdedDates(seven.slice(0, 5), ahead, '2026-11-23')).toEqual(['2026-12-02', '2026-12-17']);
    // A guest enrolled now is one person, counted once.
    expect(crowdedDates([...seven.slice(0, 4), 'g1'], ahead, '2026-11-23')).toEqual([]);
  });

  it('says which dates', () => {
    expect(crowdedWarning(['2026-12-02', '2026-12-17'])).toEqual([
      'Com as reposições já agendadas, a turma passa de 6 pessoas em 02/12/2026, 17/12/2026.',
    ]);
    expect(crowdedWarning([])).toEqual([]);
  });
});

describe('moveWarnings', () => {
  // 'a': ins1, Pilates Seg and Qua 10:00–11:00 (stu1, stu2). 'b': ins2, Reiki Qua 10:30–11:30 (stu2).
  const reiki = { ...sampleSchedule, id: 'b', instructorId: 'ins2', discipline: 'reiki' as const, days: [3] };
  const b = { ...reiki, startTime: '10:30', endTime: '11:30', studentIds: ['stu2'] };
  const monday = { schedule: existing, date: '2026-11-23' };

  it('says the instructor and the students already have a class then — its own series on another day too', () => {
    // Monday's class to Wednesday 10:00, where the series itself (and Reiki, with stu2) is.
    expect(moveWarnings(monday, { date: '2026-11-25', startTime: '10:00', endTime: '11:00' }, [existing, b])).toEqual([
      'O instrutor já tem aula nesse horário: Pilates Seg, Qua 10:00–11:00.',
      '2 alunos desta aula já têm outra aula nesse horário.',
    ]);
    // Only Reiki overlaps 11:00–12:00 on Wednesday, with one of its students.
    expect(moveWarnings(monday, { date: '2026-11-25', startTime: '11:00', endTime: '12:00' }, [existing, b])).toEqual([
      '1 aluno desta aula já tem outra aula nesse horário.',
    ]);
  });

  it('says nothing for a free slot, its own class moved within its day, or a class that day does not have', () => {
    expect(moveWarnings(monday, { date: '2026-11-23', startTime: '10:30', endTime: '11:30' }, [existing, b])).toEqual(
      [],
    );
    expect(moveWarnings(monday, { date: '2026-11-24', startTime: '10:00', endTime: '11:00' }, [existing, b])).toEqual(
      [],
    );
    expect(moveWarnings(monday, { date: '2026-11-25', startTime: '11:30', endTime: '12:30' }, [existing, b])).toEqual(
      [],
    );
  });
});

describe('pastRewritten', () => {
  // Given since 2025-06-02: Seg and Qua 10:00–11:00, open-ended.
  const saved = { ...sampleSchedule, startDate: '2025-06-02', endDate: null };
  const same = { ...draft, days: [1, 3], startTime: '10:00', endTime: '11:00', startDate: '2025-06-02', endDate: '' };
  const today = '2026-11-29';
  const now = Date.parse('2026-11-29T15:00:00Z');

  it('is said of new days, times or start date: the agenda lays the past out from the plan as it is now', () => {
    expect(pastRewritten(saved, same, today, now)).toBe(false);
    expect(pastRewritten(saved, { ...same, days: [3, 1] }, today, now)).toBe(false); // the same days
    expect(pastRewritten(saved, { ...same, studentIds: ['s2'] }, today, now)).toBe(false); // students: not the plan
    expect(pastRewritten(saved, { ...same, days: [2, 4] }, today, now)).toBe(true);
    expect(pastRewritten(saved, { ...same, endTime: '11:30' }, today, now)).toBe(true);
    expect(pastRewritten(saved, { ...same, startDate: '2026-01-05' }, today, now)).toBe(true);
  });

  it('is said of an end date before today, not of one ahead (which only ends the class then)', () => {
    expect(pastRewritten(saved, { ...same, endDate: '2026-12-18' }, today, now)).toBe(false);
    expect(pastRewritten(saved, { ...same, endDate: '2026-11-01' }, today, now)).toBe(true);
  });

  it('is not said of a class not given yet', () => {
    expect(pastRewritten({ ...saved, startDate: '2026-12-01' }, { ...same, days: [2] }, today, now)).toBe(false);
    const createdToday = { ...saved, startDate: null, createdAt: Date.parse('2026-11-29T12:00:00Z') };
    expect(pastRewritten(createdToday, { ...same, startDate: '', endTime: '12:00' }, today, now)).toBe(false);
  });

  it("is said of a class created today once today's class has started, when it moves it or takes it away", () => {
    const monday = '2026-11-30';
    const createdToday = { ...saved, startDate: null, createdAt: Date.parse('2026-11-30T11:00:00Z') };
    const fresh = { ...same, startDate: '' };
    const started = Date.parse('2026-11-30T13:30:00Z'); // 10:30 in São Paulo: Seg 10:00–11:00 has begun
    expect(pastRewritten(createdToday, { ...fresh, days: [2] }, monday, started)).toBe(true);
    expect(pastRewritten(createdToday, { ...fresh, startTime: '09:00' }, monday, started)).toBe(true);
    expect(pastRewritten(createdToday, { ...fresh, days: [1, 2] }, monday, started)).toBe(false); // today kept
    const before = Date.parse('2026-11-30T12:30:00Z'); // 09:30: not begun, so nothing given yet
    expect(pastRewritten(createdToday, { ...fresh, days: [2] }, monday, before)).toBe(false);
  });
});

describe('noClassAhead', () => {
  const today = '2026-11-30'; // a Monday
  const plan = { ...draft, days: [3], startDate: '2026-01-05' }; // Qua

  it('is said when the end date has passed, or no chosen weekday comes before it', () => {
    expect(noClassAhead({ ...plan, endDate: '2025-12-31' }, today)).toBe(true); // the year mistyped
    expect(noClassAhead({ ...plan, endDate: '2026-12-01' }, today)).toBe(true); // ends Tuesday: no Wednesday left
    expect(noClassAhead({ ...plan, endDate: '2026-12-02' }, today)).toBe(false);
    expect(noClassAhead({ ...plan, days: [1], endDate: today }, today)).toBe(false); // today is one
  });

  it('is not said of an open end, a start ahead with its class, or before any weekday is chosen', () => {
    expect(noClassAhead({ ...plan, endDate: '' }, today)).toBe(false);
    expect(noClassAhead({ ...plan, startDate: '2027-03-01', endDate: '2027-03-31' }, today)).toBe(false);
    expect(noClassAhead({ ...plan, startDate: '2027-03-01', endDate: '2027-03-02' }, today)).toBe(true);
    expect(noClassAhead({ ...plan, days: [], endDate: '2025-12-31' }, today)).toBe(false);
  });
});
