import {
  collection,
  collectionGroup,
  doc,
  getDocs,
  getDocsFromServer,
  orderBy,
  query,
  where,
  writeBatch,
  type FirestoreDataConverter,
  type WriteBatch,
} from 'firebase/firestore';
import { ownFields, type Author } from '../domain/authorship';
import { errorCode } from '../domain/auth-errors';
import { NoActiveStudentsError, PlanOfflineError, StrandedClasses, strandedDates } from '../domain/class-days';
import { todayIso } from '../domain/dates';
import { changedValues, restorePatch } from '../domain/record-history';
import {
  scheduleSchema,
  storedEnrollmentSchema,
  storedScheduleSchema,
  type Schedule,
  type StoredSchedule,
} from '../domain/schedule';
import { className } from '../domain/schedule-warnings';
import { db } from './firestore';
import { loadClassOccurrences } from './occurrence-reads';
import { returnBookingsOfEnrolled, type EnrolledBookings } from './enrolled-bookings';
import type { BatchPart } from './collection-repo';
import { converterFor, subscribeQuery, timestampsToMillis } from './snapshots';
import type { OnData, Unsubscribe, WithId } from './live';
import { trackSave } from './save';
import { createTracked, currentAuthor, loadHistory, readForSave, stamp, updateTracked } from './tracked';

/**
 * How a class is named in a "could not save" message, which may come once its form has closed:
 * 'aula Pilates Seg, Qua 10:00–11:00' — many classes share a time.
 */
const labelOf = (schedule: Pick<Schedule, 'discipline' | 'days' | 'startTime' | 'endTime'>) =>
  `aula ${className(schedule)}`;

export type ScheduleRecord = WithId<StoredSchedule>;

const converter = converterFor<StoredSchedule>(storedScheduleSchema);
const schedules = () => collection(db(), 'schedules');
// One enrollment per student, keyed by the student's id, so adding or removing a student never
// needs a query and a student is never enrolled twice.
const enrollment = (scheduleId: string, studentId: string) =>
  doc(db(), 'schedules', scheduleId, 'enrollments', studentId);

/** A student's enrollment as a list needs it: its class, and whether it is current. */
export interface EnrollmentOf {
  scheduleId: string;
  active: boolean;
}

const enrollmentConverter: FirestoreDataConverter<EnrollmentOf> = {
  toFirestore: () => {
    throw new Error('enrollments are written with their schedule');
  },
  fromFirestore: (snapshot) => ({
    scheduleId: snapshot.ref.parent.parent?.id ?? '',
    active: storedEnrollmentSchema.parse(timestampsToMillis(snapshot.data({ serverTimestamps: 'estimate' }))).active,
  }),
};

/** Every class a student was enrolled in, those left included (a collection-group query, with its index). */
export function subscribeStudentEnrollments(
  studentId: string,
  onData: OnData<EnrollmentOf[]>,
  onError: (error: Error) => void,
): Unsubscribe {
  const group = collectionGroup(db(), 'enrollments').withConverter(enrollmentConverter);
  return subscribeQuery(query(group, where('studentId', '==', studentId)), onData, onError);
}

/** The classes, active or not, that list `studentId`, as the server has them (offline: code unavailable). */
export async function loadClassesOf(studentId: string): Promise<ScheduleRecord[]> {
  const snapshot = await getDocsFromServer(
    query(schedules().withConverter(converter), where('studentIds', 'array-contains', studentId)),
  );
  return snapshot.docs.map((d) => d.data());
}

export function subscribeSchedules(onData: OnData<ScheduleRecord[]>, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(query(schedules().withConverter(converter), orderBy('createdAt')), onData, onError);
}

/**
 * An enrollment written in the batch of its schedule (the rules tie the two by the server's time): a
 * new one, or a change of `active` (its createdAt never changes).
 */
