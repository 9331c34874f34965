// Closures through the data layer (issue 15): a closure added after notices takes back their credits
// and returns bookings into its days; reopening gives back only what still stands. A class the studio
// had cancelled keeps its students' credits.
import { describe, expect, it } from 'vitest';
import { newClosureId, saveClosure } from '../../src/data/closures-repo';
import { bookMakeUp, cancelClass, giveNotice, moveClass, undoNotice } from '../../src/data/occurrences-repo';
import { classOnDate } from '../../src/domain/class-days';
import { creditIdOf } from '../../src/domain/credit';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { blankOccurrence } from '../../src/domain/occurrence';
import { admin, seedReferences, stored } from '../support/emulator';
import { aClass, occurrenceOf, read, tomorrow, setUpWeekStudio, yesterday } from './week-setup';

setUpWeekStudio();

describe('closures through the data layer', () => {
  it('a new closure saved twice on the id it was given (a retry) is one closure', async () => {
    const id = newClosureId();
    const closed = {
      kind: 'recesso' as const,
      reason: 'Reforma',
      startDate: tomorrow,
      endDate: tomorrow,
      active: true,
    };
    expect(await saveClosure(id, closed)).toBe(id);
    await saveClosure(id, closed);
    const all = await admin().db.collection('closures').get();
    expect(all.docs.map((d) => [d.id, d.get('version')])).toEqual([[id, 2]]);
  });

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

  it('closing a day gives back the make-up a notice for it had booked elsewhere, and takes the credit back', async () => {
    const missed = classOnDate(await aClass('c1', ['ana']), addDaysIso(tomorrow, 1), null);
    const other = classOnDate(await aClass('c2', ['bia'], '08:00'), tomorrow, null);
    await giveNotice(missed, 'ana', 30);
    const creditId = creditIdOf('c1', missed.date, 'ana');
    await bookMakeUp(creditId, 'ana', other);
    expect((await occurrenceOf('c2', tomorrow))?.guests).toEqual({ ana: creditId });

    await saveClosure(null, {
      kind: 'feriado',
      reason: 'Feriado municipal',
      startDate: missed.date,
      endDate: missed.date,
      active: true,
    });
    expect((await occurrenceOf('c2', tomorrow))?.guests).toEqual({});
    expect(await read(`credits/${creditId}`)).toMatchObject({ bookedDate: '', withdrawn: true });
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
      .set(stored({ ...blankOccurrence(todayIso(), Date.now(), 'ins1'), guests: { bia } }));

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

  it('a booking returned by a closure is valid again from its class, as when the studio cancels it', async () => {
    const c1 = await aClass('c1', ['ana']);
    const c2 = await aClass('c2', ['caio'], '11:00');
    await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
    const ana = creditIdOf('c1', tomorrow, 'ana');
    const closed = addDaysIso(tomorrow, 2);
    await bookMakeUp(ana, 'ana', classOnDate(c2, closed, null));
    await saveClosure(null, { kind: 'recesso', reason: 'Reforma', startDate: closed, endDate: closed, active: true });
    expect(await read(`credits/${ana}`)).toMatchObject({
      bookedAt: '',
      withdrawn: false,
      expiresOn: addDaysIso(closed, 30),
    });
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

  it('a class the studio had cancelled keeps its students’ credits when its day is closed afterwards', async () => {
    const c = await aClass('c1', ['ana', 'bia', 'caio']);
    // Caio warned in time before the studio cancelled: his notice's credit is his share, kept too.
    expect(await giveNotice(classOnDate(c, tomorrow, null), 'caio', 30)).toBe('justificada');
    await cancelClass(classOnDate(c, tomorrow, await occurrenceOf('c1', tomorrow)), 'Chuva forte', 30);
    const id = await saveClosure(null, {
      kind: 'feriado',
      reason: 'Ponte',
      startDate: tomorrow,
      endDate: tomorrow,
      active: true,
    });
    for (const student of ['ana', 'bia'])
      expect(await read(`credits/${creditIdOf('c1', tomorrow, student)}`)).toMatchObject({
        reason: 'cancelamento',
        withdrawn: false,
        version: 1,
      });
    expect(await read(`credits/${creditIdOf('c1', tomorrow, 'caio')}`)).toMatchObject({
      reason: 'aviso',
      withdrawn: false,
      version: 1,
    });
    expect(await read(`closures/${id}`)).toMatchObject({ active: true });
  });
});
