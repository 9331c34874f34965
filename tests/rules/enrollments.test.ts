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
  type Db,
} from './env';

// schedules/{id}/enrollments/{studentId}: rules do not cascade, so this sub-collection has its own
// match. s1 lists student-1 (enrolled, active) and student-2 (not enrolled yet); student-3 was
// taken out of the class earlier (inactive enrollment, no longer listed).
const S1 = 'schedules/s1';
const taken = { studentId: 'student-3', createdAt: NOW - 1000, active: false, updatedAt: NOW - 500 };

describe('enrollments', () => {
  const env = useRulesEnv({
    [S1]: validSchedule,
    [`${S1}/enrollments/student-1`]: validEnrollment,
    [`${S1}/enrollments/student-3`]: taken,
    // An enrollment from before ids were student ids: readable, but never written again.
    [`${S1}/enrollments/legacy-id`]: { ...validEnrollment, active: false },
  });
  const db = (): Db => env.as('instrutor');
  const enrollment = (id: string) => db().doc(`${S1}/enrollments/${id}`);
  const create = (id: string, data: Data) => enrollment(id).set(data);
  const update = (id: string, patch: Data) => enrollment(id).update(patch);

  describe('access: active staff only, never delete', () => {
    itEnforcesAccess(
      env,
      `${S1}/enrollments`,
      STAFF,
      { ...validEnrollment, studentId: 'student-2' },
      { active: false, updatedAt: NOW },
      { existing: 'student-1', created: 'student-2' },
    );
  });

  describe('create', () => {
    it.each<[string, Data]>([
      ['active, keyed by its studentId', { studentId: 'student-2', createdAt: NOW, active: true }],
      ['without active (counts as active) and updatedAt', { studentId: 'student-2', createdAt: NOW }],
      ['with updatedAt', { studentId: 'student-2', createdAt: NOW, active: true, updatedAt: NOW }],
    ])('accepts an enrollment %s', async (_name, data) => {
      await expectRule(create('student-2', data), true);
    });

    it('accepts an inactive enrollment of a student the schedule does not list', async () => {
      await expectRule(create('student-9', { studentId: 'student-9', createdAt: NOW, active: false }), true);
    });

    it('accepts a new schedule and its enrollments in one batch', async () => {
      const batch = db().batch();
      batch.set(db().doc('schedules/s2'), validSchedule);
      batch.set(db().doc('schedules/s2/enrollments/student-1'), {
        studentId: 'student-1',
        createdAt: NOW,
        active: true,
      });
      batch.set(db().doc('schedules/s2/enrollments/student-2'), {
        studentId: 'student-2',
        createdAt: NOW,
        active: true,
      });
      await expectRule(batch.commit(), true);
    });

    it('accepts a student added to the schedule and enrolled in the same batch', async () => {
      const batch = db().batch();
      batch.update(db().doc(S1), { studentIds: ['student-1', 'student-2', 'student-9'], updatedAt: NOW + 1 });
      batch.set(enrollment('student-9'), { studentId: 'student-9', createdAt: NOW + 1, active: true });
      await expectRule(batch.commit(), true);
    });

    it('rejects a document id other than its studentId', async () => {
      await expectRule(create('another-id', { ...validEnrollment, studentId: 'student-2' }), false);
    });

    it.each<[string, Data]>([
      ['active', { studentId: 'student-9', createdAt: NOW, active: true }],
      ['without active (counts as active)', { studentId: 'student-9', createdAt: NOW }],
    ])('rejects an enrollment %s of a student the schedule does not list', async (_name, data) => {
      await expectRule(create('student-9', data), false);
    });

    // The check is on the schedule as it is after the batch, not before it.
    it('rejects an active enrollment when the same batch takes the student out of the schedule', async () => {
      const batch = db().batch();
      batch.update(db().doc(S1), { studentIds: ['student-1'], updatedAt: NOW + 1 });
      batch.set(enrollment('student-2'), { studentId: 'student-2', createdAt: NOW + 1, active: true });
      await expectRule(batch.commit(), false);
    });

    it.each<[string, Data]>([
      ['active', { studentId: 'student-1', createdAt: NOW, active: true }],
      ['inactive', { studentId: 'student-1', createdAt: NOW, active: false }],
    ])('rejects an %s enrollment under a schedule that does not exist', async (_name, data) => {
      await expectRule(db().doc('schedules/missing/enrollments/student-1').set(data), false);
    });

    // Shape errors, on an enrollment that is otherwise right (student-2, listed, under its own id).
    const student2: Data = { ...validEnrollment, studentId: 'student-2' };
    it.each<[string, Data]>([
      ['missing studentId', without(student2, 'studentId')],
      ['missing createdAt', without(student2, 'createdAt')],
      ['an unknown extra field', { ...student2, nota: 10 }],
      ['createdAt as a string', { ...student2, createdAt: '2025-06-10' }],
      ['createdAt negative', { ...student2, createdAt: -1 }],
      ['active as a string', { ...student2, active: 'false' }],
      ['a null active', { ...student2, active: null }],
      ['updatedAt as a string', { ...student2, updatedAt: 'agora' }],
    ])('rejects bad input: %s', async (_name, data) => {
      await expectRule(create('student-2', data), false);
    });

    it('rejects a studentId as a number', async () => {
      await expectRule(create('1', { ...validEnrollment, studentId: 1 }), false);
    });

    // Inactive, so the schedule need not list it: only the id's length is wrong.
    it('rejects a studentId over 128 characters, even under its own id', async () => {
      const id = long(129);
      await expectRule(create(id, { studentId: id, createdAt: NOW, active: false }), false);
    });

    it('accepts a studentId of 128 characters under its own id', async () => {
      const id = long(128);
      await expectRule(create(id, { studentId: id, createdAt: NOW, active: false }), true);
    });
  });

  describe('update', () => {
    it('deactivates (a student taken out of the class)', async () => {
      await expectRule(update('student-1', { active: false, updatedAt: NOW + 1 }), true);
    });

    it('takes a student out: schedule and enrollment in one batch', async () => {
      const batch = db().batch();
      batch.update(db().doc(S1), { studentIds: ['student-2'], updatedAt: NOW + 1 });
      batch.update(enrollment('student-1'), { active: false, updatedAt: NOW + 1 });
      await expectRule(batch.commit(), true);
    });

    // The re-add bug (issue 10): the enrollment comes back, with its own createdAt.
    it('reactivates a student put back in the class in the same batch', async () => {
      const batch = db().batch();
      batch.update(db().doc(S1), { studentIds: ['student-1', 'student-2', 'student-3'], updatedAt: NOW + 1 });
      batch.update(enrollment('student-3'), { active: true, updatedAt: NOW + 1 });
      await expectRule(batch.commit(), true);
    });

    it('rejects reactivating a student the schedule does not list', async () => {
      await expectRule(update('student-3', { active: true, updatedAt: NOW + 1 }), false);
    });

    it('rejects a re-add that writes a new createdAt', async () => {
      const batch = db().batch();
      batch.update(db().doc(S1), { studentIds: ['student-1', 'student-2', 'student-3'], updatedAt: NOW + 1 });
      batch.set(enrollment('student-3'), { studentId: 'student-3', createdAt: NOW + 1, active: true });
      await expectRule(batch.commit(), false);
    });

    it('deactivates a whole class: schedule and enrollments in one batch', async () => {
      const batch = db().batch();
      batch.update(db().doc(S1), { active: false, updatedAt: NOW + 1 });
      batch.update(enrollment('student-1'), { active: false, updatedAt: NOW + 1 });
      await expectRule(batch.commit(), true);
    });

    it('rejects changing the studentId', async () => {
      await expectRule(update('student-1', { studentId: 'student-2' }), false);
    });

    it('rejects writing an enrollment whose id is not its studentId', async () => {
      await expectRule(update('legacy-id', { updatedAt: NOW + 1 }), false);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update('student-1', { createdAt: NOW + 1 }), false);
    });

    it('rejects an invalid value', async () => {
      await expectRule(update('student-1', { active: 'sim' }), false);
    });

    it('rejects an unknown extra field', async () => {
      await expectRule(update('student-1', { presencas: 3 }), false);
    });
  });
});
