// The studio's real week with the app's data layer against the emulator and its rules (issue 15):
// notices and their credits, a cancellation's credits, a booking and its return, and a closure added
// afterwards — which takes back the credits of notices for its days and returns bookings into them.
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../src/data/auth-service';
import { saveClosure, saveSettings } from '../../src/data/closures-repo';
import {
  bookMakeUp,
  cancelBooking,
  cancelClass,
  giveNotice,
  markAttendance,
  moveClass,
  undoNotice,
} from '../../src/data/occurrences-repo';
import { NoticeBookedError } from '../../src/domain/make-up';
import { setStudentActiveWithPlaces } from '../../src/data/student-leaving';
import { setScheduleActive, updateSchedule, type ScheduleRecord } from '../../src/data/schedules-repo';
import { currentAuthor } from '../../src/data/tracked';
import { classOnDate, StrandedClasses } from '../../src/domain/class-days';
import { creditIdOf, creditStatus, storedCreditSchema } from '../../src/domain/credit';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { blankOccurrence, storedOccurrenceSchema, type OccurrenceOf } from '../../src/domain/occurrence';
import { admin, authored, clearEmulators, createStaff, seedReferences, stored, uniqueEmail } from '../support/emulator';
import { schedule } from '../support/fixtures';
import { connectDataLayerToEmulators } from '../support/web-client';

connectDataLayerToEmulators();

const tomorrow = addDaysIso(todayIso(), 1);
const yesterday = addDaysIso(todayIso(), -1);
const read = async (path: string) => (await admin().db.doc(path).get()).data();
/** A stored occurrence as the screens have it, or null. */
async function occurrenceOf(scheduleId: string, date: string): Promise<OccurrenceOf | null> {
  const data = await read(`schedules/${scheduleId}/occurrences/${date}`);
  return data ? { ...storedOccurrenceSchema.parse({ ...data, writtenAt: 0 }), scheduleId } : null;
}

async function aClass(id: string, studentIds: string[], startTime = '10:00'): Promise<ScheduleRecord> {
  const data = schedule({
    instructorId: 'ins1',
    studentIds,
    days: [0, 1, 2, 3, 4, 5, 6],
    startTime,
    endTime: `${startTime.slice(0, 2)}:50`,
    startDate: null,
    endDate: null,
  });
  await admin().db.doc(`schedules/${id}`).set(stored(data));
  for (const studentId of studentIds) {
    await admin()
      .db.doc(`schedules/${id}/enrollments/${studentId}`)
      .set(authored({ studentId, createdAt: data.createdAt, active: true, updatedAt: data.createdAt }));
  }
  return { ...data, id, updatedBy: 'seed-admin', updatedByName: 'Semente', writtenAt: 0, version: 1 };
}

beforeEach(async () => {
  await signOut();
  await clearEmulators();
  await seedReferences({ students: ['ana', 'bia', 'caio'], instructors: ['ins1'] });
  const email = uniqueEmail('admin');
  await createStaff(email, { role: 'admin', password: 'senha123', nome: 'Ana Admin' });
  await signIn(email, 'senha123', true);
  await currentAuthor();
});

