// Reads across classes (collection-group queries): the documents of two classes share their id — an
// occurrence is keyed by its date, an enrollment by its student — and each must still be read as its own.
// And one class's occurrences from a date on, those moved there from before included.
import { describe, expect, it } from 'vitest';
import {
  subscribeClassOccurrences,
  subscribeOccurrencesBetween,
  type OccurrenceRecord,
} from '../../src/data/occurrence-reads';
import { cancelClass, markAttendance } from '../../src/data/occurrences-repo';
import { subscribeStudentEnrollments, type EnrollmentOf } from '../../src/data/schedules-repo';
import { classOnDate } from '../../src/domain/class-days';
import { addDaysIso } from '../../src/domain/dates';
import { blankOccurrence } from '../../src/domain/occurrence';
import { admin, stored } from '../support/emulator';
import { nextValue } from '../support/web-client';
import { aClass, setUpWeekStudio, tomorrow, yesterday } from './week-setup';

setUpWeekStudio();

describe('reads across classes', () => {
  it('the day holds the roll call of each of its classes, not one of them twice', async () => {
    const morning = await aClass('morning', ['ana'], '07:00');
    const evening = await aClass('evening', ['bia'], '18:00');
    await markAttendance(classOnDate(morning, yesterday, null), 'ana', 'presente');
    await markAttendance(classOnDate(evening, yesterday, null), 'bia', 'falta');
    await cancelClass(classOnDate(morning, tomorrow, null), 'Instrutor doente', 30);
    await cancelClass(classOnDate(evening, tomorrow, null), 'Chuva forte', 30);

    // The server's first answer holds them all.
    const rows = await nextValue<OccurrenceRecord[]>((onData, onError) =>
      subscribeOccurrencesBetween(yesterday, tomorrow, false, onData, onError),
    );
    expect(rows).toHaveLength(4);
    const of = (scheduleId: string, date: string) => rows.find((o) => o.scheduleId === scheduleId && o.date === date);
    expect(of('morning', yesterday)?.attendance).toEqual({ ana: 'presente' });
    expect(of('evening', yesterday)?.attendance).toEqual({ bia: 'falta' });
    expect(of('morning', tomorrow)).toMatchObject({ cancelled: true, reason: 'Instrutor doente' });
    expect(of('evening', tomorrow)).toMatchObject({ cancelled: true, reason: 'Chuva forte' });
  });

  it("a student's classes are each listed (her enrollments share her id)", async () => {
    await aClass('morning', ['ana'], '07:00');
    await aClass('evening', ['ana', 'bia'], '18:00');
    const rows = await nextValue<EnrollmentOf[]>((onData, onError) =>
      subscribeStudentEnrollments('ana', onData, onError),
    );
    expect(rows.map((row) => row.scheduleId).sort()).toEqual(['evening', 'morning']);
  });

  it("a class's occurrences from a date on include one 'Remarcar' moved there from before it", async () => {
    await aClass('c1', ['ana']);
    const before = addDaysIso(yesterday, -10);
    await admin()
      .db.doc(`schedules/c1/occurrences/${before}`)
      .set(
        stored({
          ...blankOccurrence(before, Date.now(), 'ins1'),
          movedDate: tomorrow,
          movedStart: '10:00',
          movedEnd: '10:50',
          changed: true,
        }),
      );
    const rows = await nextValue<OccurrenceRecord[]>((onData, onError) =>
      subscribeClassOccurrences('c1', yesterday, onData, onError),
    );
    expect(rows.map((o) => o.date)).toEqual([before]);
  });
});
