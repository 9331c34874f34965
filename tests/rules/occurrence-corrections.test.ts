// A roll call corrected days later: the entries a write does not change are not judged again by the
// clock (a late notice's instant was checked when it was given, within the offline queue's 7 days).
import { describe, it } from 'vitest';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { asStored, expectRule, useRulesEnv } from './env';
import { aSchedule, occurrence, teachers } from './week-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const past = { startTime: '00:00', endTime: '00:50' };
const tenDaysAgo = addDaysIso(todayIso(), -10);
const path = `schedules/theirs/occurrences/${tenDaysAgo}`;

describe('a roll call corrected more than 7 days later', () => {
  const env = useRulesEnv({ ...teachers, 'schedules/theirs': aSchedule('other', past) });

  it('turns a late notice’s Falta into Presente', async () => {
    await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
      // 'Avisar falta' less than 3 hours before that class: an absence, with the notice's instant.
      const data = occurrence(tenDaysAgo, { attendance: { s1: 'falta' }, notices: { s1: Date.now() - 10 * DAY } });
      await ctx.firestore().doc(path).set(asStored(path, data));
    });
    const update = (changes: Record<string, unknown>) =>
      env
        .batch('admin')
        .update(path, { studentId: 's1', updatedAt: Date.now(), ...changes })
        .commit();
    await expectRule(update({ 'attendance.s1': 'presente' }), true);
  });
});
