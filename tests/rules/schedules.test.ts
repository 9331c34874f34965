import { describe, it } from 'vitest';
import { sampleSchedule } from '../../src/domain/test-helpers';
import {
  NOW,
  STAFF,
  expectRule,
  fullSchedule,
  itEnforcesAccess,
  long,
  useRulesEnv,
  validInstructor,
  validSchedule,
  validStudent,
  storedAuthorship,
  without,
  type Data,
  uidOf,
} from './env';

const studentIds = (n: number) => Array.from({ length: n }, (_, i) => `student-${i}`);

describe('schedules', () => {
  // Classes are taught by instructors on record (the rules check it when the instructor is set).
  const env = useRulesEnv({
    'schedules/existing': fullSchedule,
    'instructors/instructor-1': validInstructor,
    'instructors/i': validInstructor,
    'instructors/ins1': validInstructor,
  });
  // Writes as the app makes them: a new schedule with its enrollments, a change with its history.
  const create = (data: Data) => env.batch('instrutor').createSchedule('schedules/new', data).commit();
  const update = (patch: Data) => env.batch('instrutor').update('schedules/existing', patch).commit();

  describe('access: active staff only, never delete', () => {
    itEnforcesAccess(
      env,
      'schedules',
      STAFF,
      validSchedule,
      { endDate: '2025-12-20', updatedAt: NOW },
      undefined,
      (batch, op, path, data) => (op === 'create' ? batch.createSchedule(path, data) : batch.update(path, data)),
    );
  });

  describe('accepts valid documents', () => {
    it.each<[string, Data]>([
      // What the app's own zod schema produces must pass the rules too.
      // (created now: the rules bound createdAt by the server's clock)
      ['the domain sample (sampleSchedule)', { ...sampleSchedule, createdAt: NOW, updatedAt: NOW }],
      ['a new schedule, no recurrence dates (null)', validSchedule],
      ['every field filled in', fullSchedule],
      ['only a start date', { ...validSchedule, startDate: '2025-06-01', endDate: null }],
      ['a one-day range', { ...validSchedule, startDate: '2025-06-02', endDate: '2025-06-02' }],
      ['every weekday', { ...validSchedule, days: [0, 1, 2, 3, 4, 5, 6] }],
      ['Sunday only', { ...validSchedule, days: [0] }],
      ['one student', { ...validSchedule, studentIds: ['student-1'] }],
      ['fifty students', { ...validSchedule, studentIds: studentIds(50) }],
      [
        'fifty ids of 128 characters',
        { ...validSchedule, studentIds: studentIds(50).map((id) => id.padEnd(128, 'x')) },
      ],
      ['ids of one character, with _ and -', { ...validSchedule, instructorId: 'i', studentIds: ['a', 'B_-9'] }],
      ['Firestore auto ids', { ...validSchedule, studentIds: ['Xq3v9LmB2pRt7KcW1yZa', 'aB4dE6fG8hJ0kL2mN4pQ'] }],
      ['the widest times', { ...validSchedule, startTime: '00:00', endTime: '23:59' }],
      ['one minute long', { ...validSchedule, startTime: '09:59', endTime: '10:00' }],
      ['another discipline', { ...validSchedule, discipline: 'cone hindu / chines' }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), true);
    });
  });

  describe('rejects bad input on create', () => {
    it.each<[string, Data]>([
      ...Object.keys(validSchedule).map((key): [string, Data] => [`missing ${key}`, without(validSchedule, key)]),
      ['an unknown extra field', { ...validSchedule, sala: 2 }],
      ['an empty instructorId', { ...validSchedule, instructorId: '' }],
      ['an instructorId as a number', { ...validSchedule, instructorId: 7 }],
      ['no students', { ...validSchedule, studentIds: [] }],
      ['51 students', { ...validSchedule, studentIds: studentIds(51) }],
      ['a repeated student', { ...validSchedule, studentIds: ['student-1', 'student-1'] }],
      ['studentIds as a string', { ...validSchedule, studentIds: 'student-1' }],
      // Every element is checked, although rules cannot loop (see isIdList in firestore.rules).
      ['a student id as a number', { ...validSchedule, studentIds: ['student-1', 7] }],
      ['a student id as a boolean', { ...validSchedule, studentIds: [true] }],
      ['a null student id', { ...validSchedule, studentIds: ['student-1', null] }],
      ['a student id as a map', { ...validSchedule, studentIds: [{ id: 'student-1' }] }],
      ['an empty student id', { ...validSchedule, studentIds: ['student-1', ''] }],
      ['a student id of 129 characters', { ...validSchedule, studentIds: ['student-1', long(129)] }],
      ['a huge student id last in a full list', { ...validSchedule, studentIds: [...studentIds(49), long(5000)] }],
      ['a student id that is a path', { ...validSchedule, studentIds: ['students/student-1'] }],
      ['a student id with accents', { ...validSchedule, studentIds: ['joão'] }],
      ['a student id with a space', { ...validSchedule, studentIds: ['student 1'] }],
      ['an instructorId that is a path', { ...validSchedule, instructorId: 'instructors/i1' }],
      ['an instructorId of 129 characters', { ...validSchedule, instructorId: long(129) }],
      ['an unknown discipline', { ...validSchedule, discipline: 'crossfit' }],
      ['a discipline label instead of its value', { ...validSchedule, discipline: 'Pilates' }],
      ['no weekdays', { ...validSchedule, days: [] }],
      ['weekday 7', { ...validSchedule, days: [7] }],
      ['weekday -1', { ...validSchedule, days: [-1] }],
      ['a weekday as a string', { ...validSchedule, days: ['1'] }],
      ['a repeated weekday', { ...validSchedule, days: [1, 1] }],
      ['eight weekdays', { ...validSchedule, days: [0, 1, 2, 3, 4, 5, 6, 0] }],
      ['days as a number', { ...validSchedule, days: 1 }],
      ['a start time without leading zero', { ...validSchedule, startTime: '9:00' }],
      ['a start time of 24:00', { ...validSchedule, startTime: '24:00', endTime: '23:59' }],
      ['a start time with minute 60', { ...validSchedule, startTime: '10:60' }],
      ['a time as 10h00', { ...validSchedule, endTime: '11h00' }],
      ['a time with seconds', { ...validSchedule, endTime: '11:00:00' }],
      ['a time as a number', { ...validSchedule, startTime: 1000 }],
      ['an end equal to the start', { ...validSchedule, startTime: '10:00', endTime: '10:00' }],
      ['an end before the start', { ...validSchedule, startTime: '11:00', endTime: '10:00' }],
      ['active as a string', { ...validSchedule, active: 'sim' }],
      ['createdAt as a string', { ...validSchedule, createdAt: '2025-06-10' }],
      ['a startDate as DD/MM/YYYY', { ...validSchedule, startDate: '01/06/2025' }],
      ['an empty endDate (not null)', { ...validSchedule, endDate: '' }],
      ['a startDate with month 13', { ...validSchedule, startDate: '2025-13-01' }],
      ['createdAt negative', { ...validSchedule, createdAt: -1 }],
      ['a null updatedAt', { ...validSchedule, updatedAt: null }],
      ['an endDate before the startDate', { ...validSchedule, startDate: '2025-06-10', endDate: '2025-06-09' }],
      ['updatedAt as a string', { ...validSchedule, updatedAt: 'agora' }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), false);
    });
  });

  describe('updates', () => {
    /** schedules/mine: a class taught by Ivo, whose login is the instrutor's. */
    const seedMine = () =>
      env.testEnv().withSecurityRulesDisabled(async (ctx) => {
        await ctx
          .firestore()
          .doc('instructors/ivo')
          .set({ ...validInstructor, userId: uidOf('instrutor') });
        await ctx
          .firestore()
          .doc('schedules/mine')
          .set({
            ...fullSchedule,
            instructorId: 'ivo',
            updatedBy: 'x',
            updatedByName: 'x',
            writtenAt: new Date(),
            version: 1,
          });
      });

    it('an admin or the class’s own instructor deactivates it and brings it back; no other instrutor', async () => {
      const toggle = (role: 'admin' | 'instrutor', path: string, active: boolean) =>
        env
          .batch(role)
          .update(path, { active, updatedAt: NOW + (active ? 2 : 1) })
          .commit();
      await seedMine();
      await expectRule(toggle('instrutor', 'schedules/existing', false), false); // taught by another
      await expectRule(toggle('admin', 'schedules/existing', false), true);
      await expectRule(toggle('admin', 'schedules/existing', true), true);
      await expectRule(toggle('instrutor', 'schedules/mine', false), true);
      await expectRule(toggle('instrutor', 'schedules/mine', true), true);
    });

    // Inativar a student alone in a class (student-leaving.ts): any instrutor may, and the class ends in
    // the same batch, whoever teaches it — with nothing else of it changed.
    describe('a class ending with the Inativar of its only student', () => {
      const seedSolo = (ids: string[]) =>
        env.testEnv().withSecurityRulesDisabled(async (ctx) => {
          const db = ctx.firestore();
          await db.doc('students/student-1').set({ ...validStudent, ...storedAuthorship() });
          const solo = { ...fullSchedule, studentIds: ids, ...storedAuthorship() };
          await db.doc('schedules/solo').set(solo);
          for (const id of ids)
            await db
              .doc(`schedules/solo/enrollments/${id}`)
              .set({ studentId: id, createdAt: NOW, active: true, updatedAt: NOW, ...storedAuthorship() });
        });
      const ending = (ids: string[], { inactivate = true, also = {} as Data } = {}) => {
        const batch = env.batch('instrutor').update('schedules/solo', { active: false, updatedAt: NOW + 1, ...also });
        for (const id of ids)
          batch.enroll(`schedules/solo/enrollments/${id}`, {
            studentId: id,
            createdAt: NOW,
            active: false,
            updatedAt: NOW + 1,
          });
        if (inactivate)
          batch.update('students/student-1', { active: false, deletedAt: Date.now(), updatedAt: Date.now() });
        return batch.commit();
      };

      it('accepts it from an instrutor who does not teach the class', async () => {
        await seedSolo(['student-1']);
        await expectRule(ending(['student-1']), true);
      });

      it.each<[string, string[], { inactivate?: boolean; also?: Data }]>([
        ['without the student’s Inativar', ['student-1'], { inactivate: false }],
        ['with the class’s time changed too', ['student-1'], { also: { startTime: '07:00', endTime: '07:50' } }],
        ['of a class with two students', ['student-1', 'student-2'], {}],
      ])('refuses it %s', async (_name, ids, options) => {
        await seedSolo(ids);
        await expectRule(ending(ids, options), false);
      });
    });

    it('changes days, times and students (enrolling the new one)', async () => {
      const patch = {
        days: [2, 4],
        startTime: '18:30',
        endTime: '19:20',
        studentIds: ['student-9'],
        updatedAt: NOW + 1,
      };
      const enrolled = { studentId: 'student-9', createdAt: NOW + 1, active: true, updatedAt: NOW + 1 };
      await expectRule(
        env
          .batch('instrutor')
          .update('schedules/existing', patch)
          .enroll('schedules/existing/enrollments/student-9', enrolled)
          .commit(),
        true,
      );
    });

    // Who teaches the class decides who takes its roll call: an instrutor cannot make a colleague's
    // class theirs, nor hand their own to a colleague.
    it('lets only an admin change who teaches the class', async () => {
      const to = { instructorId: 'ins1', updatedAt: NOW + 1 };
      await expectRule(update(to), false);
      await seedMine();
      await expectRule(env.batch('instrutor').update('schedules/mine', to).commit(), false);
      await expectRule(env.batch('admin').update('schedules/existing', to).commit(), true);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update({ createdAt: NOW + 1 }), false);
    });

    it('rejects moving the end before the start', async () => {
      await expectRule(update({ endTime: '09:00' }), false);
    });

    it('rejects an unknown extra field', async () => {
      await expectRule(update({ color: 'green' }), false);
    });
  });

  // The app writes a schedule and all its enrollments in one batch (DESIGN.md, Data); the largest
  // class must still fit within the rules' limits on document reads per request.
  it('accepts a schedule with 50 students and its 50 enrollments in one batch', async () => {
    const batch = env
      .batch('instrutor')
      .createSchedule('schedules/big', { ...validSchedule, studentIds: studentIds(50) });
    await expectRule(batch.commit(), true);
  });
});
