// 'Remarcar' in the rules (issue 15): a class is moved only to a place that has not started yet, and
// never once its roll call was taken — it happened where it was (moving it on would give its make-up
// guests' used credits back as booked, to be used again).
import { describe, it } from 'vitest';
import { addDaysIso } from '../../src/domain/dates';
import { asStored, expectRule, useRulesEnv, type Data, type Role } from './env';
import { aSchedule, occurrence, startingIn, teachers, yesterday } from './week-fixtures';

const past = { startTime: '00:00', endTime: '00:50' }; // every day's 00:00 has started by yesterday
const ahead = addDaysIso(yesterday, 3);
const occ = (date: string) => `schedules/mine/occurrences/${date}`;
const to = (place: { date: string; startTime: string; endTime: string }) => ({
  movedDate: place.date,
  movedStart: place.startTime,
  movedEnd: place.endTime,
  changed: true,
  studentId: '',
  updatedAt: Date.now() - 500,
});
const aheadPlace = { date: ahead, startTime: '06:00', endTime: '07:00' };

describe("'Remarcar': to a place still ahead, and never a class whose roll call was taken", () => {
  const env = useRulesEnv({ ...teachers, 'schedules/mine': aSchedule('ivo', past) });
  /** The class's occurrence on `date` as stored, with `changes`. */
  const stored = (date: string, changes: Data = {}) =>
    env.testEnv().withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc(occ(date))
        .set(asStored(occ(date), occurrence(date, changes)));
    });
  const move = (date: string, place: typeof aheadPlace, role: Role = 'instrutor') =>
    env.batch(role).update(occ(date), to(place)).commit();

  it('a class that started with no roll call taken (the instructor was late) moves to later on', async () => {
    await stored(yesterday);
    await expectRule(move(yesterday, aheadPlace), true);
  });

  it('no move to a day and time that has already started', async () => {
    await stored(yesterday);
    await expectRule(move(yesterday, { date: yesterday, startTime: '06:00', endTime: '07:00' }), false);
    await expectRule(move(yesterday, startingIn(-1)), false);
  });

  it('no move of a class whose roll call was taken, by its instructor or an admin', async () => {
    await stored(yesterday, { attendance: { s1: 'falta' } });
    await expectRule(move(yesterday, aheadPlace), false);
    await expectRule(move(yesterday, aheadPlace, 'admin'), false);
  });

  it('no move once a late notice was turned Presente (the student came after all: a roll call)', async () => {
    await stored(yesterday, { attendance: { s1: 'presente' }, notices: { s1: Date.now() - 86_400_000 } });
    await expectRule(move(yesterday, aheadPlace), false);
  });

  it('a class with notices of absence only moves (its notices go with it)', async () => {
    await stored(ahead, { attendance: { s1: 'justificada' }, notices: { s1: Date.now() - 86_400_000 } });
    await expectRule(move(ahead, { ...aheadPlace, date: addDaysIso(ahead, 1) }), true);
  });
});
