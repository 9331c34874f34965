// What the real week's integration tests share (week*.test.ts): dates, reads as the admin SDK sees
// them, a class every day with its enrollments, and a signed-in admin.
import { beforeEach } from 'vitest';
import { signIn, signOut } from '../../src/data/auth-service';
import type { ScheduleRecord } from '../../src/data/schedules-repo';
import { bookMakeUp, giveNotice } from '../../src/data/occurrences-repo';
import { currentAuthor } from '../../src/data/tracked';
import { classOnDate } from '../../src/domain/class-days';
import { creditIdOf, newCredit } from '../../src/domain/credit';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { blankOccurrence, storedOccurrenceSchema, type OccurrenceOf } from '../../src/domain/occurrence';
import { admin, authored, clearEmulators, createStaff, seedReferences, stored, uniqueEmail } from '../support/emulator';
import { schedule } from '../support/fixtures';
import { connectDataLayerToEmulators } from '../support/web-client';

export const tomorrow = addDaysIso(todayIso(), 1);
export const yesterday = addDaysIso(todayIso(), -1);
export const read = async (path: string) => (await admin().db.doc(path).get()).data();

/** A stored occurrence as the screens have it, or null. */
export async function occurrenceOf(scheduleId: string, date: string): Promise<OccurrenceOf | null> {
  const data = await read(`schedules/${scheduleId}/occurrences/${date}`);
  return data ? { ...storedOccurrenceSchema.parse({ ...data, writtenAt: 0 }), scheduleId } : null;
}

/** A class every day at `startTime` (50 minutes), taught by ins1, with `studentIds` enrolled. */
export async function aClass(id: string, studentIds: string[], startTime = '10:00'): Promise<ScheduleRecord> {
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

/** Each test starts from an empty studio (ana, bia and caio; instructor ins1) with an admin signed in. */
export function setUpWeekStudio(): void {
  connectDataLayerToEmulators();
  beforeEach(async () => {
    await signOut();
    await clearEmulators();
    await seedReferences({ students: ['ana', 'bia', 'caio'], instructors: ['ins1'] });
    const email = uniqueEmail('admin');
    await createStaff(email, { role: 'admin', password: 'senha123', nome: 'Ana Admin' });
    await signIn(email, 'senha123', true);
    await currentAuthor();
  });
}

/** Ana warns she misses c1 tomorrow and books her credit into c2 (Caio's class, at 11:00) tomorrow. */
export async function anaBookedIntoC2(): Promise<{ c2: ScheduleRecord; creditId: string }> {
  const c1 = await aClass('c1', ['ana']);
  const c2 = await aClass('c2', ['caio'], '11:00');
  await giveNotice(classOnDate(c1, tomorrow, null), 'ana', 30);
  const creditId = creditIdOf('c1', tomorrow, 'ana');
  await bookMakeUp(creditId, 'ana', classOnDate(c2, tomorrow, null));
  return { c2, creditId };
}

/** Ana's credit, earned by missing c1 yesterday, booked into c2 tomorrow on another device. */
export async function makeUpBookedElsewhere() {
  const c2 = await aClass('c2', ['caio'], '11:00');
  const creditId = creditIdOf('c1', yesterday, 'ana');
  const booked = { bookedScheduleId: 'c2', bookedDate: tomorrow, bookedAt: tomorrow, bookedStart: '11:00' };
  const credit = {
    ...newCredit({ studentId: 'ana', scheduleId: 'c1', date: yesterday, reason: 'aviso' }, 30, Date.now()),
    ...booked,
  };
  await admin().db.doc(`credits/${creditId}`).set(stored(credit));
  const seat = { ...blankOccurrence(tomorrow, Date.now(), 'ins1'), guests: { ana: creditId } };
  await admin().db.doc(`schedules/c2/occurrences/${tomorrow}`).set(stored(seat));
  return { c2, creditId, booked };
}