function writeEnrollment(
  batch: WriteBatch,
  scheduleId: string,
  studentId: string,
  { active, now, author, isNew }: { active: boolean; now: number; author: Author; isNew: boolean },
) {
  const ref = enrollment(scheduleId, studentId);
  const change = { active, updatedAt: now, ...stamp(author) };
  if (isNew) batch.set(ref, { studentId, createdAt: now, ...change });
  else batch.update(ref, change);
}

/** The schedule and its enrollments in one batch: a schedule never exists without them. */
export async function addSchedule(schedule: Schedule): Promise<string> {
  const data = scheduleSchema.parse(schedule);
  const author = await currentAuthor();
  const ref = doc(schedules());
  const batch = writeBatch(db());
  createTracked(batch, ref, data, author);
  for (const studentId of data.studentIds)
    writeEnrollment(batch, ref.id, studentId, { active: true, now: data.createdAt, author, isNew: true });
  await trackSave(batch.commit(), ref, labelOf(data));
  return ref.id;
}

/**
 * The enrollments the schedule has: ids of the students who ever had one (active or not). Online the
 * server answers, so a missing one is known to be missing; offline the cache answers, and holds only
 * what this device read — then `exact` is false.
 */
async function enrollmentsOf(scheduleId: string): Promise<{ ids: Set<string>; exact: boolean }> {
  const snapshot = await getDocs(collection(db(), 'schedules', scheduleId, 'enrollments'));
  return { ids: new Set(snapshot.docs.map((d) => d.id)), exact: !snapshot.metadata.fromCache };
}

/**
 * Adds to `batch` the enrollments that follow a schedule from `before` to `after` students: new ones
 * in, removed ones inactive, and — online — a listed student whose enrollment is missing (older data
 * written without one) gets it back instead of the batch failing on a missing document.
 */
async function followEnrollments(
  batch: WriteBatch,
  id: string,
  before: readonly string[],
  after: readonly string[],
  active: boolean,
  now: number,
  author: Author,
) {
  const known = await enrollmentsOf(id);
  // Offline, an enrollment this device never read is taken to exist when the schedule listed it.
  const exists = (studentId: string) => known.ids.has(studentId) || (!known.exact && before.includes(studentId));
  for (const studentId of after)
    writeEnrollment(batch, id, studentId, { active, now, author, isNew: !exists(studentId) });
  for (const studentId of before) {
    if (!after.includes(studentId) && exists(studentId))
      writeEnrollment(batch, id, studentId, { active: false, now, author, isNew: false });
  }
}

/**
 * StrandedClasses when the edit would strand stored classes (strandedDates), read from the server;
 * offline, PlanOfflineError. A new end time, or a class brought back, strands nothing: no read.
 */
export async function refuseStranding(before: ScheduleRecord, next: Schedule): Promise<void> {
  const touchesPlan =
    (before.active && !next.active) ||
    (['days', 'startTime', 'startDate', 'endDate', 'discipline'] as const).some(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
    );
  if (!touchesPlan) return;
  const now = Date.now();
  const stored = await loadClassOccurrences(before.id, todayIso(now)).catch((error: unknown) => {
    throw errorCode(error) === 'unavailable' ? new PlanOfflineError() : error;
  });
  const dates = strandedDates(before, { ...next, id: before.id }, stored, now);
  if (dates.length > 0) throw new StrandedClasses(dates);
}

/**
 * Edits a schedule; enrollments follow in the same batch. A student taken out earlier and now back
 * keeps the enrollment they had and its createdAt — unless the device, offline, never read it: then
 * it is written as new, and the rules let that start it again. A schedule changed elsewhere since
 * `before` was opened throws EditConflict (tracked.ts).
 */
