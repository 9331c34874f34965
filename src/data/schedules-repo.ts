import { collection, doc, getDocs, orderBy, query, writeBatch } from 'firebase/firestore';
import { scheduleSchema, type Schedule } from '../domain/schedule';
import { db } from './firestore';
import { converterFor, subscribeQuery } from './snapshots';
import type { OnData, Unsubscribe, WithId } from './live';
import { trackSave } from './save';

/** How a class is named in a "could not save" message. */
const labelOf = (schedule: Pick<Schedule, 'startTime' | 'endTime'>) =>
  `aula das ${schedule.startTime}–${schedule.endTime}`;

export type ScheduleRecord = WithId<Schedule>;

const converter = converterFor<Schedule>(scheduleSchema);
const schedules = () => collection(db(), 'schedules');
// One enrollment per student, keyed by the student's id, so adding or removing a student never
// needs a query and a student is never enrolled twice.
const enrollment = (scheduleId: string, studentId: string) =>
  doc(db(), 'schedules', scheduleId, 'enrollments', studentId);

export function subscribeSchedules(onData: OnData<ScheduleRecord[]>, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(query(schedules().withConverter(converter), orderBy('createdAt')), onData, onError);
}

/** The schedule and its enrollments in one batch: a schedule never exists without them. */
export async function addSchedule(schedule: Schedule): Promise<string> {
  const data = scheduleSchema.parse(schedule);
  const ref = doc(schedules());
  const batch = writeBatch(db());
  batch.set(ref, data);
  for (const studentId of data.studentIds) {
    batch.set(enrollment(ref.id, studentId), { studentId, createdAt: data.createdAt, active: true });
  }
  await trackSave(batch.commit(), ref, labelOf(data));
  return ref.id;
}

/** Ids of the students who ever had an enrollment in the schedule (active or not). */
async function enrolledStudentIds(scheduleId: string): Promise<Set<string>> {
  // Offline, getDocs answers from the cache instead of failing, so an edit still saves.
  const snapshot = await getDocs(collection(db(), 'schedules', scheduleId, 'enrollments'));
  return new Set(snapshot.docs.map((d) => d.id));
}

/** Edits a schedule; enrollments follow in the same batch (new students in, removed ones inactive). */
export async function updateSchedule(before: ScheduleRecord, next: Schedule): Promise<void> {
  const { id, ...previous } = before;
  const now = Date.now();
  const { id: _ignored, ...fields } = next as ScheduleRecord;
  const data = scheduleSchema.parse({ ...fields, createdAt: previous.createdAt });
  const added = data.studentIds.filter((studentId) => !previous.studentIds.includes(studentId));
  // A student taken out earlier and now back keeps the enrollment they had (and its createdAt,
  // which the rules never let change): reactivate it instead of writing a new one.
  const known = added.length > 0 ? await enrolledStudentIds(id) : new Set<string>();
  const batch = writeBatch(db());
  batch.update(doc(schedules(), id), { ...data, updatedAt: now });
  for (const studentId of added) {
    if (known.has(studentId)) batch.update(enrollment(id, studentId), { active: true, updatedAt: now });
    else batch.set(enrollment(id, studentId), { studentId, createdAt: now, active: true });
  }
  for (const studentId of previous.studentIds) {
    if (!data.studentIds.includes(studentId))
      batch.update(enrollment(id, studentId), { active: false, updatedAt: now });
  }
  // Like every save: resolves once in the local cache when offline, instead of never.
  await trackSave(batch.commit(), doc(schedules(), id), labelOf(data));
}

/** Deactivating keeps the schedule and its enrollments (nothing is deleted). */
export async function setScheduleActive(schedule: ScheduleRecord, active: boolean): Promise<void> {
  const now = Date.now();
  const batch = writeBatch(db());
  batch.update(doc(schedules(), schedule.id), { active, updatedAt: now });
  for (const studentId of schedule.studentIds)
    batch.update(enrollment(schedule.id, studentId), { active, updatedAt: now });
  await trackSave(batch.commit(), doc(schedules(), schedule.id), labelOf(schedule));
}
