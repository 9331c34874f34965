import { describe, it } from 'vitest';
import {
  NOW,
  ROLES,
  STAFF,
  expectRule,
  itEnforcesAccess,
  long,
  serverTime,
  useRulesEnv,
  validEnrollment,
  validInstructor,
  validSchedule,
  without,
  type AppBatch,
  type Data,
} from './env';

// schedules/{id}/enrollments/{studentId}: rules do not cascade, so this sub-collection has its own
// match. s1 lists student-1 (enrolled, active) and student-2 (not enrolled yet); student-3 was
// taken out of the class earlier (inactive enrollment, no longer listed). An enrollment is written
// only in the batch that writes its schedule (authorship.ts): the schedule's history keeps the change.
const S1 = 'schedules/s1';
const taken = { studentId: 'student-3', createdAt: NOW - 1000, active: false, updatedAt: NOW - 500 };
const at = (studentId: string, extra: Data = {}): Data => ({
  studentId,
  createdAt: NOW + 1,
  active: true,
  updatedAt: NOW + 1,
  ...extra,
});

describe('enrollments', () => {
  const env = useRulesEnv({
    [S1]: validSchedule,
    [`${S1}/enrollments/student-1`]: validEnrollment,
    [`${S1}/enrollments/student-3`]: taken,
    // An enrollment from before ids were student ids: readable, but never written again.
    [`${S1}/enrollments/legacy-id`]: { ...validEnrollment, active: false },
    'instructors/instructor-1': validInstructor,
  });
  const path = (id: string) => `${S1}/enrollments/${id}`;
  /** A batch by an instrutor that changes s1 (its studentIds, when given) and then `more`. */
  const withSchedule = (studentIds: string[] | null, more: (batch: AppBatch) => AppBatch, extra: Data = {}) =>
    more(
      env.batch('instrutor').update(S1, { ...(studentIds ? { studentIds } : {}), updatedAt: NOW + 1, ...extra }),
    ).commit();
  const create = (id: string, data: Data) => withSchedule(null, (b) => b.enroll(path(id), data));
  const update = (id: string, patch: Data) => withSchedule(null, (b) => b.enroll(path(id), patch, true));

  describe('access: active staff only, never delete', () => {
    itEnforcesAccess(
      env,
      `${S1}/enrollments`,
      STAFF,
      at('student-2'),
      { active: false, updatedAt: NOW + 1 },
      { existing: 'student-1', created: 'student-2' },
      (batch, op, p, data) => batch.update(S1, { updatedAt: NOW + 1 }).enroll(p, data, op === 'update'),
    );
  });

  describe('create', () => {
    it('accepts an active enrollment keyed by its studentId, with its schedule', async () => {
      await expectRule(create('student-2', at('student-2')), true);
    });

    it('accepts an inactive enrollment of a student the schedule does not list', async () => {
      await expectRule(create('student-9', at('student-9', { active: false })), true);
    });

    it('accepts a new schedule and its enrollments in one batch', async () => {
      await expectRule(env.batch('instrutor').createSchedule('schedules/s2', validSchedule).commit(), true);
    });

    it('accepts a student added to the schedule and enrolled in the same batch', async () => {
      const ids = ['student-1', 'student-2', 'student-9'];
      await expectRule(
        withSchedule(ids, (b) => b.enroll(path('student-9'), at('student-9'))),
        true,
      );
    });

    it('rejects an enrollment written without its schedule', async () => {
      await expectRule(env.batch('instrutor').enroll(path('student-2'), at('student-2')).commit(), false);
    });

    it('rejects an enrollment that names another author', async () => {
      const forged = { ...at('student-2'), updatedBy: 'admin-uid', updatedByName: 'Ana Admin' };
      await expectRule(create('student-2', forged), false);
    });

    it("rejects an enrollment with the client's time instead of the server's", async () => {
      await expectRule(
        withSchedule(null, (b) => b.raw(path('student-2'), { ...at('student-2'), writtenAt: new Date() })),
        false,
      );
    });

    it('rejects a createdAt far from the server clock', async () => {
      const old = NOW - 8 * 24 * 60 * 60 * 1000;
      await expectRule(create('student-2', at('student-2', { createdAt: old, updatedAt: old })), false);
    });

    it('rejects a document id other than its studentId', async () => {
      await expectRule(create('another-id', at('student-2')), false);
    });

    it('rejects an active enrollment of a student the schedule does not list', async () => {
      await expectRule(create('student-9', at('student-9')), false);
    });

    // The check is on the schedule as it is after the batch, not before it.
    it('rejects an active enrollment when the same batch takes the student out of the schedule', async () => {
      await expectRule(
        withSchedule(['student-1'], (b) => b.enroll(path('student-2'), at('student-2'))),
        false,
      );
    });

    it.each<[string, boolean]>([
      ['active', true],
      ['inactive', false],
    ])('rejects an %s enrollment under a schedule that does not exist', async (_name, active) => {
      const batch = env
        .batch('instrutor')
        .enroll('schedules/missing/enrollments/student-1', at('student-1', { active }));
      await expectRule(batch.commit(), false);
    });

    // Shape errors, on an enrollment that is otherwise right (student-2, listed, under its own id).
    const student2 = at('student-2');
    it.each<[string, Data]>([
      ['missing studentId', without(student2, 'studentId')],
      ['missing createdAt', without(student2, 'createdAt')],
      ['missing active', without(student2, 'active')],
      ['missing updatedAt', without(student2, 'updatedAt')],
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
      await expectRule(create('1', at('x', { studentId: 1 })), false);
    });

    // Inactive, so the schedule need not list it: only the id's length is wrong.
    it('rejects a studentId over 128 characters, even under its own id', async () => {
      const id = long(129);
      await expectRule(create(id, at(id, { active: false })), false);
    });

    it('accepts a studentId of 128 characters under its own id', async () => {
      const id = long(128);
      await expectRule(create(id, at(id, { active: false })), true);
    });
  });

  describe('update', () => {
    it('deactivates (a student taken out of the class)', async () => {
      await expectRule(update('student-1', { active: false, updatedAt: NOW + 1 }), true);
    });

    it('rejects a change written without its schedule', async () => {
      const batch = env.batch('instrutor').enroll(path('student-1'), { active: false, updatedAt: NOW + 1 }, true);
      await expectRule(batch.commit(), false);
    });

    it('takes a student out: schedule and enrollment in one batch', async () => {
      const change = { active: false, updatedAt: NOW + 1 };
      await expectRule(
        withSchedule(['student-2'], (b) => b.enroll(path('student-1'), change, true)),
        true,
      );
    });

    // The re-add bug (issue 10): the enrollment comes back, with its own createdAt.
    it('reactivates a student put back in the class in the same batch', async () => {
      const ids = ['student-1', 'student-2', 'student-3'];
      const change = { active: true, updatedAt: NOW + 1 };
      await expectRule(
        withSchedule(ids, (b) => b.enroll(path('student-3'), change, true)),
        true,
      );
    });

    it('rejects reactivating a student the schedule does not list', async () => {
      await expectRule(update('student-3', { active: true, updatedAt: NOW + 1 }), false);
    });

    // Offline, a device that never read student-3's enrollment cannot know it exists: it writes it
    // as new, and that write starts the inactive enrollment again.
    it('takes a re-add written as new over an inactive enrollment (a device that never read it)', async () => {
      const ids = ['student-1', 'student-2', 'student-3'];
      await expectRule(
        withSchedule(ids, (b) => b.enroll(path('student-3'), at('student-3'))),
        true,
      );
    });

    it('rejects a new createdAt over an active enrollment, or one that stays inactive', async () => {
      await expectRule(update('student-1', at('student-1')), false);
      await expectRule(update('student-3', at('student-3', { active: false })), false);
    });

    it('deactivates a whole class: schedule and enrollments in one batch (an admin: not its instructor)', async () => {
      const change = { active: false, updatedAt: NOW + 1 };
      const batch = () =>
        env
          .batch('admin')
          .update(S1, { active: false, updatedAt: NOW + 1 })
          .enroll(path('student-1'), change, true);
      await expectRule(batch().commit(), true);
    });

    it('rejects moving updatedAt backwards', async () => {
      await expectRule(update('student-1', { active: false, updatedAt: NOW - 1 }), false);
    });

    it('rejects changing the studentId', async () => {
      await expectRule(update('student-1', { studentId: 'student-2', updatedAt: NOW + 1 }), false);
    });

    it('rejects writing an enrollment whose id is not its studentId', async () => {
      await expectRule(update('legacy-id', { updatedAt: NOW + 1 }), false);
    });

    it('rejects changing createdAt', async () => {
      await expectRule(update('student-1', { createdAt: NOW + 1, updatedAt: NOW + 1 }), false);
    });

    it('rejects an invalid value', async () => {
      await expectRule(update('student-1', { active: 'sim', updatedAt: NOW + 1 }), false);
    });

    it('rejects an unknown extra field', async () => {
      await expectRule(update('student-1', { presencas: 3, updatedAt: NOW + 1 }), false);
    });

    it('rejects a write that keeps the previous server time', async () => {
      await expectRule(update('student-1', { active: false, updatedAt: NOW + 1, writtenAt: serverTime() }), true);
      const stale = await env.read(path('student-1'));
      await expectRule(
        withSchedule(null, (b) => b.raw(path('student-1'), { ...stale, updatedAt: NOW + 2 })),
        false,
      );
    });
  });

  // 'Frequência e reposições' reads a student's classes, those left included, across all schedules.
  it.each(ROLES.map((role) => [role, role === 'admin' || role === 'instrutor'] as const))(
    "%s lists a student's enrollments across classes: %s",
    async (role, allowed) => {
      const query = env.as(role).collectionGroup('enrollments').where('studentId', '==', 'student-3');
      await expectRule(query.get(), allowed);
    },
  );
});
