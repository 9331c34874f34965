// Who taught a class that day, in the rules (Relatórios counts attendance by it): every write of an
// occurrence names the schedule's instructor — or keeps the one stored, written by a device that has
// not yet seen the class given to another instructor — never anyone else.
import { describe, it } from 'vitest';
import { asStored, expectRule, useRulesEnv, type Data } from './env';
import { aSchedule, occurrence, teachers, yesterday } from './week-fixtures';

const past = { startTime: '00:00', endTime: '00:50' }; // every day's 00:00 has started by yesterday
const path = `schedules/theirs/occurrences/${yesterday}`;
const mark = (studentId: string, changes: Data = {}) => ({
  studentId,
  [`attendance.${studentId}`]: 'presente',
  updatedAt: Date.now(),
  ...changes,
});

describe('the instructor an occurrence names', () => {
  const env = useRulesEnv({ ...teachers, 'schedules/theirs': aSchedule('other', past) });
  const roll = (instructorId: string) =>
    occurrence(yesterday, { studentId: 's1', attendance: { s1: 'presente' }, instructorId });
  /** Stored as written when the class was still taught by `instructorId`. */
  const storedBy = (instructorId: string) =>
    env.testEnv().withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc(path)
        .set(asStored(path, occurrence(yesterday, { instructorId })));
    });

  it("a first write names the schedule's instructor, no one else", async () => {
    await expectRule(env.batch('admin').create(path, roll('ivo')).commit(), false);
    await expectRule(env.batch('admin').create(path, roll('other')).commit(), true);
  });

  it('a later write keeps the stored instructor or names the schedule’s, never a third', async () => {
    await storedBy('ivo'); // the class was Ivo's then; 'other' teaches it now
    const update = (changes: Data) => env.batch('admin').update(path, changes).commit();
    await expectRule(update(mark('s1', { instructorId: 'someone' })), false);
    await expectRule(update(mark('s1')), true); // kept: 'ivo'
    await expectRule(update(mark('s2', { instructorId: 'other' })), true);
  });
});
