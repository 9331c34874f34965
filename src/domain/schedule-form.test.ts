import { describe, expect, it } from 'vitest';
import { scheduleSchema } from './schedule';
import {
  firstScheduleError,
  scheduleFormDefaults,
  type ScheduleFormValues,
  scheduleFormSchema,
  scheduleFromForm,
  scheduleMessages,
  scheduleToForm,
} from './schedule-form';
import { fieldErrors, sampleSchedule } from './test-helpers';

const valid: ScheduleFormValues = {
  ...scheduleFormDefaults,
  instructorId: 'ins1',
  studentIds: ['stu1'],
  discipline: 'pilates',
  days: [1],
};

describe('scheduleFormSchema', () => {
  it('defaults to 10:00–11:00', () => {
    expect(scheduleFormDefaults).toMatchObject({ startTime: '10:00', endTime: '11:00', studentIds: [], days: [] });
  });

  it.each([
    ['nothing chosen', {}, 'Por favor, selecione um instrutor.'],
    ['instructor only', { instructorId: 'ins1' }, 'Por favor, selecione pelo menos um aluno/paciente.'],
    ['instructor and student', { instructorId: 'ins1', studentIds: ['stu1'] }, 'Por favor, selecione uma disciplina.'],
    [
      'no weekday',
      { instructorId: 'ins1', studentIds: ['stu1'], discipline: 'yoga' as const },
      'Por favor, selecione pelo menos um dia da semana.',
    ],
    [
      'end before start',
      { ...valid, startTime: '11:00', endTime: '10:00' },
      'O horário final deve ser depois do inicial.',
    ],
    [
      'end date before start date',
      { ...valid, startDate: '2025-06-10', endDate: '2025-06-01' },
      scheduleMessages.endDateBeforeStart,
    ],
    [
      'a period with none of the days (a Tuesday only, for a Monday class)',
      { ...valid, startDate: '2026-12-01', endDate: '2026-12-01' },
      scheduleMessages.noClassInRange,
    ],
    ['a period holding one of the days', { ...valid, startDate: '2026-12-01', endDate: '2026-12-07' }, null],
    ['bad time', { ...valid, startTime: '25:00' }, 'Horário inválido'],
    ['a year typed wrong', { ...valid, endDate: '0202-06-30' }, scheduleMessages.yearTypo],
    ['a year in another century', { ...valid, startDate: '2206-03-02' }, scheduleMessages.yearTypo],
    ['valid', valid, null],
  ] as [string, Partial<ScheduleFormValues>, string | null][])('%s → %s', (_case, patch, message) => {
    expect(firstScheduleError({ ...scheduleFormDefaults, ...patch })).toBe(message);
  });

  it('reports every field at once', () => {
    expect(fieldErrors(scheduleFormSchema.safeParse({ ...scheduleFormDefaults, endTime: '09:00' }))).toEqual({
      instructorId: scheduleMessages.instructor,
      studentIds: scheduleMessages.students,
      discipline: scheduleMessages.discipline,
      days: scheduleMessages.days,
      endTime: scheduleMessages.endBeforeStart,
    });
  });

  it('deduplicates students and sorts days', () => {
    const data = scheduleFormSchema.parse({ ...valid, studentIds: ['a', 'b', 'a'], days: [5, 1, 5] });
    expect(data.studentIds).toEqual(['a', 'b']);
    expect(data.days).toEqual([1, 5]);
  });
});

describe('form ↔ document', () => {
  it('creates an active schedule with null dates', () => {
    const created = scheduleFromForm(scheduleFormSchema.parse(valid), 11);
    expect(created).toEqual({
      instructorId: 'ins1',
      studentIds: ['stu1'],
      discipline: 'pilates',
      days: [1],
      startTime: '10:00',
      endTime: '11:00',
      startDate: null,
      endDate: null,
      active: true,
      createdAt: 11,
      updatedAt: 11,
    });
    expect(scheduleSchema.safeParse(created).success).toBe(true);
  });

  it('round-trips a stored schedule and stamps updatedAt', () => {
    const data = scheduleFormSchema.parse(scheduleToForm(sampleSchedule));
    expect(scheduleFromForm(data, 99, sampleSchedule)).toEqual({ ...sampleSchedule, updatedAt: 99 });
  });
});
