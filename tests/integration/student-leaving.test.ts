// 'Inativar' a student through the data layer against the emulator and its rules (issue 15): they
// leave their classes and give back the make-ups booked ahead; a class of theirs alone ends with them.
import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { signOut } from '../../src/data/auth-service';
import { db } from '../../src/data/firestore';
import { bookMakeUp, giveNotice } from '../../src/data/occurrences-repo';
import { restoreSchedule, scheduleHistory, updateSchedule, type ScheduleRecord } from '../../src/data/schedules-repo';
import { setStudentActiveWithPlaces } from '../../src/data/student-leaving';
import { classOnDate, NoActiveStudentsError } from '../../src/domain/class-days';
import { creditIdOf } from '../../src/domain/credit';
import { addDaysIso } from '../../src/domain/dates';
import { InactivationOfflineError, InactivationUnfinished } from '../../src/domain/student-places';
import { admin } from '../support/emulator';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';
import { signInAsNew } from '../support/web-client';
import { aClass, occurrenceOf, read, setUpWeekStudio, tomorrow } from './week-setup';

setUpWeekStudio();
onlineAfterEach();

describe('Inativar a student', () => {
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

  it('Inativar a student alone in a class deactivates that class (it failed: a class needs a student)', async () => {
    await aClass('solo', ['ana']);
    await aClass('pair', ['ana', 'bia'], '11:00');
    await aClass('old', ['ana'], '12:00');
    await admin().db.doc('schedules/old').update({ active: false });

    await setStudentActiveWithPlaces({ id: 'ana', nome: 'Ana' }, false);
    expect(await read('students/ana')).toMatchObject({ active: false });
    expect(await read('schedules/solo')).toMatchObject({ active: false, studentIds: ['ana'] });
    expect(await read('schedules/solo/enrollments/ana')).toMatchObject({ active: false });
    expect(await read('schedules/pair')).toMatchObject({ active: true, studentIds: ['bia'] });
    expect(await read('schedules/old')).toMatchObject({ active: false, studentIds: ['ana'] });
  });

  it("an instrutor who does not teach it inactivates a student alone in a class: it ends in the student's batch", async () => {
    await aClass('solo', ['ana']); // taught by ins1, no login of theirs
    await aClass('pair', ['ana', 'bia'], '11:00');
    await signOut();
    await signInAsNew('instrutor');

    await setStudentActiveWithPlaces({ id: 'ana', nome: 'Ana' }, false);
    expect(await read('students/ana')).toMatchObject({ active: false });
    expect(await read('schedules/solo')).toMatchObject({ active: false, studentIds: ['ana'] });
    expect(await read('schedules/solo/enrollments/ana')).toMatchObject({ active: false });
    expect(await read('schedules/pair')).toMatchObject({ active: true, studentIds: ['bia'] });
  });

  it('a version of their class restored from before Inativar does not bring the student back', async () => {
    const solo = await aClass('solo', ['ana']);
    await updateSchedule(solo, { ...solo, startTime: '09:00', endTime: '09:50' }); // a version to restore
    await setStudentActiveWithPlaces({ id: 'ana', nome: 'Ana' }, false);
    const [, earlier] = await scheduleHistory('solo');
    expect(earlier?.data).toMatchObject({ startTime: '10:00', active: true, studentIds: ['ana'] });
    const current = { ...(await read('schedules/solo')), id: 'solo' } as ScheduleRecord;

    await expect(restoreSchedule(current, earlier?.data ?? {})).rejects.toBeInstanceOf(NoActiveStudentsError);
    expect(await read('schedules/solo')).toMatchObject({ active: false, startTime: '09:00' });
    expect(await read('schedules/solo/enrollments/ana')).toMatchObject({ active: false });
  });

  it('a version of a shared class that differs only by the student who left restores nothing, and says so', async () => {
    await aClass('pair', ['ana', 'bia']);
    await setStudentActiveWithPlaces({ id: 'ana', nome: 'Ana' }, false);
    const [earlier] = await scheduleHistory('pair');
    expect(earlier?.data).toMatchObject({ studentIds: ['ana', 'bia'] });
    const current = { ...(await read('schedules/pair')), id: 'pair' } as ScheduleRecord;

    expect(await restoreSchedule(current, earlier?.data ?? {})).toBe(false);
    expect(await read('schedules/pair')).toMatchObject({ studentIds: ['bia'], version: current.version });
  });

  it('offline, refuses before writing anything: the cache lacks the bookings other devices made', async () => {
    await aClass('c1', ['ana', 'bia']);
    await getDoc(doc(db(), 'students', 'ana')); // in this device's cache, as Alunos keeps it
    await goOffline();
    await expect(setStudentActiveWithPlaces({ id: 'ana', nome: 'Ana' }, false)).rejects.toBeInstanceOf(
      InactivationOfflineError,
    );
    await backOnline();
    expect(await read('students/ana')).toMatchObject({ active: true });
    expect(await read('schedules/c1')).toMatchObject({ studentIds: ['ana', 'bia'] });
  });

  it('stopped half-way, it says what was done; Inativar again finishes it', async () => {
    await aClass('pair', ['ana', 'bia']);
    // A student document out of its shape: the rules refuse any write of it, after the class was left.
    await admin().db.doc('students/ana').update({ nome: '' });
    const refused = await setStudentActiveWithPlaces({ id: 'ana', nome: 'Ana' }, false).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InactivationUnfinished);
    expect((refused as Error).message).toMatch(/^Ana já saiu de 1 turma, mas o cadastro continua ativo\. /);
    expect(await read('students/ana')).toMatchObject({ active: true });
    expect(await read('schedules/pair')).toMatchObject({ studentIds: ['bia'] });

    await admin().db.doc('students/ana').update({ nome: 'Ana' });
    await setStudentActiveWithPlaces({ id: 'ana', nome: 'Ana' }, false);
    expect(await read('students/ana')).toMatchObject({ active: false });
  });
});
