// The private part of a record (src/domain/private-part.ts): studentPrivate/{id}, instructorPrivate/{id}
// — what only admins read (the rules refuse everyone else). Never subscribed to by a list: one document
// is read when a dialog needs it, and all of them only on demand (an admin's action over every record).
// Written in the batch of its record (collection-repo.ts `also`), with the authorship and history of
// every studio record (tracked.ts).
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import type { z } from 'zod';
import type { BatchPart } from './collection-repo';
import { firebase } from './firebase';
import { converterFor, timestampsToMillis, type WithId } from './live';
import { createTracked, loadHistory, updateTracked } from './tracked';

/** Every private document of a collection, by record id, and how many failed their schema. */
export interface AllPrivate<T> {
  byId: Map<string, WithId<T>>;
  unreadable: number;
}

interface Stamped {
  createdAt: number;
  updatedAt: number;
}

export function privateRepo<F extends z.ZodObject, S extends z.ZodObject>(
  name: string,
  fields: F,
  stored: S,
  /** The private fields, and their values when nothing is on file (no document yet). */
  keys: readonly string[],
  empty: Record<string, unknown>,
) {
  type T = z.infer<S>;
  const converter = converterFor<T>(stored as unknown as z.ZodType<T>);
  const patchSchema = fields.partial().strict();
  const raw = () => collection(firebase().db, name);
  const typed = () => raw().withConverter(converter);

  return {
    /**
     * One record's private document, or null when it has none. Online it asks the server; offline it
     * answers from this device's cache and fails when the document is not there (never "none").
     */
    async load(id: string): Promise<WithId<T> | null> {
      const snapshot = await getDoc(doc(typed(), id));
      return snapshot.exists() ? snapshot.data() : null;
    },
    /** Every private document of the collection (one query): for an admin's action over all records. */
    async loadAll(): Promise<AllPrivate<T>> {
      const snapshot = await getDocs(raw());
      const byId = new Map<string, WithId<T>>();
      let unreadable = 0;
      for (const d of snapshot.docs) {
        const parsed = stored.safeParse(timestampsToMillis(d.data({ serverTimestamps: 'estimate' })));
        if (parsed.success) byId.set(d.id, { ...(parsed.data as T), id: d.id });
        else {
          unreadable += 1;
          console.warn(`Documento fora do formato: ${d.ref.path}`, parsed.error);
        }
      }
      return { byId, unreadable };
    },
    /**
     * What a save adds to its record's batch to bring the private document to `desired`: the whole of
     * it when there is none yet (`current` null), else the fields that changed and updatedAt, on the
     * version `current` had (a newer one throws EditConflict). Null when nothing changed — a record
     * without a private document and nothing typed into it stays without one.
     */
    part(desired: z.infer<F> & Stamped, current: (T & Stamped) | null): BatchPart | null {
      const base = (current ?? empty) as Record<string, unknown>;
      const wanted = desired as Record<string, unknown>;
      const changed = keys.filter((key) => wanted[key] !== base[key]);
      if (changed.length === 0) return null;
      if (!current) {
        // A new document is stamped now, whatever the age of its record (the rules' clock window).
        const data = fields.parse({ ...desired, createdAt: desired.updatedAt });
        return (batch, id, author) => createTracked(batch, doc(raw(), id), data, author);
      }
      const patch = patchSchema.parse({
        ...Object.fromEntries(changed.map((key) => [key, wanted[key]])),
        updatedAt: desired.updatedAt,
      });
      const version = (current as { version?: number }).version;
      return async (batch, id, author) => {
        await updateTracked(batch, doc(raw(), id), patch, author, version);
      };
    },
    /** The private document's earlier versions, newest first (admins). */
    history: (id: string) => loadHistory(doc(raw(), id)),
  };
}