export async function updateSchedule(before: ScheduleRecord, next: Schedule): Promise<EnrolledBookings | false> {
  const { id } = before;
  // Never before the stored version (a device with a slower clock: tracked.ts, onwards), nor, then,
  // before its enrollments, written with it.
  const now = Math.max(Date.now(), before.updatedAt);
  const data = scheduleSchema.parse({ ...ownFields(next), createdAt: before.createdAt, updatedAt: now });
  const { updatedAt: _u, ...changed } = changedValues(data, before);
  if (Object.keys(changed).length === 0) return false; // nothing to write: no empty version in the history
  await refuseStranding(before, data);
  const author = await currentAuthor();
  const batch = writeBatch(db());
  // Only the fields this edit changed: saving over a newer version keeps what others changed.
  await updateTracked(batch, doc(schedules(), id), { ...changed, updatedAt: now }, author, before.version);
  await followEnrollments(batch, id, before.studentIds, data.studentIds, data.active, now, author);
  // Like every save: resolves once in the local cache when offline, instead of never.
  await trackSave(batch.commit(), doc(schedules(), id), labelOf(data));
  const added = data.studentIds.filter((studentId) => !before.studentIds.includes(studentId));
  return returnBookingsOfEnrolled(id, added);
}

async function writeActive(batch: WriteBatch, schedule: ScheduleRecord, active: boolean, author: Author) {
  const now = Math.max(Date.now(), schedule.updatedAt);
  await updateTracked(batch, doc(schedules(), schedule.id), { active, updatedAt: now }, author);
  await followEnrollments(batch, schedule.id, schedule.studentIds, schedule.studentIds, active, now, author);
}

/** Deactivating keeps the schedule and its enrollments (nothing is deleted). */
export async function setScheduleActive(schedule: ScheduleRecord, active: boolean): Promise<void> {
  await refuseStranding(schedule, { ...schedule, active });
  const author = await currentAuthor();
  const batch = writeBatch(db());
  await writeActive(batch, schedule, active, author);
  await trackSave(batch.commit(), doc(schedules(), schedule.id), labelOf(schedule));
}

/**
 * The class's students still active: an inactive one holds no seat (student-leaving.ts), so a class
 * brought back (Reativar, a version restored) comes without them. One this device cannot read now
 * (offline, never read) is kept. NoActiveStudentsError when none is left.
 */
async function activeStudentsOf(studentIds: readonly string[]): Promise<string[]> {
  const snapshots = await Promise.all(studentIds.map((id) => readForSave(doc(db(), 'students', id))));
  const active = studentIds.filter((_id, i) => snapshots[i]?.get('active') !== false);
  if (active.length === 0) throw new NoActiveStudentsError();
  return active;
}

/** Reativar (an admin or the class's own instructor): the class comes back with its active students. */
export async function reactivateSchedule(schedule: ScheduleRecord): Promise<void> {
  const studentIds = await activeStudentsOf(schedule.studentIds);
  if (studentIds.length === schedule.studentIds.length) return setScheduleActive(schedule, true);
  await updateSchedule(schedule, { ...ownFields(schedule), studentIds, active: true });
}

/**
 * A class of one student deactivated in the batch of that student's Inativar (student-leaving.ts):
 * whoever teaches it, the rules let any member of the staff end it so.
 */
export const endedWithItsStudent =
  (schedule: ScheduleRecord): BatchPart =>
  (batch, _id, author) =>
    writeActive(batch, schedule, false, author);

/** A schedule's earlier versions, newest first (admins). */
export const scheduleHistory = (id: string) => loadHistory(doc(schedules(), id));

const scheduleKeys = [
  'instructorId',
  'studentIds',
  'discipline',
  'days',
  'startTime',
  'endTime',
  'startDate',
  'endDate',
  'active',
];

/**
 * Restores an earlier version of a class over `current`; its enrollments follow, as in any edit (what
 * became of the make-ups of students it enrols again). False when that leaves the class as it is.
 */
export async function restoreSchedule(
  current: ScheduleRecord,
  version: Record<string, unknown>,
): Promise<EnrolledBookings | false> {
  const patch = restorePatch(current, version, scheduleKeys);
  const restored = { ...ownFields(current), ...patch } as Schedule;
  // Students inactivated since that version are not brought back with it: neither with its own list,
  // nor with a class their Inativar ended (which kept them on it) brought back active.
  if ('studentIds' in patch || (restored.active && !current.active))
    restored.studentIds = await activeStudentsOf(restored.studentIds);
  return updateSchedule(current, restored);
}
