import { describe, expect, it } from 'vitest';
import { sampleSchedule } from './test-helpers';
import { className, scheduleWarnings } from './schedule-warnings';

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
const options = { instructorName: 'Carla Nunes' };
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
    ['an empty date is open', { startDate: '', endDate: '2025-06-02' }, [expect.stringContaining('Pilates')]],
  ] as const)('%s', (_case, change, expected) => {
    expect(scheduleWarnings({ ...draft, ...change }, [existing], options)).toEqual(expected);
  });

  it('gives both warnings at once, and none for the class being edited', () => {
    expect(scheduleWarnings({ ...draft, studentIds: seven }, [existing], options)).toHaveLength(2);
    expect(scheduleWarnings(draft, [existing], { ...options, editingId: 'a' })).toEqual([]);
  });

  it('names a class by discipline, weekdays (Sunday first) and time', () => {
    expect(className({ discipline: 'yoga', days: [6, 0], startTime: '08:00', endTime: '09:00' })).toBe(
      'Yoga Dom, Sáb 08:00–09:00',
    );
  });
});
