import { describe, it } from 'vitest';
import {
  NOW,
  STAFF,
  expectRule,
  itEnforcesAccess,
  long,
  useRulesEnv,
  validEnrollment,
  validSchedule,
  without,
  type Data,
} from './env';

// schedules/{id}/enrollments/{e}: rules do not cascade, so this sub-collection has its own match.
describe('enrollments', () => {
  const env = useRulesEnv({
    'schedules/s1': validSchedule,
    'schedules/s1/enrollments/existing': { ...validEnrollment, active: true },
  });
  const create = (data: Data) => env.as('instrutor').doc('schedules/s1/enrollments/new').set(data);
  const update = (patch: Data) => env.as('instrutor').doc('schedules/s1/enrollments/existing').update(patch);

  describe('access: active staff only, never delete', () => {
    itEnforcesAccess(env, 'schedules/s1/enrollments', STAFF, validEnrollment, { active: false, updatedAt: NOW });
  });

  describe('accepts valid documents', () => {
    it.each<[string, Data]>([
      ['only the required fields', validEnrollment],
      ['with active and updatedAt', { ...validEnrollment, active: false, updatedAt: NOW }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), true);
    });

    it('a new schedule and its enrollments in one batch', async () => {
      const db = env.as('instrutor');
      const batch = db.batch();
      batch.set(db.doc('schedules/s2'), validSchedule);
      batch.set(db.doc('schedules/s2/enrollments/e1'), { studentId: 'student-1', createdAt: NOW });
      batch.set(db.doc('schedules/s2/enrollments/e2'), { studentId: 'student-2', createdAt: NOW });
      await expectRule(batch.commit(), true);
    });
  });

  describe('rejects bad input on create', () => {
    it.each<[string, Data]>([
      ['missing studentId', without(validEnrollment, 'studentId')],
      ['missing createdAt', without(validEnrollment, 'createdAt')],
      ['an unknown extra field', { ...validEnrollment, nota: 10 }],
      ['an empty studentId', { ...validEnrollment, studentId: '' }],
      ['a studentId over 128 characters', { ...validEnrollment, studentId: long(129) }],
      ['a studentId as a number', { ...validEnrollment, studentId: 1 }],
      ['createdAt as a string', { ...validEnrollment, createdAt: '2025-06-10' }],
      ['active as a string', { ...validEnrollment, active: 'false' }],
      ['updatedAt as a string', { ...validEnrollment, updatedAt: 'agora' }],
    ])('%s', async (_name, data) => {
      await expectRule(create(data), false);
    });

    it('an enrollment under a schedule that does not exist', async () => {
      const db = env.as('instrutor');
      await expectRule(db.doc('schedules/missing/enrollments/e1').set(validEnrollment), false);
    });
  });

  describe('updates', () => {
    it('deactivates', async () => {
      await expectRule(update({ active: false, updatedAt: NOW + 1 }), true);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update({ createdAt: NOW + 1 }), false);
    });

    it('rejects an invalid value', async () => {
      await expectRule(update({ studentId: '' }), false);
    });

    it('rejects an unknown extra field', async () => {
      await expectRule(update({ presencas: 3 }), false);
    });
  });
});
