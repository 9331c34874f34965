import { useEffect, useState } from 'react';
import {
  onSnapshot,
  Timestamp,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { ZodType } from 'zod';

export type Unsubscribe = () => void;
export type WithId<T> = T & { id: string };

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

/**
 * Live list. A document that fails its schema (older data) is left out of the rows rather than hiding
 * the rest, and counted: screens say "N registros não puderam ser lidos" (DESIGN.md).
 */
export function subscribeQuery<T>(
  query: Query<T>,
  onData: (rows: T[], unreadable: number) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query,
    (snapshot) => {
      const rows: T[] = [];
      let unreadable = 0;
      for (const doc of snapshot.docs) {
        try {
          rows.push(doc.data());
        } catch (error) {
          unreadable += 1;
          console.warn(`Documento fora do formato: ${doc.ref.path}`, error);
        }
      }
      onData(rows, unreadable);
    },
    onError,
  );
}

/** Live single document; `null` when it does not exist or fails its schema. */
export function subscribeDoc<T>(
  ref: DocumentReference<T>,
  onData: (value: T | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    ref,
    (snapshot) => {
      try {
        onData(snapshot.exists() ? snapshot.data() : null);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    },
    onError,
  );
}

export interface Live<T> {
  data: T;
  loading: boolean;
  error: Error | null;
  /** Documents left out because they fail their schema. */
  unreadable: number;
}

export type Subscribe<T> = (
  onData: (value: T, unreadable?: number) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

/** A one-time read as a Subscribe: `load` runs once; a late answer after unsubscribing is dropped. */
export function once<T>(load: () => Promise<T>): Subscribe<T> {
  return (onData, onError) => {
    let subscribed = true;
    load().then(
      (value) => subscribed && onData(value),
      (error: unknown) => subscribed && onError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      subscribed = false;
    };
  };
}

/**
 * Live-query hook: subscribes while mounted (and while `key` is unchanged), always unsubscribes.
 * `key` names what is subscribed to; change it to resubscribe. Pass `null` to subscribe to nothing.
 */
export function useLive<T>(subscribe: Subscribe<T> | null, key: string, initial: T): Live<T> {
  const [state, setState] = useState<{ key: string | null; data: T; error: Error | null; unreadable: number }>({
    key: null,
    data: initial,
    error: null,
    unreadable: 0,
  });
  useEffect(() => {
    if (!subscribe) return undefined;
    return subscribe(
      (data, unreadable = 0) => setState({ key, data, error: null, unreadable }),
      (error) => setState((previous) => ({ ...previous, key, error })),
    );
    // `key` identifies the subscription; the function itself is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current = state.key === key;
  return {
    data: current ? state.data : initial,
    loading: subscribe !== null && !current,
    error: current ? state.error : null,
    unreadable: current ? state.unreadable : 0,
  };
}
