// The studio's real week in the rules (issue 15): roll call by the class's instructor, notices of
// absence judged by the server's clock, make-up credits earned, booked once and returned, class size,
// cancellation and moves. Classes are placed relative to now (week-fixtures.ts).
import { describe, it } from 'vitest';
import { addDaysIso } from '../../src/domain/dates';
import { ROLES, asStored, expectRule, useRulesEnv, validStudent, type Role } from './env';
import { aSchedule, credit, occurrence, startingIn, teachers, yesterday } from './week-fixtures';

const later = startingIn(10); // a notice now is in time (≥ 3 h)
const soon = startingIn(1); // a notice now is late (< 3 h)
const past = { startTime: '00:00', endTime: '00:50' }; // every day's 00:00 has started by yesterday

const occ = (scheduleId: string, date: string) => `schedules/${scheduleId}/occurrences/${date}`;
/** Ivo teaches 'mine'; 'other' every other class below. */
const teacherOf = (scheduleId: string) => (scheduleId === 'mine' || scheduleId === 'mylater' ? 'ivo' : 'other');

describe('occurrences and credits', () => {
  const env = useRulesEnv({
    ...teachers,
    'schedules/mine': aSchedule('ivo', past),
    'schedules/theirs': aSchedule('other', past),
    'schedules/later': aSchedule('other', later),
    'schedules/mylater': aSchedule('ivo', later),
    'schedules/soon': aSchedule('other', soon),
    'schedules/full': aSchedule('other', later, ['a', 'b', 'c', 'd', 'e', 'f']),
    'schedules/five': aSchedule('other', later, ['a', 'b', 'c', 'd', 'e']),
    // Seeded history: a credit Bia (s9) earned and a class she can book.
    'students/s9': validStudent,
    'students/s8': { ...validStudent, active: false, deletedAt: Date.now() },
    [`credits/theirs_${yesterday}_s9`]: credit('theirs', yesterday, 's9').data,
    [`credits/theirs_${yesterday}_s8`]: credit('theirs', yesterday, 's8').data,
  });
  const mark = (role: Role, scheduleId: string, date: string, studentId: string, status = 'presente') =>
    env
      .batch(role)
      .create(
        occ(scheduleId, date),
        occurrence(date, { studentId, attendance: { [studentId]: status }, instructorId: teacherOf(scheduleId) }),
      )
      .commit();

  describe('roll call: the class’s instructor or an admin, once it started', () => {
    it.each<[string, Role, string, string, boolean]>([
      ['an admin marks any class', 'admin', 'theirs', 's1', true],
      ['the instrutor marks the class they teach', 'instrutor', 'mine', 's1', true],
      ['an instrutor marks a class taught by another instructor', 'instrutor', 'theirs', 's1', false],
      ['a student not enrolled (nor a guest)', 'admin', 'theirs', 'zz', false],
      ['a pending user', 'pending', 'mine', 's1', false],
      ['a revoked admin', 'revokedAdmin', 'theirs', 's1', false],
      ['an inactive user', 'inactive', 'mine', 's1', false],
      ['an account without a profile', 'noProfile', 'mine', 's1', false],
      ['someone signed out', 'anonymous', 'mine', 's1', false],
    ])('%s', async (_what, role, scheduleId, studentId, allowed) => {
      await expectRule(mark(role, scheduleId, yesterday, studentId), allowed);
    });

    it('a class that has not started takes no Presente/Falta', async () => {
      await expectRule(mark('admin', 'later', later.date, 's1'), false);
    });

    it('one student per write, and only on a date the class has', async () => {
      const two = occurrence(yesterday, { studentId: 's1', attendance: { s1: 'presente', s2: 'falta' } });
      await expectRule(env.batch('admin').create(occ('theirs', yesterday), two).commit(), false);
      // 'schedules/later' ends on no date, but a date before the schedule existed is fine; one it never had is not:
      const off = { ...aSchedule('other', past), days: [7 % 7] }; // Sundays only
      await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
        await ctx
          .firestore()
          .doc('schedules/sundays')
          .set({ ...off, updatedBy: 'x', updatedByName: 'x', writtenAt: new Date(), version: 1 });
      });
      const weekday = new Date(`${yesterday}T12:00:00Z`).getUTCDay();
      await expectRule(mark('admin', 'sundays', yesterday, 's1'), weekday === 0);
    });

    it('marks the enrolled students and the make-up guest of a class with a guest; a notice’s entry stays', async () => {
      const guestCredit = `other_${yesterday}_g1`;
      await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
        const path = occ('theirs', yesterday);
        const data = occurrence(yesterday, {
          attendance: { s1: 'presente', s2: 'justificada', g1: 'presente' },
          notices: { s2: Date.now() - 48 * 3600_000 },
          guests: { g1: guestCredit },
        });
        await ctx.firestore().doc(path).set(asStored(path, data));
      });
      const change = (studentId: string, status: string) =>
        env
          .batch('admin')
          .update(occ('theirs', yesterday), { studentId, [`attendance.${studentId}`]: status, updatedAt: Date.now() })
          .commit();
      await expectRule(change('s1', 'falta'), true);
      await expectRule(change('g1', 'falta'), true);
      // Given notice of (a justified absence with its credit): not a roll call entry any more.
      await expectRule(change('s2', 'presente'), false);
    });

    it('a late notice (an absence, no credit) becomes Presente when the student came, never justified', async () => {
      await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
        const path = occ('theirs', yesterday);
        const data = occurrence(yesterday, { attendance: { s1: 'falta' }, notices: { s1: Date.now() - 3600_000 } });
        await ctx.firestore().doc(path).set(asStored(path, data));
      });
      const change = (status: string) =>
        env
          .batch('admin')
          .update(occ('theirs', yesterday), { studentId: 's1', 'attendance.s1': status, updatedAt: Date.now() })
          .commit();
      await expectRule(change('justificada'), false);
      await expectRule(change('presente'), true);
    });

    it('changes a mark with a new version and its history', async () => {
      await mark('admin', 'theirs', yesterday, 's1');
      await expectRule(
        env.batch('instrutor').update(occ('mine', yesterday), { 'attendance.s1': 'falta' }).commit(),
        false, // nothing there yet for 'mine'
      );
      await expectRule(
        env
          .batch('admin')
          .update(occ('theirs', yesterday), {
            studentId: 's1',
            'attendance.s1': 'justificada',
            updatedAt: Date.now() - 1000,
          })
          .commit(),
        true,
      );
    });
  });

  describe('notices of absence: 3 hours before, by the server’s clock', () => {
    const notice = (date: string, status: string) =>
      occurrence(date, { studentId: 's1', attendance: { s1: status }, notices: { s1: Date.now() - 1000 } });

    it('in time: a justified absence with its credit (any staff)', async () => {
      const c = credit('later', later.date, 's1');
      await expectRule(
        env
          .batch('instrutor')
          .create(occ('later', later.date), notice(later.date, 'justificada'))
          .create(`credits/${c.id}`, c.data)
          .commit(),
        true,
      );
    });

    it.each<[string, string, string, boolean, boolean]>([
      ['in time, without its credit', 'later', 'justificada', false, false],
      ['in time, but written as an absence', 'later', 'falta', false, false],
      ['late: an absence without a credit', 'soon', 'falta', false, true],
      ['late, written as justified with a credit', 'soon', 'justificada', true, false],
      ['late, an absence with a credit', 'soon', 'falta', true, false],
    ])('%s', async (_what, scheduleId, status, withCredit, allowed) => {
      const date = scheduleId === 'later' ? later.date : soon.date;
      const batch = env.batch('admin').create(occ(scheduleId, date), notice(date, status));
      const c = credit(scheduleId, date, 's1');
      if (withCredit) batch.create(`credits/${c.id}`, c.data);
      await expectRule(batch.commit(), allowed);
    });

    it("for a class 'Remarcar' moved later, the credit is valid from where the class takes place", async () => {
      const movedDate = addDaysIso(later.date, 10);
      await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
        const path = occ('later', later.date);
        const moved = { movedDate, movedStart: later.startTime, movedEnd: later.endTime, changed: true };
        await ctx
          .firestore()
          .doc(path)
          .set(asStored(path, occurrence(later.date, moved)));
      });
      const c = credit('later', later.date, 's1');
      const given = (expiresOn: string) =>
        env
          .batch('admin')
          .update(occ('later', later.date), {
            studentId: 's1',
            'attendance.s1': 'justificada',
            'notices.s1': Date.now() - 1000,
            updatedAt: Date.now() - 1000,
          })
          .create(`credits/${c.id}`, { ...c.data, expiresOn })
          .commit();
      await expectRule(given(addDaysIso(later.date, 30)), false);
      await expectRule(given(addDaysIso(movedDate, 30)), true);
    });

    it('not after the class started, and never twice', async () => {
      await expectRule(env.batch('admin').create(occ('theirs', yesterday), notice(yesterday, 'falta')).commit(), false);
      await env.batch('admin').create(occ('soon', soon.date), notice(soon.date, 'falta')).commit();
      const now = Date.now() - 500;
      await expectRule(
        env.batch('admin').update(occ('soon', soon.date), { 'notices.s1': now, updatedAt: now }).commit(),
        false,
      );
    });

    it('a credit needs its notice in the same batch, the derived id and the configured validity', async () => {
      const c = credit('later', later.date, 's1');
      await expectRule(env.batch('admin').create(`credits/${c.id}`, c.data).commit(), false);
      const withNotice = () => env.batch('admin').create(occ('later', later.date), notice(later.date, 'justificada'));
      await expectRule(withNotice().create('credits/other-id', c.data).commit(), false);
      await expectRule(
        withNotice()
          .create(`credits/${c.id}`, credit('later', later.date, 's1', 'aviso', 45).data)
          .commit(),
        false,
      );
    });
  });

  describe("'Desfazer aviso': before the class, with the credit it earned", () => {
    const c = credit('later', later.date, 's1');
    const notice = (date: string, status: string) =>
      occurrence(date, { studentId: 's1', attendance: { s1: status }, notices: { s1: Date.now() - 1000 } });
    const given = () =>
      env
        .batch('admin')
        .create(occ('later', later.date), notice(later.date, 'justificada'))
        .create(`credits/${c.id}`, c.data)
        .commit();
    const undone = (role: Role = 'instrutor', date = later.date, scheduleId = 'later') =>
      env.batch(role).replace(occ(scheduleId, date), occurrence(date, { studentId: 's1' }));
    const withdrawal = (withdrawn: boolean) => ({ withdrawn, updatedAt: Date.now() });

    it('any staff takes back a notice in time with its open credit, in one batch', async () => {
      await given();
      await expectRule(undone().commit(), false); // the credit would stay
      await expectRule(env.batch('instrutor').update(`credits/${c.id}`, withdrawal(true)).commit(), false);
      await expectRule(undone().update(`credits/${c.id}`, withdrawal(true)).commit(), true);
      await expectRule(undone('pending').commit(), false);
    });

    it('the notice given again gives the same credit back', async () => {
      await given();
      await undone().update(`credits/${c.id}`, withdrawal(true)).commit();
      const again = () => env.batch('admin').replace(occ('later', later.date), notice(later.date, 'justificada'));
      await expectRule(again().commit(), false); // the credit would stay withdrawn
      await expectRule(again().update(`credits/${c.id}`, withdrawal(false)).commit(), true);
    });

    it('cancelling the class gives back the credit of a notice undone, in the cancelling batch only', async () => {
      await given();
      await undone().update(`credits/${c.id}`, withdrawal(true)).commit();
      const cancelled = occurrence(later.date, { cancelled: true, reason: 'Instrutora doente', changed: true });
      const giveBack = () => env.batch('admin').update(`credits/${c.id}`, withdrawal(false));
      await expectRule(giveBack().commit(), false); // no cancellation, no notice: an admin alone may not
      await expectRule(giveBack().replace(occ('later', later.date), cancelled).commit(), true);
    });

    it('a closure takes a standing notice’s credit back and gives it back; an undone one stays taken', async () => {
      await given();
      await expectRule(env.batch('instrutor').update(`credits/${c.id}`, withdrawal(true)).commit(), false);
      await expectRule(env.batch('admin').update(`credits/${c.id}`, withdrawal(true)).commit(), true);
      await expectRule(env.batch('admin').update(`credits/${c.id}`, withdrawal(false)).commit(), true);
      await undone().update(`credits/${c.id}`, withdrawal(true)).commit();
      await expectRule(env.batch('admin').update(`credits/${c.id}`, withdrawal(false)).commit(), false);
    });

    it('a late notice, which earned nothing, is taken back alone', async () => {
      await env.batch('admin').create(occ('soon', soon.date), notice(soon.date, 'falta')).commit();
      await expectRule(undone('instrutor', soon.date, 'soon').commit(), true);
    });

    it('not once the class started, nor while its make-up is booked', async () => {
      const booked = credit('later', later.date, 's2');
      await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
        const started = occ('theirs', yesterday);
        await ctx
          .firestore()
          .doc(started)
          .set(asStored(started, notice(yesterday, 'falta')));
        const path = occ('later', later.date);
        const both = occurrence(later.date, {
          studentId: 's2',
          attendance: { s2: 'justificada' },
          notices: { s2: Date.now() - 1000 },
        });
        await ctx.firestore().doc(path).set(asStored(path, both));
        const taken = {
          bookedScheduleId: 'five',
          bookedDate: later.date,
          bookedAt: later.date,
          bookedStart: later.startTime,
        };
        await ctx
          .firestore()
          .doc(`credits/${booked.id}`)
          .set(asStored(`credits/${booked.id}`, { ...booked.data, ...taken }));
      });
      await expectRule(undone('admin', yesterday, 'theirs').commit(), false);
      const blank = env
        .batch('admin')
        .replace(occ('later', later.date), occurrence(later.date, { studentId: 's2' }))
        .update(`credits/${booked.id}`, withdrawal(true));
      await expectRule(blank.commit(), false);
    });
  });

  describe('make-up bookings: once, while there is room', () => {
    const creditPath = `credits/theirs_${yesterday}_s9`;
    const booking = {
      bookedScheduleId: 'later',
      bookedDate: later.date,
      bookedAt: later.date,
      bookedStart: later.startTime,
      updatedAt: Date.now() - 1000,
    };
    const book = (role: Role, scheduleId = 'later', date = later.date, start = later.startTime) =>
      env
        .batch(role)
        .create(occ(scheduleId, date), occurrence(date, { studentId: 's9', guests: { s9: `theirs_${yesterday}_s9` } }))
        .update(creditPath, {
          ...booking,
          bookedScheduleId: scheduleId,
          bookedDate: date,
          bookedAt: date,
          bookedStart: start,
        });

    it('books an open credit into a class with room (any staff)', async () => {
      await expectRule(book('instrutor').commit(), true);
    });

    it('never for an inactive student (Inativar gave their seats back)', async () => {
      const inactive = `credits/theirs_${yesterday}_s8`;
      await expectRule(
        env
          .batch('admin')
          .create(
            occ('later', later.date),
            occurrence(later.date, { studentId: 's8', guests: { s8: inactive.slice(8) } }),
          )
          .update(inactive, booking)
          .commit(),
        false,
      );
    });

    it('a credit used twice is refused', async () => {
      await book('admin').commit();
      await expectRule(book('admin', 'five').commit(), false);
    });

    it.each<[string, string, boolean]>([
      ['six enrolled: full', 'full', false],
      ['five enrolled: one seat', 'five', true],
    ])('class size: %s', async (_what, scheduleId, allowed) => {
      await expectRule(book('admin', scheduleId).commit(), allowed);
    });

    it('a justified notice frees a seat in a full class', async () => {
      const c = credit('full', later.date, 'a');
      await env
        .batch('admin')
        .create(
          occ('full', later.date),
          occurrence(later.date, {
            studentId: 'a',
            attendance: { a: 'justificada' },
            notices: { a: Date.now() - 2000 },
          }),
        )
        .create(`credits/${c.id}`, c.data)
        .commit();
      await expectRule(
        env
          .batch('admin')
          .update(occ('full', later.date), {
            studentId: 's9',
            [`guests.s9`]: `theirs_${yesterday}_s9`,
            updatedAt: Date.now() - 1000,
          })
          .update(creditPath, { ...booking, bookedScheduleId: 'full' })
          .commit(),
        true,
      );
    });

    it.each<[string, string, boolean]>([
      ['a full class: its seat went to a make-up guest, 7 people', 'full', false],
      ['a class of five: 6 people', 'five', true],
    ])("'Desfazer aviso' after a guest took the freed seat: %s", async (_what, scheduleId, allowed) => {
      const c = credit(scheduleId, later.date, 'a');
      const given = occurrence(later.date, {
        studentId: 'a',
        attendance: { a: 'justificada' },
        notices: { a: Date.now() - 3000 },
      });
      await env.batch('admin').create(occ(scheduleId, later.date), given).create(`credits/${c.id}`, c.data).commit();
      await env
        .batch('admin')
        .update(occ(scheduleId, later.date), {
          studentId: 's9',
          [`guests.s9`]: `theirs_${yesterday}_s9`,
          updatedAt: Date.now() - 2000,
        })
        .update(creditPath, { ...booking, bookedScheduleId: scheduleId })
        .commit();
      const undo = env
        .batch('admin')
        .update(occ(scheduleId, later.date), {
          studentId: 'a',
          attendance: {},
          notices: {},
          updatedAt: Date.now() - 1000,
        })
        .update(`credits/${c.id}`, { withdrawn: true, updatedAt: Date.now() - 1000 });
      await expectRule(undo.commit(), allowed);
    });

    it('a seat without its credit booked, or a credit booked without its seat, is refused', async () => {
      await expectRule(
        env
          .batch('admin')
          .create(
            occ('later', later.date),
            occurrence(later.date, { studentId: 's9', guests: { s9: `theirs_${yesterday}_s9` } }),
          )
          .commit(),
        false,
      );
      await expectRule(env.batch('admin').update(creditPath, booking).commit(), false);
    });

    it('a make-up the roll call marked is never returned (its credit is used), whatever the start says', async () => {
      await book('admin').commit();
      await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc(occ('later', later.date)).update({ 'attendance.s9': 'presente' });
      });
      const open = { bookedScheduleId: '', bookedDate: '', bookedAt: '', bookedStart: '', updatedAt: Date.now() - 500 };
      await expectRule(
        env
          .batch('admin')
          .update(occ('later', later.date), { studentId: 's9', guests: {}, updatedAt: Date.now() - 500 })
          .update(creditPath, open)
          .commit(),
        false,
      );
    });

    it('cancelling the booking returns the credit', async () => {
      await book('admin').commit();
      await expectRule(
        env
          .batch('instrutor')
          .update(occ('later', later.date), { studentId: 's9', guests: {}, updatedAt: Date.now() - 500 })
          .update(creditPath, {
            bookedScheduleId: '',
            bookedDate: '',
            bookedAt: '',
            bookedStart: '',
            updatedAt: Date.now() - 500,
          })
          .commit(),
        true,
      );
    });

    it('a booking left in a class deactivated since is still returned, and nothing else is written there', async () => {
      await book('admin').commit();
      await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('schedules/later').update({ active: false });
      });
      const seatBack = () =>
        env
          .batch('instrutor')
          .update(occ('later', later.date), { studentId: 's9', guests: {}, updatedAt: Date.now() - 500 });
      const open = { bookedScheduleId: '', bookedDate: '', bookedAt: '', bookedStart: '', updatedAt: Date.now() - 500 };
      await expectRule(seatBack().commit(), false); // the credit would stay booked
      await expectRule(seatBack().update(creditPath, open).commit(), true);
      const notice = { studentId: 's1', 'attendance.s1': 'justificada', 'notices.s1': Date.now() - 500 };
      await expectRule(
        env
          .batch('admin')
          .update(occ('later', later.date), { ...notice, updatedAt: Date.now() - 500 })
          .commit(),
        false,
      );
    });

    it('the studio cancelling (or closing) the booked class returns the credit valid 30 days from it; not longer, not else', async () => {
      await book('admin').commit();
      const open = { bookedScheduleId: '', bookedDate: '', bookedAt: '', bookedStart: '' };
      const returned = (expiresOn: string) => ({ ...open, expiresOn, updatedAt: Date.now() - 500 });
      const renewed = addDaysIso(later.date, 30);
      const cancel = () =>
        env.batch('admin').update(occ('later', later.date), {
          studentId: '',
          cancelled: true,
          reason: 'Chuva forte',
          changed: true,
          updatedAt: Date.now() - 500,
        });
      const seatBack = (role: Role = 'instrutor') =>
        env.batch(role).update(occ('later', later.date), { studentId: 's9', guests: {}, updatedAt: Date.now() - 500 });
      await expectRule(seatBack().update(creditPath, returned(renewed)).commit(), false); // the student's own cancelling
      await expectRule(seatBack('pending').update(creditPath, returned(renewed)).commit(), false);
      await expectRule(
        cancel()
          .update(creditPath, returned(addDaysIso(renewed, 1)))
          .commit(),
        false,
      );
      await expectRule(cancel().update(creditPath, returned(renewed)).commit(), true);
    });

    it('an admin closing the studio on the booked day returns the credit valid 30 days from it, not longer', async () => {
      await book('admin').commit();
      const open = { bookedScheduleId: '', bookedDate: '', bookedAt: '', bookedStart: '' };
      const seatBack = (role: Role, expiresOn: string) =>
        env
          .batch(role)
          .update(occ('later', later.date), { studentId: 's9', guests: {}, updatedAt: Date.now() - 500 })
          .update(creditPath, { ...open, expiresOn, updatedAt: Date.now() - 500 });
      const renewed = addDaysIso(later.date, 30);
      await expectRule(seatBack('instrutor', renewed).commit(), false); // closing is the admins'
      await expectRule(seatBack('admin', addDaysIso(renewed, 1)).commit(), false);
      await expectRule(seatBack('admin', renewed).commit(), true);
    });
  });

  describe('a make-up class moved with Remarcar: the credit says where it takes place', () => {
    const creditPath = `credits/theirs_${yesterday}_s9`;
    const lastDay = addDaysIso(yesterday, 30);
    const to = (date: string) => ({ movedDate: date, movedStart: '06:00', movedEnd: '07:00', changed: true });
    const move = (date: string) =>
      env.batch('admin').update(occ('later', later.date), { ...to(date), studentId: '', updatedAt: Date.now() - 500 });
    const booked = () =>
      env
        .batch('admin')
        .create(
          occ('later', later.date),
          occurrence(later.date, { studentId: 's9', guests: { s9: creditPath.slice(8) } }),
        )
        .update(creditPath, {
          bookedScheduleId: 'later',
          bookedDate: later.date,
          bookedAt: later.date,
          bookedStart: later.startTime,
          updatedAt: Date.now() - 1000,
        })
        .commit();
    const follows = (date: string, start = '06:00') => ({
      bookedAt: date,
      bookedStart: start,
      updatedAt: Date.now() - 500,
    });
    /** Bia's seat in 'later' (planned on `date`) given back by `role`, her credit then valid until `expiresOn`. */
    const seatBack = (role: Role, expiresOn: string, date = later.date) =>
      env
        .batch(role)
        .update(occ('later', date), { studentId: 's9', guests: {}, updatedAt: Date.now() - 400 })
        .update(creditPath, {
          bookedScheduleId: '',
          bookedDate: '',
          bookedAt: '',
          bookedStart: '',
          expiresOn,
          updatedAt: Date.now() - 400,
        });

    it('moving a class takes its guests’ credits along, even past their last day', async () => {
      await booked();
      const day = addDaysIso(lastDay, 1);
      await expectRule(move(day).update(creditPath, follows(day)).commit(), true);
    });

    // The studio moved it: whoever returns the seat (the class's own instructor too) gives the make-up back renewed.
    it('a booking the move took past its last day is returned renewed from the class, exactly', async () => {
      await booked();
      const day = addDaysIso(lastDay, 1);
      await move(day).update(creditPath, follows(day)).commit();
      await expectRule(seatBack('pending', addDaysIso(day, 30)).commit(), false);
      await expectRule(seatBack('instrutor', addDaysIso(day, 31)).commit(), false);
      await expectRule(seatBack('admin', addDaysIso(day, 31)).commit(), false);
      await expectRule(seatBack('instrutor', addDaysIso(day, 30)).commit(), true);
    });

    it('an instrutor renews one moved up to exactly the credits’ validity past its last day', async () => {
      await booked();
      const day = addDaysIso(lastDay, 30);
      await move(day).update(creditPath, follows(day)).commit();
      await expectRule(seatBack('instrutor', addDaysIso(day, 30)).commit(), true);
    });

    // Moved a year ahead and back, a class would stretch a credit by a year: more than the credits'
    // validity past the credit's last day (which no move changes), the renewal is an admin's.
    it('a booking moved farther than the credits’ validity past its last day is renewed by an admin only', async () => {
      await booked();
      const day = addDaysIso(lastDay, 31);
      await move(day).update(creditPath, follows(day)).commit();
      await expectRule(seatBack('instrutor', addDaysIso(day, 30)).commit(), false);
      await expectRule(seatBack('admin', addDaysIso(day, 30)).commit(), true);
    });

    // Its planned date says nothing: a class a year ahead, moved near to be booked, then moved back.
    it('a booking of a class moved in from a year ahead and back is renewed by an admin only', async () => {
      const far = addDaysIso(later.date, 364); // the same weekday
      const near = addDaysIso(later.date, 1);
      const at = (date: string, start: string) => ({ bookedAt: date, bookedStart: start, updatedAt: Date.now() - 900 });
      await env
        .batch('admin')
        .create(occ('later', far), occurrence(far, { ...to(near), studentId: '' }))
        .commit();
      await env
        .batch('admin')
        .update(occ('later', far), { studentId: 's9', 'guests.s9': creditPath.slice(8), updatedAt: Date.now() - 900 })
        .update(creditPath, { bookedScheduleId: 'later', bookedDate: far, ...at(near, '06:00') })
        .commit();
      const back = {
        movedDate: '',
        movedStart: '',
        movedEnd: '',
        changed: false,
        studentId: '',
        updatedAt: Date.now() - 600,
      };
      await env.batch('admin').update(occ('later', far), back).update(creditPath, at(far, later.startTime)).commit();
      await expectRule(seatBack('instrutor', addDaysIso(far, 30), far).commit(), false);
      await expectRule(seatBack('admin', addDaysIso(far, 30), far).commit(), true);
    });

    it('a credit cannot say another day or time than the class’s, nor move without it', async () => {
      await booked();
      const day = addDaysIso(later.date, 2);
      await expectRule(
        move(day)
          .update(creditPath, follows(addDaysIso(day, 1)))
          .commit(),
        false,
      );
      await expectRule(move(day).update(creditPath, follows(day, '07:00')).commit(), false);
      await expectRule(env.batch('admin').update(creditPath, follows(day)).commit(), false);
    });

    // Class 'five' on later.date, moved first to `date`; then Bia's credit books it at `at` `start`.
    const moveFive = (date: string) =>
      env
        .batch('admin')
        .create(occ('five', later.date), occurrence(later.date, to(date)))
        .commit();
    const bookFive = (at: string, start = '06:00') =>
      env
        .batch('admin')
        .update(occ('five', later.date), {
          studentId: 's9',
          'guests.s9': creditPath.slice(8),
          updatedAt: Date.now() - 500,
        })
        .update(creditPath, {
          bookedScheduleId: 'five',
          bookedDate: later.date,
          bookedAt: at,
          bookedStart: start,
          updatedAt: Date.now() - 500,
        })
        .commit();

    it('booking a class already moved: its new day and time, by the credit’s last day', async () => {
      const day = addDaysIso(later.date, 2);
      await moveFive(day);
      await expectRule(bookFive(later.date, later.startTime), false);
      await expectRule(bookFive(day), true);
    });

    it('no booking of a class moved past the credit’s last day', async () => {
      await moveFive(addDaysIso(lastDay, 1));
      await expectRule(bookFive(addDaysIso(lastDay, 1)), false);
    });
  });

  describe('cancelling and moving a class', () => {
    const cancelled = (date: string) =>
      occurrence(date, { cancelled: true, reason: 'Instrutora doente', changed: true });
    const cancelWithCredits = (role: Role, scheduleId = 'later') => {
      const batch = env
        .batch(role)
        .create(occ(scheduleId, later.date), { ...cancelled(later.date), instructorId: teacherOf(scheduleId) });
      for (const s of ['s1', 's2']) {
        const c = credit(scheduleId, later.date, s, 'cancelamento');
        batch.create(`credits/${c.id}`, c.data);
      }
      return batch.commit();
    };

    it('an admin cancels with a reason: a credit for every enrolled student', async () => {
      await expectRule(cancelWithCredits('admin'), true);
    });

    it('an instrutor who does not teach the class cannot cancel it; the one who teaches it can', async () => {
      await expectRule(cancelWithCredits('instrutor'), false);
      await expectRule(cancelWithCredits('instrutor', 'mylater'), true);
    });

    it.each<Role>(['pending', 'inactive', 'revokedAdmin', 'noProfile', 'anonymous'])(
      'someone without access (%s) cannot cancel a class',
      async (role) => {
        await expectRule(cancelWithCredits(role), false);
      },
    );

    it.each(ROLES)('%s writes no credit on its own, for a class not cancelled', async (role) => {
      const c = credit('later', later.date, 's1', 'cancelamento');
      await expectRule(env.batch(role).create(`credits/${c.id}`, c.data).commit(), false);
    });

    it('no credit for someone not enrolled in the class cancelled', async () => {
      const stranger = credit('later', later.date, 'zz', 'cancelamento');
      await expectRule(
        env
          .batch('admin')
          .create(occ('later', later.date), cancelled(later.date))
          .create(`credits/${stranger.id}`, stranger.data)
          .commit(),
        false,
      );
    });

    it('a cancellation is final, and needs a reason', async () => {
      await env.batch('admin').create(occ('later', later.date), cancelled(later.date)).commit();
      await expectRule(
        env
          .batch('admin')
          .update(occ('later', later.date), {
            cancelled: false,
            reason: '',
            changed: false,
            updatedAt: Date.now() - 500,
          })
          .commit(),
        false,
      );
      await expectRule(
        env
          .batch('admin')
          .create(occ('soon', soon.date), occurrence(soon.date, { cancelled: true, reason: ' ', changed: true }))
          .commit(),
        false,
      );
    });

    it('a class someone attended cannot be cancelled; one with absences only can', async () => {
      const cancel = (scheduleId: string) =>
        env
          .batch('admin')
          .update(occ(scheduleId, yesterday), {
            cancelled: true,
            reason: 'Instrutora doente',
            changed: true,
            studentId: '',
            updatedAt: Date.now() - 500,
          })
          .commit();
      await mark('admin', 'theirs', yesterday, 's1', 'presente');
      await expectRule(cancel('theirs'), false);
      await mark('admin', 'mine', yesterday, 's1', 'falta');
      await expectRule(cancel('mine'), true);
    });

    it('Remarcar back to the plan’s own place undoes the move; a move to it is refused', async () => {
      const plan = { movedDate: later.date, movedStart: later.startTime, movedEnd: later.endTime, changed: true };
      await expectRule(
        env.batch('admin').create(occ('later', later.date), occurrence(later.date, plan)).commit(),
        false,
      );
      const away = { movedDate: addDaysIso(later.date, 1), movedStart: '06:00', movedEnd: '07:00', changed: true };
      await env.batch('admin').create(occ('later', later.date), occurrence(later.date, away)).commit();
      const back = { movedDate: '', movedStart: '', movedEnd: '', changed: false, studentId: '' };
      await expectRule(
        env
          .batch('admin')
          .update(occ('later', later.date), { ...back, updatedAt: Date.now() - 500 })
          .commit(),
        true,
      );
    });

    // To a day ahead, whatever the hour: 06:00 of later.date may have passed.
    const moved = (date: string) =>
      occurrence(date, { movedDate: addDaysIso(later.date, 1), movedStart: '06:00', movedEnd: '07:00', changed: true });
    it.each<[string, Role, string, boolean]>([
      ['the instrutor moves the class they teach', 'instrutor', 'mine', true],
      ['an admin moves any class', 'admin', 'theirs', true],
      ['an instrutor moves a class taught by another', 'instrutor', 'theirs', false],
    ])('%s', async (_what, role, scheduleId, allowed) => {
      const move = { ...moved(yesterday), instructorId: teacherOf(scheduleId) };
      await expectRule(env.batch(role).create(occ(scheduleId, yesterday), move).commit(), allowed);
    });
  });

  describe('reads: active staff, also across classes by date; nothing is ever deleted', () => {
    it.each(ROLES.map((role) => [role, role === 'admin' || role === 'instrutor'] as const))(
      '%s lists occurrences by date: %s',
      async (role, allowed) => {
        const query = env
          .as(role)
          .collectionGroup('occurrences')
          .where('date', '>=', yesterday)
          .where('date', '<=', later.date);
        await expectRule(query.get(), allowed);
      },
    );

    it.each(ROLES)('%s deletes nothing', async (role) => {
      await mark('admin', 'theirs', yesterday, 's1');
      await expectRule(env.as(role).doc(occ('theirs', yesterday)).delete(), false);
      await expectRule(env.as(role).doc(`credits/theirs_${yesterday}_s9`).delete(), false);
    });
  });
});
