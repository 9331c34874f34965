// The studio's real week with the app's data layer against the emulator and its rules (issue 15):
// notices and their credits, a cancellation's credits, bookings and their return, moves; the roll
// call is in week-roll-call.test.ts, closures in week-closures.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { saveClosure, saveSettings } from '../../src/data/closures-repo';
import {
  bookMakeUp,
  cancelBooking,
  cancelClass,
  giveNotice,
  moveClass,
  undoNotice,
} from '../../src/data/occurrences-repo';
import { NoticeBookedError, NoticeUsedError, SeatTakenError } from '../../src/domain/make-up';
import { setStudentActiveWithPlaces } from '../../src/data/student-leaving';
import { reactivateSchedule, setScheduleActive, updateSchedule } from '../../src/data/schedules-repo';
import { classOnDate, NoActiveStudentsError, StrandedClasses } from '../../src/domain/class-days';
import { creditIdOf, creditStatus, storedCreditSchema } from '../../src/domain/credit';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { studioTime } from '../../src/domain/studio-clock';
import { admin, authored, createStaff, seedReferences, uniqueEmail } from '../support/emulator';
import { signIn, signOut } from '../../src/data/auth-service';
import { aClass, anaBookedIntoC2, occurrenceOf, read, tomorrow, setUpWeekStudio, yesterday } from './week-setup';

setUpWeekStudio();

