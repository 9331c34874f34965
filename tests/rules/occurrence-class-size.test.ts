// Class size in the rules as the app counts it (src/domain/make-up.ts expectedCount): a make-up guest
// enrolled in the class since is one person, counted once — the last seat the app offers is bookable.
import { describe, it } from 'vitest';
import { asStored, expectRule, useRulesEnv, validStudent } from './env';
import { aSchedule, credit, occurrence, startingIn, teachers, yesterday } from './week-fixtures';

const later = startingIn(10);
const occ = (scheduleId: string) => `schedules/${scheduleId}/occurrences/${later.date}`;
const bia = credit('theirs', yesterday, 's9');

describe('class size with a guest enrolled since', () => {
  const env = useRulesEnv({
    ...teachers,
    'schedules/theirs': aSchedule('other', { startTime: '00:00', endTime: '00:50' }),
    // Gil (g1) booked a make-up here, then was enrolled: five enrolled with him, or six.
    'schedules/five': aSchedule('other', later, ['a', 'b', 'c', 'd', 'g1']),
    'schedules/six': aSchedule('other', later, ['a', 'b', 'c', 'd', 'e', 'g1']),
    // Seven enrolled (over 6 is only warned of), no guest.
    'schedules/seven': aSchedule('other', later, ['a', 'b', 'c', 'd', 'e', 'f', 'g']),
    'students/s9': validStudent,
    [`credits/${bia.id}`]: bia.data,
  });
  const book = (scheduleId: string) =>
    env
      .batch('admin')
      .update(occ(scheduleId), { studentId: 's9', 'guests.s9': bia.id, updatedAt: Date.now() - 1000 })
      .update(`credits/${bia.id}`, {
        bookedScheduleId: scheduleId,
        bookedDate: later.date,
        bookedAt: later.date,
        bookedStart: later.startTime,
        updatedAt: Date.now() - 1000,
      })
      .commit();

  it.each([
    ['five enrolled, Gil among them: the sixth seat', 'five', true],
    ['six enrolled, Gil among them: full', 'six', false],
  ])('%s', async (_what, scheduleId, allowed) => {
    await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
      const path = occ(scheduleId);
      await ctx
        .firestore()
        .doc(path)
        .set(asStored(path, occurrence(later.date, { guests: { g1: 'theirs_x_g1' } })));
    });
    await expectRule(book(scheduleId), allowed);
  });

  /** Ana's justified notice in `scheduleId`, with its credit, as stored; and her 'Desfazer aviso'. */
  async function undoNotice(scheduleId: string, guests: Record<string, string>) {
    const notice = credit(scheduleId, later.date, 'a');
    await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
      const path = occ(scheduleId);
      const given = occurrence(later.date, {
        attendance: { a: 'justificada' },
        notices: { a: Date.now() - 3000 },
        guests,
      });
      await ctx.firestore().doc(path).set(asStored(path, given));
      await ctx
        .firestore()
        .doc(`credits/${notice.id}`)
        .set(asStored(`credits/${notice.id}`, notice.data));
    });
    return env
      .batch('admin')
      .update(occ(scheduleId), { studentId: 'a', attendance: {}, notices: {}, updatedAt: Date.now() - 1000 })
      .update(`credits/${notice.id}`, { withdrawn: true, updatedAt: Date.now() - 1000 })
      .commit();
  }

  it("'Desfazer aviso' in a class of six, Gil among them and still its guest: six people, not seven", async () => {
    await expectRule(undoNotice('six', { g1: 'theirs_x_g1' }), true);
  });

  it("'Desfazer aviso' in a class of seven enrolled with no guest: no seat was taken, the student comes back", async () => {
    await expectRule(undoNotice('seven', {}), true);
  });
});
