import { describe, expect, it } from 'vitest';
import { enrollmentSchema, mergeStudentIds, minutesOf, scheduleSchema, sortedDays } from './schedule';
import { sampleSchedule } from './test-helpers';

describe('scheduleSchema (stored document)', () => {
  it.each([
    ['a schedule', {}],
    ['no date range', { startDate: null, endDate: null }],
    ['every day', { days: [0, 1, 2, 3, 4, 5, 6] }],
    ['50 students', { studentIds: Array.from({ length: 50 }, (_, i) => `s${i}`) }],
    ['late evening', { startTime: '22:00', endTime: '23:59' }],
    ['an edited schedule', { updatedAt: 1718000009000, active: false }],
    ['a one-day range', { startDate: '2025-06-02', endDate: '2025-06-02' }],
    ['ids of 1 and 128 characters', { instructorId: 'x', studentIds: ['A_-9', 'y'.repeat(128)] }],
  ])('accepts %s', (_case, patch) => {
    expect(scheduleSchema.safeParse({ ...sampleSchedule, ...patch }).success).toBe(true);
  });

  it.each([
    ['no students', { studentIds: [] }],
    ['51 students', { studentIds: Array.from({ length: 51 }, (_, i) => `s${i}`) }],
    ['no days', { days: [] }],
    ['repeated day', { days: [1, 1] }],
    ['day 7', { days: [7] }],
    ['fractional day', { days: [1.5] }],
    ['unknown discipline', { discipline: 'Atividade' }],
    ['end equals start', { endTime: '10:00' }],
    ['end before start', { startTime: '11:00', endTime: '10:30' }],
    ['time 24:00', { endTime: '24:00' }],
    ['time 9:00', { startTime: '9:00' }],
    ['empty startDate (must be null)', { startDate: '' }],
    ['empty instructor', { instructorId: '' }],
    ['active missing', { active: undefined }],
    ['endDate missing (null means none)', { endDate: undefined }],
    ['a repeated student', { studentIds: ['stu1', 'stu1'] }],
    ['a student id with a slash', { studentIds: ['stu1', 'a/b'] }],
    ['a student id of 129 characters', { studentIds: ['x'.repeat(129)] }],
    ['a student id as a number', { studentIds: [1] }],
    ['an end date before the start date', { startDate: '2025-06-10', endDate: '2025-06-09' }],
    ['a start date with month 13', { startDate: '2025-13-01' }],
    ['createdAt -0', { createdAt: -0 }],
    ['an unknown key', { sala: 2 }],
  ])('rejects %s', (_case, patch) => {
    expect(scheduleSchema.safeParse({ ...sampleSchedule, ...patch }).success).toBe(false);
  });

  it('validates enrollments: every key, active and updatedAt included', () => {
    const enrollment = { studentId: 'stu1', createdAt: 1, active: false, updatedAt: 2 };
    expect(enrollmentSchema.safeParse(enrollment).success).toBe(true);
    expect(enrollmentSchema.safeParse({ studentId: 'stu1', createdAt: 1 }).success).toBe(false);
    expect(enrollmentSchema.safeParse({ ...enrollment, studentId: '' }).success).toBe(false);
    expect(enrollmentSchema.safeParse({ ...enrollment, nota: 10 }).success).toBe(false);
  });

  it.each([
    ['00:00', 0],
    ['10:30', 630],
    ['23:59', 1439],
  ])('minutesOf(%s) = %i', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes);
  });

  it('sorts days without changing the input', () => {
    const days = [5, 1, 3];
    expect(sortedDays(days)).toEqual([1, 3, 5]);
    expect(days).toEqual([5, 1, 3]);
  });
});

describe('mergeStudentIds', () => {
  it("lays this form's additions and removals over the students saved elsewhere meanwhile", () => {
    // Opened with Ana and Bia; meanwhile Bia left and Davi joined; this form added Carla.
    expect(mergeStudentIds(['ana', 'bia'], ['ana', 'bia', 'carla'], ['ana', 'davi'])).toEqual(['ana', 'davi', 'carla']);
    // This form took Ana out: she goes from their list too.
    expect(mergeStudentIds(['ana', 'bia'], ['bia'], ['ana', 'bia', 'davi'])).toEqual(['bia', 'davi']);
    // Both added the same student: once.
    expect(mergeStudentIds(['ana'], ['ana', 'carla'], ['ana', 'carla'])).toEqual(['ana', 'carla']);
  });
});