describe('the real week through the data layer', () => {
  it("'Desfazer aviso' takes the notice and its credit back; given again, the same credit comes back", async () => {
    const c = await aClass('c1', ['ana', 'bia']);
    const item = classOnDate(c, tomorrow, null);
    const creditPath = `credits/${creditIdOf('c1', tomorrow, 'ana')}`;
    expect(await giveNotice(item, 'ana', 30)).toBe('justificada');
    await undoNotice(item, 'ana');
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ attendance: {}, notices: {} });
    expect(await read(creditPath)).toMatchObject({ withdrawn: true, version: 2 });

    expect(await giveNotice(item, 'ana', 30)).toBe('justificada');
    expect(await read(creditPath)).toMatchObject({ withdrawn: false, version: 3 });

    // Booked into another class, the notice stays until that make-up is cancelled.
    const other = classOnDate(await aClass('c2', ['caio']), addDaysIso(tomorrow, 1), null);
    await bookMakeUp(creditIdOf('c1', tomorrow, 'ana'), 'ana', other);
    await expect(undoNotice(item, 'ana')).rejects.toBeInstanceOf(NoticeBookedError);
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ attendance: { ana: 'justificada' } });
    // Once that make-up class has taken place, there is nothing to cancel: the staff are told so.
    await admin().db.doc(creditPath).update({ bookedDate: yesterday, bookedAt: yesterday });
    await expect(undoNotice(item, 'ana')).rejects.toBeInstanceOf(NoticeUsedError);
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ attendance: { ana: 'justificada' } });
  });

  it("'Desfazer aviso' is refused, and nothing written, when the seat it freed went to a make-up guest", async () => {
    await seedReferences({ students: ['zoe'] }); // the make-up guest: a student who exists
    const six = ['ana', 'bia', 'caio', 'davi', 'eva', 'fabio'];
    const full = classOnDate(await aClass('full', six), tomorrow, null);
    const other = classOnDate(await aClass('other', ['zoe'], '08:00'), tomorrow, null);
    await giveNotice(full, 'ana', 30);
    await giveNotice(other, 'zoe', 30);
    await bookMakeUp(creditIdOf('other', tomorrow, 'zoe'), 'zoe', full);

    await expect(undoNotice(full, 'ana')).rejects.toBeInstanceOf(SeatTakenError);
    expect(await occurrenceOf('full', tomorrow)).toMatchObject({ attendance: { ana: 'justificada' } });
    expect(await read(`credits/${creditIdOf('full', tomorrow, 'ana')}`)).toMatchObject({ withdrawn: false });
  });

  it("a notice for a class 'Remarcar' moved later earns a credit valid from where the class takes place", async () => {
    const c = await aClass('c1', ['ana', 'bia']);
    const movedTo = addDaysIso(tomorrow, 10);
    await moveClass(classOnDate(c, tomorrow, null), { date: movedTo, startTime: '10:00', endTime: '10:50' });
    const item = classOnDate(c, tomorrow, await occurrenceOf('c1', tomorrow));
    expect(await giveNotice(item, 'ana', 30)).toBe('justificada');
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'ana')}`)).toMatchObject({
      date: tomorrow,
      expiresOn: addDaysIso(movedTo, 30),
    });
  });

  it.each([
    ['3 h 01 min ahead, from a device 2½ min fast: a justified absence with its credit', 1, 'justificada'],
    ['2 h 59 min ahead, from a device 2½ min slow: an absence', -1, 'falta'],
  ] as const)('a notice right at the 3 hours, %s, as the server judges it', async (_what, side, judged) => {
    const base = Date.now();
    const mark = base + 3 * 3_600_000 + side * 60_000;
    // The class's start, on the minute, 1–2 min past the mark (or before it) by the server's clock.
    const start = (side > 0 ? Math.ceil : Math.floor)(mark / 60_000) * 60_000;
    const c = await aClass('c1', ['ana'], studioTime(start));
    const item = classOnDate(c, todayIso(start), null);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(base + side * 150_000);
      expect(await giveNotice(item, 'ana', 30)).toBe(judged);
    } finally {
      vi.useRealTimers();
    }
    expect(await occurrenceOf('c1', todayIso(start))).toMatchObject({ attendance: { ana: judged } });
    const credit = await admin()
      .db.doc(`credits/${creditIdOf('c1', todayIso(start), 'ana')}`)
      .get();
    expect(credit.exists).toBe(judged === 'justificada');
  });

  it('a class cancelled after a notice was undone gives that student the credit back, and everyone else one', async () => {
    const c = await aClass('c1', ['ana', 'bia']);
    const item = classOnDate(c, tomorrow, null);
    await giveNotice(item, 'ana', 30);
    await undoNotice(item, 'ana');
    await cancelClass(item, 'Chuva forte', 30);
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'ana')}`)).toMatchObject({
      reason: 'aviso',
      withdrawn: false,
      version: 3,
    });
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'bia')}`)).toMatchObject({
      reason: 'cancelamento',
      withdrawn: false,
    });
    expect(await occurrenceOf('c1', tomorrow)).toMatchObject({ cancelled: true, reason: 'Chuva forte' });
  });

  it('a make-up booked in a class deactivated since (on another device) is cancelled, and the credit is open again', async () => {
    const { creditId: anaCredit } = await anaBookedIntoC2();
    await admin().db.doc('schedules/c2').update({ active: false });
    const credit = storedCreditSchema.parse({ ...(await read(`credits/${anaCredit}`)), writtenAt: 0 });
    await cancelBooking({ ...credit, id: anaCredit });
    expect(await read(`credits/${anaCredit}`)).toMatchObject({ bookedDate: '', withdrawn: false });
    expect(await occurrenceOf('c2', tomorrow)).toMatchObject({ guests: {} });
  });

  it('Reativar brings a class back without its students inactivated meanwhile; none left, it says so', async () => {
    const pair = await aClass('pair', ['ana', 'bia']);
    const solo = await aClass('solo', ['caio'], '11:00');
    for (const id of ['pair', 'solo']) await admin().db.doc(`schedules/${id}`).update({ active: false });
    await admin().db.doc('students/bia').update({ active: false });
    await admin().db.doc('students/caio').update({ active: false });

    await reactivateSchedule({ ...pair, active: false });
    expect(await read('schedules/pair')).toMatchObject({ active: true, studentIds: ['ana'] });
    expect(await read('schedules/pair/enrollments/bia')).toMatchObject({ active: false });
    expect(await read('schedules/pair/enrollments/ana')).toMatchObject({ active: true });
    await expect(reactivateSchedule({ ...solo, active: false })).rejects.toBeInstanceOf(NoActiveStudentsError);
    expect(await read('schedules/solo')).toMatchObject({ active: false });
  });

  it('Inativar is refused before any write when a class of theirs alone has a make-up booked ahead', async () => {
    const { creditId } = await anaBookedIntoC2(); // c2: Caio alone, Ana's make-up in it tomorrow
    await aClass('pair', ['caio', 'bia'], '12:00');
    const refused = setStudentActiveWithPlaces({ id: 'caio', nome: 'Caio' }, false);
    await expect(refused).rejects.toThrow(/^Há aulas do horário .* 11:00–11:50 com reposição agendada/);
    expect(await read('students/caio')).toMatchObject({ active: true });
    expect(await read('schedules/pair')).toMatchObject({ studentIds: ['caio', 'bia'] });
    expect(await read('schedules/c2')).toMatchObject({ active: true });

    const booked = storedCreditSchema.parse({ ...(await read(`credits/${creditId}`)), writtenAt: 0 });
    await cancelBooking({ ...booked, id: creditId });
    await setStudentActiveWithPlaces({ id: 'caio', nome: 'Caio' }, false);
    expect(await read('schedules/c2')).toMatchObject({ active: false });
  });

  it('a cancellation gives everyone else a credit, returns the guests’ bookings, and a booking can be made again', async () => {
    const c1 = await aClass('c1', ['ana', 'bia']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    const anaCredit = creditIdOf('c1', tomorrow, 'ana');
    await bookMakeUp(anaCredit, 'ana', classOnDate(c2, tomorrow, null));
    expect(await read(`credits/${anaCredit}`)).toMatchObject({
      bookedScheduleId: 'c2',
      bookedDate: tomorrow,
      bookedStart: '11:00',
    });
    expect(await read(`schedules/c2/occurrences/${tomorrow}`)).toMatchObject({ guests: { ana: anaCredit } });

    // The studio cancels c2: Caio gets a credit, Ana's booking comes back to her.
    await cancelClass(classOnDate(c2, tomorrow, null), 'Chuva forte', 30);
    expect(await read(`credits/${creditIdOf('c2', tomorrow, 'caio')}`)).toMatchObject({ reason: 'cancelamento' });
    expect(await read(`credits/${anaCredit}`)).toMatchObject({ bookedDate: '', version: 3 });
    // Cancelling c1 now gives Bia a credit; Ana already has hers (the notice), not a second one.
    await cancelClass(classOnDate(c1, tomorrow, null), 'Chuva forte', 30);
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'bia')}`)).toMatchObject({ reason: 'cancelamento' });
    expect(await read(`credits/${anaCredit}`)).toMatchObject({ reason: 'aviso', version: 3 });
  });

  it('a student enrolled while still booked as a make-up guest gets one credit back when the class is cancelled, not two', async () => {
    const { c2, creditId } = await anaBookedIntoC2();
    // Enrolled in c2 offline ('a reposição agendada continua'): the booking stays beside the enrolment.
    await admin()
      .db.doc('schedules/c2')
      .update({ studentIds: ['caio', 'ana'] });
    await admin()
      .db.doc('schedules/c2/enrollments/ana')
      .set(authored({ studentId: 'ana', createdAt: c2.createdAt, active: true, updatedAt: c2.createdAt }));
    const enrolled = { ...c2, studentIds: ['caio', 'ana'] };
    await cancelClass(classOnDate(enrolled, tomorrow, await occurrenceOf('c2', tomorrow)), 'Chuva forte', 30);
    expect(await read(`credits/${creditId}`)).toMatchObject({ bookedDate: '' });
    expect(await read(`credits/${creditIdOf('c2', tomorrow, 'ana')}`)).toBeUndefined();
    expect(await read(`credits/${creditIdOf('c2', tomorrow, 'caio')}`)).toMatchObject({ reason: 'cancelamento' });
  });

  it('a make-up class the studio cancels gives the credit back, valid 30 days from that class', async () => {
    const c1 = await aClass('c1', ['ana']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    const makeUpDay = addDaysIso(tomorrow, 5);
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    const id = creditIdOf('c1', tomorrow, 'ana');
    await bookMakeUp(id, 'ana', classOnDate(c2, makeUpDay, null));
    await cancelClass(classOnDate(c2, makeUpDay, null), 'Chuva forte', 30);
    expect(await read(`credits/${id}`)).toMatchObject({ bookedDate: '', expiresOn: addDaysIso(makeUpDay, 30) });
  });

  it('a make-up guest goes along when Remarcar moves the class; closing the new day returns the booking', async () => {
    const c1 = await aClass('c1', ['ana']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    const anaCredit = `credits/${creditIdOf('c1', tomorrow, 'ana')}`;
    await bookMakeUp(anaCredit.slice(8), 'ana', classOnDate(c2, tomorrow, null));
    const later = addDaysIso(tomorrow, 2);
    const booked = await occurrenceOf('c2', tomorrow);
    await moveClass(classOnDate(c2, tomorrow, booked), { date: later, startTime: '17:00', endTime: '17:50' });
    expect(await read(anaCredit)).toMatchObject({
      bookedDate: tomorrow,
      bookedAt: later,
      bookedStart: '17:00',
      version: 3,
    });
    // Remarcar back to its own day and time: no longer moved, and Ana's credit follows it back.
    await moveClass(classOnDate(c2, tomorrow, await occurrenceOf('c2', tomorrow)), {
      date: tomorrow,
      startTime: '11:00',
      endTime: '11:50',
    });
    expect(await read(`schedules/c2/occurrences/${tomorrow}`)).toMatchObject({ movedDate: '', changed: false });
    expect(await read(anaCredit)).toMatchObject({ bookedAt: tomorrow, bookedStart: '11:00', version: 4 });
    await moveClass(classOnDate(c2, tomorrow, await occurrenceOf('c2', tomorrow)), {
      date: later,
      startTime: '17:00',
      endTime: '17:50',
    });
    // After tomorrow's 11:00 the make-up is still ahead: booked, not used.
    const afterPlannedStart = Date.parse(`${tomorrow}T23:00:00-03:00`);
    const credit = storedCreditSchema.parse({ ...(await read(anaCredit)), writtenAt: 0 });
    expect(creditStatus(credit, afterPlannedStart)).toBe('agendado');

    // The studio closes the day the class moved to: Ana's booking comes back (the planned day is open).
    await saveClosure(null, { kind: 'feriado', reason: 'Feriado', startDate: later, endDate: later, active: true });
    expect(await read(anaCredit)).toMatchObject({ bookedDate: '', bookedAt: '', version: 6 });
    expect((await read(`schedules/c2/occurrences/${tomorrow}`))?.guests).toEqual({});
  });

  it('a booking into a moved class is cancelled from the class’s own date', async () => {
    const c1 = await aClass('c1', ['ana']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    const later = addDaysIso(tomorrow, 1);
    await moveClass(classOnDate(c2, tomorrow, null), { date: later, startTime: '08:00', endTime: '08:50' });
    const creditId = creditIdOf('c1', tomorrow, 'ana');
    await bookMakeUp(creditId, 'ana', classOnDate(c2, tomorrow, await occurrenceOf('c2', tomorrow)));
    const booked = storedCreditSchema.parse({ ...(await read(`credits/${creditId}`)), writtenAt: 0 });
    expect(booked).toMatchObject({ bookedDate: tomorrow, bookedAt: later, bookedStart: '08:00' });
    await cancelBooking({ ...booked, id: creditId });
    expect(await read(`credits/${creditId}`)).toMatchObject({ bookedAt: '', bookedDate: '', version: 3 });
  });

  /** Ana's credit for c1 tomorrow (valid 2 days) booked into c2 tomorrow, which 'Remarcar' takes `movedTo` days on. */
  async function anaBookedPastHerCredit(movedTo = 5) {
    const c1 = await aClass('c1', ['ana']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    await saveSettings({ creditDays: 2 }); // credits valid 2 days
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 2);
    const creditId = creditIdOf('c1', tomorrow, 'ana');
    await bookMakeUp(creditId, 'ana', classOnDate(c2, tomorrow, null));
    const later = addDaysIso(tomorrow, movedTo);
    await moveClass(classOnDate(c2, tomorrow, await occurrenceOf('c2', tomorrow)), {
      date: later,
      startTime: '11:00',
      endTime: '11:50',
    });
    const booked = storedCreditSchema.parse({ ...(await read(`credits/${creditId}`)), writtenAt: 0 });
    expect(booked).toMatchObject({ bookedAt: later, expiresOn: addDaysIso(tomorrow, 2) });
    return { booked: { ...booked, id: creditId }, later };
  }

  it('a make-up Remarcar took past the credit’s last day, cancelled by an admin, gives the credit back valid from that class', async () => {
    const { booked, later } = await anaBookedPastHerCredit();
    await cancelBooking(booked); // Ana cannot come on the new day
    const back = storedCreditSchema.parse({ ...(await read(`credits/${booked.id}`)), writtenAt: 0 });
    expect(back).toMatchObject({ bookedDate: '', expiresOn: addDaysIso(later, 2) });
    expect(creditStatus(back, Date.now())).toBe('aberto');
  });

  const signInAsIvo = async () => {
    await signOut();
    const email = uniqueEmail('ivo');
    await createStaff(email, { role: 'instrutor', password: 'senha123', nome: 'Ivo Instrutor' });
    await signIn(email, 'senha123', true);
  };

  it('a booking moved up to the validity past its credit’s last day, cancelled by an instrutor, is renewed too (the studio moved it)', async () => {
    const { booked, later } = await anaBookedPastHerCredit(4); // the credit's last day + 2 days: the bound
    await signInAsIvo();
    await cancelBooking(booked, undefined, 'Ana', true);
    expect(await read(`credits/${booked.id}`)).toMatchObject({
      bookedDate: '',
      expiresOn: addDaysIso(later, 2),
      updatedByName: 'Ivo Instrutor',
    });
  });

  it('moved farther than that, an instrutor’s cancel is refused; enrolling her gives it back as it was', async () => {
    const { booked } = await anaBookedPastHerCredit(5); // 3 days past the credit's last day (valid 2)
    await signInAsIvo();
    await expect(cancelBooking(booked, undefined, 'Ana', true)).rejects.toMatchObject({
      code: 'salus/make-up-moved-far',
    });
    expect(await read(`credits/${booked.id}`)).toMatchObject({ bookedDate: booked.bookedDate });
    await cancelBooking(booked); // what enrolling her in that class does
    expect(await read(`credits/${booked.id}`)).toMatchObject({
      bookedDate: '',
      expiresOn: addDaysIso(tomorrow, 2),
      updatedByName: 'Ivo Instrutor',
    });
  });

  it('an edit or deactivation that would strand a make-up booking is refused until it is cancelled', async () => {
    const { c2, creditId } = await anaBookedIntoC2();
    const weekday = new Date(`${tomorrow}T12:00:00Z`).getUTCDay();
    const otherDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekday);
    await expect(updateSchedule(c2, { ...c2, days: otherDays })).rejects.toBeInstanceOf(StrandedClasses);
    await expect(updateSchedule(c2, { ...c2, startTime: '12:00', endTime: '12:50' })).rejects.toThrow(
      /reposição agendada/,
    );
    // Ana missed a class of c1's discipline: c2 of another one would no longer make it up.
    const other = c2.discipline === 'yoga' ? 'pilates' : 'yoga';
    await expect(updateSchedule(c2, { ...c2, discipline: other })).rejects.toBeInstanceOf(StrandedClasses);
    await expect(setScheduleActive(c2, false)).rejects.toBeInstanceOf(StrandedClasses);
    await updateSchedule(c2, { ...c2, studentIds: ['caio', 'bia'] }); // the plan unchanged: saved
    const booked = storedCreditSchema.parse({ ...(await read(`credits/${creditId}`)), writtenAt: 0 });
    await cancelBooking({ ...booked, id: creditId });
    const current = await read('schedules/c2');
    await setScheduleActive({ ...c2, studentIds: ['caio', 'bia'], version: current?.version as number }, false);
    expect(await read('schedules/c2')).toMatchObject({ active: false });
  });

  it('enrolling a student in the class they booked a make-up in gives that booking back', async () => {
    const { c2, creditId } = await anaBookedIntoC2();
    expect(await updateSchedule(c2, { ...c2, studentIds: ['caio', 'ana'] })).toEqual({ kept: [], unchecked: [] });
    expect(await read(`credits/${creditId}`)).toMatchObject({ bookedScheduleId: '', bookedDate: '' });
    expect((await occurrenceOf('c2', tomorrow))?.guests).toEqual({});
  });

  it('a class of yesterday moved to tomorrow is not stranded by deactivating its schedule', async () => {
    const c = await aClass('c1', ['ana']);
    await moveClass(classOnDate(c, yesterday, null), { date: tomorrow, startTime: '15:00', endTime: '15:50' });
    expect(await read(`schedules/c1/occurrences/${yesterday}`)).toMatchObject({ movedDate: tomorrow });
    await expect(setScheduleActive(c, false)).rejects.toBeInstanceOf(StrandedClasses);
  });

  it('saves the credits’ validity, then a change of it as version 2 with the first kept in the history', async () => {
    await saveSettings({ creditDays: 45 });
    await saveSettings({ creditDays: 60 });
    expect(await read('settings/studio')).toMatchObject({ creditDays: 60, version: 2, updatedByName: 'Ana Admin' });
    expect(await read('settings/studio/history/1')).toMatchObject({ data: { creditDays: 45, version: 1 } });
  });
});
