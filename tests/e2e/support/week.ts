// Classes for the week's browser tests, placed relative to now in São Paulo (so a test never
// depends on the real date being a weekday): every class meets every day.
import { addDaysIso, todayIso } from '../../../src/domain/dates';
import { sampleInstructor } from '../../../src/domain/test-helpers';
import { studioInstant, studioTime } from '../../../src/domain/studio-clock';
import { admin, authored, stored } from '../../support/emulator';
import { schedule, student } from '../../support/fixtures';

const HOUR = 3_600_000;

export interface ClassTime {
  date: string;
  startTime: string;
  endTime: string;
}

/** A 50-minute class starting `hours` from now (a start after 23:00 moves back to 23:00). */
export function classIn(hours: number): ClassTime {
  let at = Date.now() + hours * HOUR;
  const date = todayIso(at);
  at = Math.min(at, studioInstant(date, '23:00'));
  const startTime = studioTime(at);
  const end = studioTime(at + 50 * 60_000);
  return { date, startTime, endTime: end < startTime ? '23:59' : end };
}

/** An instructor and students of this test only (unique names). */
export async function seedPeople(tag: string, students: string[], userId = '') {
  const db = admin().db;
  const now = Date.now();
  const instructor = await db
    .collection('instructors')
    .add(stored({ ...sampleInstructor, nome: `Rita ${tag}`, userId, createdAt: now, updatedAt: now }));
  const ids: Record<string, string> = {};
  for (const nome of students) ids[nome] = (await db.collection('students').add(stored(student({ nome })))).id;
  return { instructorId: instructor.id, ids };
}

/** A class every day at `time`, with its enrollments; returns its id. */
export async function seedClass(
  instructorId: string,
  studentIds: string[],
  time: ClassTime,
  discipline = 'pilates' as const,
) {
  const db = admin().db;
  const data = schedule({
    instructorId,
    studentIds,
    discipline,
    days: [0, 1, 2, 3, 4, 5, 6],
    startTime: time.startTime,
    endTime: time.endTime,
    startDate: addDaysIso(time.date, -14),
    endDate: null,
  });
  const ref = await db.collection('schedules').add(stored(data));
  for (const studentId of studentIds) {
    await ref
      .collection('enrollments')
      .doc(studentId)
      .set(authored({ studentId, createdAt: data.createdAt, active: true, updatedAt: data.createdAt }));
  }
  return ref.id;
}

/** The Dia view of `date`, filtered to the test's instructor. */
export const dayUrl = (date: string, instructorId: string) => `/admin/dashboard?data=${date}&instrutor=${instructorId}`;
