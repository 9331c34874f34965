// The roll call through the data layer against the emulator and its rules (issue 15): one version
// per tap, taps in a row in order, who taught recorded (kept by later corrections), and a class whose roll call was taken is not
// moved.
import { describe, expect, it } from 'vitest';
import { markAttendance, moveClass } from '../../src/data/occurrences-repo';
import { RollCallTakenError } from '../../src/domain/attendance';
import { classOnDate } from '../../src/domain/class-days';
import { blankOccurrence } from '../../src/domain/occurrence';
import { admin, stored } from '../support/emulator';
import { aClass, occurrenceOf, read, setUpWeekStudio, tomorrow, yesterday } from './week-setup';

setUpWeekStudio();

describe('the roll call through the data layer', () => {
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

  it('records who taught: who teaches the class when its roll call is taken, kept by a later correction', async () => {
    const c = await aClass('c4', ['ana', 'bia'], '00:00');
    // Bia's notice was given while ins1 still taught the class; it was handed to ins2 before its day.
    const given = Date.now() - 2 * 86_400_000;
    await admin()
      .db.doc(`schedules/c4/occurrences/${yesterday}`)
      .set(
        stored({ ...blankOccurrence(yesterday, given, 'ins1'), attendance: { bia: 'falta' }, notices: { bia: given } }),
      );
    await admin().db.doc('schedules/c4').update({ instructorId: 'ins2' });
    await markAttendance(classOnDate({ ...c, instructorId: 'ins2' }, yesterday, null), 'ana', 'presente');
    expect(await occurrenceOf('c4', yesterday)).toMatchObject({ instructorId: 'ins2', version: 2 });
    // Weeks later the class goes to ins3, and an admin corrects that day's roll call: ins2 taught it.
    await admin().db.doc('schedules/c4').update({ instructorId: 'ins3' });
    await markAttendance(classOnDate({ ...c, instructorId: 'ins3' }, yesterday, null), 'ana', 'falta');
    expect(await occurrenceOf('c4', yesterday)).toMatchObject({
      instructorId: 'ins2',
      attendance: { ana: 'falta', bia: 'falta' },
      version: 3,
    });
  });

  it("'Remarcar' from Grade, which does not know the roll call was taken, is refused saying why; nothing moves", async () => {
    const c = await aClass('c3', ['ana'], '00:00');
    await markAttendance(classOnDate(c, yesterday, null), 'ana', 'presente');
    // Grade reads only moved and cancelled classes: it hands the class on without its record.
    const move = moveClass(classOnDate(c, yesterday, null), { date: tomorrow, startTime: '15:00', endTime: '15:50' });
    await expect(move).rejects.toBeInstanceOf(RollCallTakenError);
    expect(await occurrenceOf('c3', yesterday)).toMatchObject({ movedDate: '', version: 1 });
  });
});
