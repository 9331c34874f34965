// Firestore listeners as the live layer's `Subscribe` functions (live.ts): validated rows, the
// documents that failed their schema counted, and where each answer came from (cache or server).
import {
  getDoc,
  onSnapshot,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type FirestoreError,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type SnapshotMetadata,
} from 'firebase/firestore';
import type { ZodType } from 'zod';
import type { Origin, Unsubscribe, WithId } from './live';
import { listenWatchdog } from './stalled-listen';

/**
 * The server's timestamps (writtenAt) as epoch milliseconds, like every other instant the app keeps
 * (DESIGN.md, Data); a write of this device not yet confirmed reads as the local estimate.
 */
export function timestampsToMillis(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) out[key] = value instanceof Timestamp ? value.toMillis() : value;
  return out;
}

/** One converter per collection: zod validates every document that crosses the boundary. */
export function converterFor<T extends object>(schema: ZodType<T>): FirestoreDataConverter<WithId<T>, T> {
  return {
    toFirestore: (value) => {
      const { id: _id, ...data } = value as WithId<T>;
      return schema.parse(data) as T;
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => ({
      ...schema.parse(timestampsToMillis(snapshot.data({ serverTimestamps: 'estimate' }))),
      id: snapshot.id,
    }),
  };
}

const originOf = (metadata: SnapshotMetadata): Origin => (metadata.fromCache ? 'cache' : 'server');

/**
 * `onSnapshot` with metadata changes (so the server's answer that only confirms the cache is seen
 * too), watched until the server's first answer: a listener that never gets one while the server
 * answers the others restarts the connection (stalled-listen.ts).
 */
export function listen<T>(
  target: Query<T>,
  onNext: (snapshot: QuerySnapshot<T>) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe;
export function listen<T>(
  target: DocumentReference<T>,
  onNext: (snapshot: DocumentSnapshot<T>) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe;
export function listen<T>(
  target: Query<T> | DocumentReference<T>,
  onNext: (snapshot: QuerySnapshot<T> & DocumentSnapshot<T>) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  const watched = listenWatchdog.watch(target.firestore);
  const stop = onSnapshot(
    target as Query<T>,
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.metadata.fromCache) watched.heard();
      onNext(snapshot as QuerySnapshot<T> & DocumentSnapshot<T>);
    },
    (error) => {
      watched.stop();
      onError(error);
    },
  );
  return () => {
    watched.stop();
    stop();
  };
}

/**
 * Live list. A document that fails its schema (older data) is left out of the rows rather than hiding
 * the rest, and counted: screens say "N registros não puderam ser lidos" (DESIGN.md). Each document
 * is validated once per version, not once per snapshot (a save in a list of 600 parses one).
 */
export function subscribeQuery<T>(
  query: Query<T>,
  onData: (rows: T[], unreadable: number, origin: Origin) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  // Keyed by path: in a collection-group query two documents share an id (two classes' occurrences of
  // one date, a student's enrollments in two classes).
  const parsed = new Map<string, { row: T } | null>(); // null: fails its schema
  let last: Origin | null = null;
  // An event where neither the documents nor their origin changed (a write acknowledged) is skipped.
  return listen(
    query,
    (snapshot) => {
      const origin = originOf(snapshot.metadata);
      const changes = snapshot.docChanges();
      if (origin === last && changes.length === 0) return;
      last = origin;
      for (const change of changes) {
        if (change.type === 'removed') parsed.delete(change.doc.ref.path);
        else parsed.set(change.doc.ref.path, read(change.doc));
      }
      const rows: T[] = [];
      let unreadable = 0;
      for (const doc of snapshot.docs) {
        const entry = parsed.get(doc.ref.path);
        if (entry) rows.push(entry.row);
        else unreadable += 1;
      }
      onData(rows, unreadable, origin);
    },
    onError,
  );
}

/** A one-time read's documents: those that fail their schema left out and counted, as subscribeQuery does. */
export function readRows<T>(docs: readonly QueryDocumentSnapshot<T>[]): { rows: T[]; unreadable: number } {
  const rows: T[] = [];
  for (const doc of docs) {
    const entry = read(doc);
    if (entry) rows.push(entry.row);
  }
  return { rows, unreadable: docs.length - rows.length };
}

function read<T>(doc: QueryDocumentSnapshot<T>): { row: T } | null {
  try {
    return { row: doc.data() };
  } catch (error) {
    console.warn(`Documento fora do formato: ${doc.ref.path}`, error);
    return null;
  }
}

/** Live single document; `null` when it does not exist or fails its schema. */
export function subscribeDoc<T>(
  ref: DocumentReference<T>,
  onData: (value: T | null, unreadable: number, origin: Origin) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  // A cached document the server then confirms unchanged is an event too; it hands on the same
  // object, so nothing that shows it is drawn again (live.ts).
  let last: { text: string; value: T | null } | null = null;
  return listen(
    ref,
    (snapshot) => {
      try {
        const value = snapshot.exists() ? snapshot.data() : null;
        const text = JSON.stringify(value);
        if (last?.text !== text) last = { text, value };
        onData(last.value, 0, originOf(snapshot.metadata));
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    },
    onError,
  );
}

/** One document as it is now (online the server's, offline this device's cache); null when there is none. */
export async function readDoc<T>(ref: DocumentReference<T>): Promise<T | null> {
  const snapshot = await getDoc(ref);
  return snapshot.exists() ? snapshot.data() : null;
}

/** An answer this device cannot give whole without the server: said as the lost connection it is. */
export const notWholeOffline = (message: string): Error => Object.assign(new Error(message), { code: 'unavailable' });