describe('the real week through the data layer', () => {
  it('a notice in time earns a credit; a closure of that day takes it back, reopening gives it back', async () => {
    const c = await aClass('c1', ['ana', 'bia']);
    const item = classOnDate(c, tomorrow, null);
    expect(await giveNotice(item, 'ana', 30)).toBe('justificada');
    const creditPath = `credits/${creditIdOf('c1', tomorrow, 'ana')}`;
    expect(await read(creditPath)).toMatchObject({
      reason: 'aviso',
      expiresOn: addDaysIso(tomorrow, 30),
      withdrawn: false,
    });
    expect(await read(`schedules/c1/occurrences/${tomorrow}`)).toMatchObject({ attendance: { ana: 'justificada' } });

    const id = await saveClosure(null, {
      kind: 'feriado',
      reason: 'Natal',
      startDate: tomorrow,
      endDate: tomorrow,
      active: true,
    });
    expect(await read(creditPath)).toMatchObject({ withdrawn: true, version: 2 });
    await saveClosure(
      id,
      { kind: 'feriado', reason: 'Natal', startDate: tomorrow, endDate: tomorrow, active: false },
      Date.now(),
    );
    expect(await read(creditPath)).toMatchObject({ withdrawn: false, version: 3 });

    // Inside a recess, Natal switched on and off again: the day is still closed, the credit stays taken.
    const recess = { kind: 'recesso' as const, reason: 'Recesso', startDate: yesterday, endDate: tomorrow };
    await saveClosure(null, { ...recess, active: true });
    expect(await read(creditPath)).toMatchObject({ withdrawn: true, version: 4 });
    await saveClosure(id, { kind: 'feriado', reason: 'Natal', startDate: tomorrow, endDate: tomorrow, active: true });
    await saveClosure(
      id,
      { kind: 'feriado', reason: 'Natal', startDate: tomorrow, endDate: tomorrow, active: false },
      Date.now(),
    );
    expect(await read(creditPath)).toMatchObject({ withdrawn: true, version: 4 });
  });

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

  it('reopening a closed day gives back only the credits of notices still given', async () => {
    const c = await aClass('c1', ['ana', 'bia']);
    const item = classOnDate(c, tomorrow, null);
    await giveNotice(item, 'ana', 30);
    await giveNotice(item, 'bia', 30);
    await undoNotice(item, 'ana');
    const natal = { kind: 'feriado' as const, reason: 'Natal', startDate: tomorrow, endDate: tomorrow };
    const id = await saveClosure(null, { ...natal, active: true });
    await saveClosure(id, { ...natal, active: false }, Date.now());
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'ana')}`)).toMatchObject({ withdrawn: true, version: 2 });
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'bia')}`)).toMatchObject({ withdrawn: false, version: 3 });
  });

  it('a make-up booked in a class deactivated since (on another device) is cancelled, and the credit is open again', async () => {
    const c1 = await aClass('c1', ['ana']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    const anaCredit = creditIdOf('c1', tomorrow, 'ana');
    await bookMakeUp(anaCredit, 'ana', classOnDate(c2, tomorrow, null));
    await admin().db.doc('schedules/c2').update({ active: false });
    const credit = storedCreditSchema.parse({ ...(await read(`credits/${anaCredit}`)), writtenAt: 0 });
    await cancelBooking({ ...credit, id: anaCredit });
    expect(await read(`credits/${anaCredit}`)).toMatchObject({ bookedDate: '', withdrawn: false });
    expect(await occurrenceOf('c2', tomorrow)).toMatchObject({ guests: {} });
  });

  it('Inativar takes the student out of their classes and cancels the make-ups booked ahead; the credit stays', async () => {
    const c1 = await aClass('c1', ['ana', 'bia']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    const anaCredit = creditIdOf('c1', tomorrow, 'ana');
    await bookMakeUp(anaCredit, 'ana', classOnDate(c2, addDaysIso(tomorrow, 1), null));

    await setStudentActiveWithPlaces({ id: 'ana', nome: 'Ana' }, false);
    expect(await read('students/ana')).toMatchObject({ active: false });
    expect(await read('schedules/c1')).toMatchObject({ studentIds: ['bia'] });
    expect(await read('schedules/c1/enrollments/ana')).toMatchObject({ active: false });
    expect(await read(`credits/${anaCredit}`)).toMatchObject({ bookedDate: '', withdrawn: false });
    expect(await occurrenceOf('c2', addDaysIso(tomorrow, 1))).toMatchObject({ guests: {} });

    // Restaurar brings the record back, not the class.
    await setStudentActiveWithPlaces({ id: 'ana', nome: 'Ana' }, true);
    expect(await read('students/ana')).toMatchObject({ active: true });
    expect(await read('schedules/c1')).toMatchObject({ studentIds: ['bia'] });
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

  it('closing days that began already returns only the bookings of classes still ahead', async () => {
    const c1 = await aClass('c1', ['ana', 'bia']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    await aClass('early', ['caio'], '00:00');
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    await giveNotice(classOnDate(c1, tomorrow, null), 'bia', 30);
    const ana = creditIdOf('c1', tomorrow, 'ana');
    const bia = creditIdOf('c1', tomorrow, 'bia');
    await bookMakeUp(ana, 'ana', classOnDate(c2, tomorrow, null));
    // Bia's make-up was this morning at 00:00 (booked back then): it took place, the credit is used.
    const booking = { bookedScheduleId: 'early', bookedDate: todayIso(), bookedAt: todayIso(), bookedStart: '00:00' };
    await admin().db.doc(`credits/${bia}`).update(booking);
    await admin()
      .db.doc(`schedules/early/occurrences/${todayIso()}`)
      .set(stored({ ...blankOccurrence(todayIso(), Date.now()), guests: { bia } }));

    await saveClosure(null, {
      kind: 'recesso',
      reason: 'Reforma',
      startDate: todayIso(),
      endDate: tomorrow,
      active: true,
    });
    // Ana missed a class of a closed day, so her returned credit is taken back too.
    expect(await read(`credits/${ana}`)).toMatchObject({ bookedAt: '', withdrawn: true });
    expect(await read(`credits/${bia}`)).toMatchObject(booking);
  });

  it('a closure takes back and gives back the credits of a whole class, a few per batch', async () => {
    const students = Array.from({ length: 11 }, (_, i) => `aluno${i}`);
    await seedReferences({ students });
    const c = await aClass('big', students);
    for (const studentId of students) await giveNotice(classOnDate(c, tomorrow, null), studentId, 30);
    const withdrawn = async () =>
      Promise.all(students.map(async (s) => (await read(`credits/${creditIdOf('big', tomorrow, s)}`))?.withdrawn));

    const closed = { kind: 'feriado', reason: 'Feriado', startDate: tomorrow, endDate: tomorrow } as const;
    const id = await saveClosure(null, { ...closed, active: true });
    expect(await withdrawn()).toEqual(students.map(() => true));
    await saveClosure(id, { ...closed, active: false });
    expect(await withdrawn()).toEqual(students.map(() => false));
  });

  it('a closure takes back the notice credits of the classes held on its days, where Remarcar put them', async () => {
    const c1 = await aClass('c1', ['ana']);
    const later = addDaysIso(tomorrow, 2);
    // Tomorrow's class moved two days on; Ana gives notice for it.
    await moveClass(classOnDate(c1, tomorrow, null), { date: later, startTime: '10:00', endTime: '10:50' });
    await giveNotice(classOnDate(c1, tomorrow, await occurrenceOf('c1', tomorrow)), 'ana', 30);
    const creditPath = `credits/${creditIdOf('c1', tomorrow, 'ana')}`;
    // Closing tomorrow leaves it: the class takes place the day after next.
    await saveClosure(null, { kind: 'feriado', reason: 'Ponte', startDate: tomorrow, endDate: tomorrow, active: true });
    expect(await read(creditPath)).toMatchObject({ withdrawn: false, version: 1 });
    // Closing that day takes it back; reopening gives it back.
    const id = await saveClosure(null, {
      kind: 'feriado',
      reason: 'Feriado',
      startDate: later,
      endDate: later,
      active: true,
    });
    expect(await read(creditPath)).toMatchObject({ withdrawn: true, version: 2 });
    await saveClosure(id, { kind: 'feriado', reason: 'Feriado', startDate: later, endDate: later, active: false }, 1);
    expect(await read(creditPath)).toMatchObject({ withdrawn: false, version: 3 });
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

  /** Ana warns she misses c1 tomorrow and books her credit into c2 (Caio's class) tomorrow. */
  async function anaBookedIntoC2() {
    const c1 = await aClass('c1', ['ana']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    const creditId = creditIdOf('c1', tomorrow, 'ana');
    await bookMakeUp(creditId, 'ana', classOnDate(c2, tomorrow, null));
    return { c2, creditId };
  }

  it('an edit or deactivation that would strand a make-up booking is refused until it is cancelled', async () => {
    const { c2, creditId } = await anaBookedIntoC2();
    const weekday = new Date(`${tomorrow}T12:00:00Z`).getUTCDay();
    const otherDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekday);
    await expect(updateSchedule(c2, { ...c2, days: otherDays })).rejects.toBeInstanceOf(StrandedClasses);
    await expect(updateSchedule(c2, { ...c2, startTime: '12:00', endTime: '12:50' })).rejects.toThrow(
      /reposição agendada/,
    );
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
    await updateSchedule(c2, { ...c2, studentIds: ['caio', 'ana'] });
    expect(await read(`credits/${creditId}`)).toMatchObject({ bookedScheduleId: '', bookedDate: '' });
    expect((await occurrenceOf('c2', tomorrow))?.guests).toEqual({});
  });

  it('a class of yesterday moved to tomorrow is not stranded by deactivating its schedule', async () => {
    const c = await aClass('c1', ['ana']);
    await moveClass(classOnDate(c, yesterday, null), { date: tomorrow, startTime: '15:00', endTime: '15:50' });
    expect(await read(`schedules/c1/occurrences/${yesterday}`)).toMatchObject({ movedDate: tomorrow });
    await expect(setScheduleActive(c, false)).rejects.toBeInstanceOf(StrandedClasses);
  });

  it('marks the roll call of a class that took place, one version per tap', async () => {
    const c = await aClass('c1', ['ana', 'bia'], '00:00');
    const item = classOnDate(c, yesterday, null);
    await markAttendance(item, 'ana', 'presente');
    await markAttendance(item, 'bia', 'falta');
    await markAttendance(item, 'ana', 'falta');
    expect(await read(`schedules/c1/occurrences/${yesterday}`)).toMatchObject({
      attendance: { ana: 'falta', bia: 'falta' },
      version: 3,
    });
    expect(await read(`schedules/c1/occurrences/${yesterday}/history/2`)).toMatchObject({
      data: { attendance: { ana: 'presente', bia: 'falta' } },
    });
  });

  it('saves taps in a row in the order they were made, none waiting for the one before', async () => {
    const c = await aClass('c2', ['ana', 'bia'], '00:00');
    const item = classOnDate(c, yesterday, null);
    // Not awaited one by one: each save builds on the version the one before it committed.
    await Promise.all([
      markAttendance(item, 'ana', 'presente'),
      markAttendance(item, 'bia', 'falta'),
      markAttendance(item, 'ana', 'justificada'),
    ]);
    expect(await read(`schedules/c2/occurrences/${yesterday}`)).toMatchObject({
      attendance: { ana: 'justificada', bia: 'falta' },
      version: 3,
    });
  });

  it('saves the credits’ validity, then a change of it as version 2 with the first kept in the history', async () => {
    await saveSettings({ creditDays: 45 });
    await saveSettings({ creditDays: 60 });
    expect(await read('settings/studio')).toMatchObject({ creditDays: 60, version: 2, updatedByName: 'Ana Admin' });
    expect(await read('settings/studio/history/1')).toMatchObject({ data: { creditDays: 45, version: 1 } });
  });
});
