// 'Remarcar' in the rules (issue 15): a class is moved only to a place that has not started yet, and
// never once its roll call was taken — it happened where it was (moving it on would give its make-up
// guests' used credits back as booked, to be used again).
import { beforeEach, describe, it } from 'vitest';
import { addDaysIso } from '../../src/domain/dates';
import { asStored, expectRule, useRulesEnv, type Data, type Role } from './env';
import { aSchedule, credit, occurrence, startingIn, teachers, yesterday } from './week-fixtures';

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

// A notice in time earned a credit valid 30 days from the class; 'Remarcar' to a later day takes it
// along: valid 30 days from where the class now takes place (as a notice given after the move).
describe("'Remarcar' later: the credits of its notices in time count from the new day", () => {
  const env = useRulesEnv({ ...teachers, 'schedules/mine': aSchedule('ivo', past) });
  const ana = credit('mine', ahead, 's1');
  const later = addDaysIso(ahead, 10);
  beforeEach(() =>
    env.testEnv().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      const given = occurrence(ahead, { attendance: { s1: 'justificada' }, notices: { s1: Date.now() - 86_400_000 } });
      await db.doc(occ(ahead)).set(asStored(occ(ahead), given));
      await db.doc(`credits/${ana.id}`).set(asStored(`credits/${ana.id}`, ana.data));
    }),
  );
  /** The credit's new last day (and any other change), alone or in the batch that moves the class to `date`. */
  const extend = (expiresOn: string, { date = later, role = 'instrutor' as Role, moved = true, also = {} } = {}) => {
    const batch = env.batch(role);
    if (moved) batch.update(occ(ahead), to({ ...aheadPlace, date }));
    return batch.update(`credits/${ana.id}`, { expiresOn, updatedAt: Date.now() - 500, ...also }).commit();
  };

  it('by its instructor, in the batch that moves it', async () => {
    await expectRule(extend(addDaysIso(later, 30)), true);
  });

  it.each<[string, Parameters<typeof extend>]>([
    ['without the move, even by an admin', [addDaysIso(later, 30), { moved: false, role: 'admin' }]],
    ['by more than the validity from the new day', [addDaysIso(later, 31)]],
    ['by a move to an earlier day', [addDaysIso(ahead, 29), { date: addDaysIso(ahead, -1) }]],
    ['with the credit withdrawn at once', [addDaysIso(later, 30), { also: { withdrawn: true } }]],
  ])('refused %s', async (_what, args) => {
    await expectRule(extend(...args), false);
  });
});
