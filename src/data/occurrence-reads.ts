// Reads of schedules/{id}/occurrences/{date} (src/domain/occurrence.ts): by date range for the views
// (a collection-group query with its index, never a year of history), one class's from a date, one
// class on one date (the roll call), and what 'Remarcar' moved around some days (a closure's credits).
// Their writes, one batch each with the credits that go with them, are in occurrences-repo.ts.
import {
  collection,
  collectionGroup,
  getDocsFromServer,
  query,
  where,
  type FirestoreDataConverter,
  type QueryConstraint,
} from 'firebase/firestore';
import { occurrenceSchema, storedOccurrenceSchema, type Occurrence, type OccurrenceOf } from '../domain/occurrence';
import { db } from './firestore';
import { joinAnswers, type OnData, type Unsubscribe } from './live';
import { subscribeDoc, subscribeQuery, timestampsToMillis } from './snapshots';
import { followSync, occurrenceRef } from './occurrence-saves';

export type OccurrenceRecord = OccurrenceOf & { version: number };

export const converter: FirestoreDataConverter<OccurrenceRecord, Occurrence> = {
  toFirestore: (value) => occurrenceSchema.parse(value),
  fromFirestore: (snapshot) => {
    const stored = storedOccurrenceSchema.parse(timestampsToMillis(snapshot.data({ serverTimestamps: 'estimate' })));
    return { ...stored, scheduleId: snapshot.ref.parent.parent?.id ?? '' };
  },
};

/**
 * The occurrences a view needs for the dates `from`..`to`: those of the classes on those dates and
 * those moved into them from elsewhere. `changedOnly`: only cancelled or moved classes (Semana, Mês and
 * Grade draw nothing else of them); the roll call's day reads them all.
 */
export function subscribeOccurrencesBetween(
  from: string,
  to: string,
  changedOnly: boolean,
  onData: OnData<OccurrenceRecord[]>,
  onError: (error: Error) => void,
): Unsubscribe {
  const group = collectionGroup(db(), 'occurrences').withConverter(converter);
  const byDate: QueryConstraint[] = [where('date', '>=', from), where('date', '<=', to)];
  if (changedOnly) byDate.unshift(where('changed', '==', true));
  // Whole only when both answers are: one from this device's cache makes the union a cache answer.
  const publish = joinAnswers<OccurrenceRecord[]>(2, (parts, unreadable, origin) => {
    const merged = new Map<string, OccurrenceRecord>();
    for (const row of parts.flat()) merged.set(`${row.scheduleId}|${row.date}`, row);
    onData([...merged.values()], unreadable, origin);
  });
  const stops = [
    subscribeQuery(query(group, ...byDate), publish(0), onError),
    subscribeQuery(query(group, where('movedDate', '>=', from), where('movedDate', '<=', to)), publish(1), onError),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * One class's occurrences from `from` on (a student's attendance in Alunos): those of its dates since,
 * and those 'Remarcar' moved from an earlier date to `from` or later.
 */
export function subscribeClassOccurrences(
  scheduleId: string,
  from: string,
  onData: OnData<OccurrenceRecord[]>,
  onError: (error: Error) => void,
): Unsubscribe {
  const ref = collection(db(), 'schedules', scheduleId, 'occurrences').withConverter(converter);
  const publish = joinAnswers<OccurrenceRecord[]>(2, (parts, unreadable, origin) => {
    const byDate = new Map(parts.flat().map((o) => [o.date, o]));
    onData([...byDate.values()], unreadable, origin);
  });
  const stops = [
    subscribeQuery(query(ref, where('date', '>=', from)), publish(0), onError),
    subscribeQuery(query(ref, where('movedDate', '>=', from)), publish(1), onError),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * The occurrences changed on the dates `from`..`to` (cancelled, moved away) and those 'Remarcar' moved
 * into them, read once from the server (which classes a closure of those days really holds, and which
 * the studio had cancelled: this device's cache may lack some).
 */
export async function loadChangedAround(from: string, to: string): Promise<OccurrenceRecord[]> {
  const group = collectionGroup(db(), 'occurrences').withConverter(converter);
  const [planned, landing] = await Promise.all([
    getDocsFromServer(query(group, where('changed', '==', true), where('date', '>=', from), where('date', '<=', to))),
    getDocsFromServer(query(group, where('movedDate', '>=', from), where('movedDate', '<=', to))),
  ]);
  return [...new Map([...planned.docs, ...landing.docs].map((d) => [d.ref.path, d.data()])).values()];
}

/**
 * One class's stored occurrences from `from` on, read once from the server (what an edit of its
 * schedule would strand: this device's cache may lack a make-up another device booked).
 */
export async function loadClassOccurrences(scheduleId: string, from: string): Promise<OccurrenceRecord[]> {
  const ref = collection(db(), 'schedules', scheduleId, 'occurrences').withConverter(converter);
  // Also those of earlier dates that 'Remarcar' moved to `from` or later.
  const [planned, moved] = await Promise.all([
    getDocsFromServer(query(ref, where('date', '>=', from))),
    getDocsFromServer(query(ref, where('movedDate', '>=', from))),
  ]);
  return [...new Map([...planned.docs, ...moved.docs].map((d) => [d.id, d.data()])).values()];
}

/** One class's occurrence on one date (the roll call), null while nothing is stored. */
export function subscribeOccurrence(
  scheduleId: string,
  date: string,
  onData: OnData<OccurrenceRecord | null>,
  onError: (error: Error) => void,
): Unsubscribe {
  const ref = occurrenceRef(scheduleId, date);
  const setSynced = followSync(ref);
  const stop = subscribeDoc(
    ref.withConverter(converter),
    (value, unreadable, origin) => {
      setSynced(origin === 'server');
      onData(value, unreadable, origin);
    },
    (error) => {
      setSynced(false); // the listener has stopped: the cache is no longer kept up to date
      onError(error);
    },
  );
  return () => {
    stop();
    setSynced(false);
  };
}
