// The private part of a record (src/domain/private-part.ts): studentPrivate/{id}, instructorPrivate/{id}
// — what only admins read (the rules refuse everyone else). Never subscribed to by a list: one document
// is read when a dialog needs it, and all of them only on demand (an admin's action over every record).
// Written in the batch of its record (collection-repo.ts `also`), or alone when only it changed, with
// the authorship and history of every studio record (tracked.ts).
import { collection, doc, getDocs, writeBatch } from 'firebase/firestore';
import type { z } from 'zod';
import { restorePatch } from '../domain/record-history';
import type { BatchPart } from './collection-repo';
import { db } from './firestore';
import type { WithId } from './live';
import { converterFor, readDoc, timestampsToMillis } from './snapshots';
import { trackSave } from './save';
import { conflictWith, createTracked, currentAuthor, loadHistory, readForSave, updateTracked } from './tracked';

/** Every private document of a collection, by record id, and how many failed their schema. */
export interface AllPrivate<T> {
  byId: Map<string, WithId<T>>;
  unreadable: number;
  /** The ids of the documents that fail their schema (left out of byId): to be named, not hidden. */
  unreadableIds: string[];
  /** Offline the cache answers, with only the documents this device has read: not every record's. */
  fromCache: boolean;
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
  const raw = () => collection(db(), name);
  const typed = () => raw().withConverter(converter);

  /**
   * What a save adds to its record's batch to bring the private document to `desired`: the fields that
   * differ from `opened` (the document as the form read it; null: there was none) and updatedAt, on
   * the version `onServer` names (the one a conflict showed, for 'Manter o meu') or else the opened
   * one — a newer one throws EditConflict. A document that did not exist is created whole (and one
   * created meanwhile is a conflict too). Null when nothing changed: a record without a private
   * document and nothing typed into it stays without one.
   */
  function part(
    desired: z.infer<F> & Stamped,
    opened: (T & Stamped) | null,
    onServer?: { version: number } | null,
  ): BatchPart | null {
    const base = (opened ?? empty) as Record<string, unknown>;
    const wanted = desired as Record<string, unknown>;
    const changed = keys.filter((key) => wanted[key] !== base[key]);
    if (changed.length === 0) return null;
    const expected = onServer?.version ?? (opened as { version?: number } | null)?.version;
    if (expected === undefined) {
      // A new document is stamped now, whatever the age of its record (the rules' clock window).
      const data = fields.parse({ ...desired, createdAt: desired.updatedAt });
      return async (batch, id, author) => {
        const ref = doc(raw(), id);
        const existing = await readForSave(ref);
        if (existing?.exists()) throw conflictWith(existing.data({ serverTimestamps: 'estimate' }));
        createTracked(batch, ref, data, author);
      };
    }
    const patch = patchSchema.parse({
      ...Object.fromEntries(changed.map((key) => [key, wanted[key]])),
      updatedAt: desired.updatedAt,
    });
    return async (batch, id, author) => {
      await updateTracked(batch, doc(raw(), id), patch, author, expected);
    };
  }

  /** Writes `change` (a part) on its own, when the record itself did not change. */
  async function save(id: string, change: BatchPart, label: string): Promise<void> {
    const author = await currentAuthor();
    const batch = writeBatch(db());
    await change(batch, id, author);
    await trackSave(batch.commit(), doc(raw(), id), label);
  }

  return {
    /**
     * One record's private document, or null when it has none. Online it asks the server; offline it
     * answers from this device's cache and fails when the document is not there (never "none").
     */
    load: (id: string): Promise<WithId<T> | null> => readDoc(doc(typed(), id)),
    /** Every private document of the collection (one query): for an admin's action over all records. */
    async loadAll(): Promise<AllPrivate<T>> {
      const snapshot = await getDocs(raw());
      const byId = new Map<string, WithId<T>>();
      const unreadableIds: string[] = [];
      for (const d of snapshot.docs) {
        const parsed = stored.safeParse(timestampsToMillis(d.data({ serverTimestamps: 'estimate' })));
        if (parsed.success) byId.set(d.id, { ...(parsed.data as T), id: d.id });
        else {
          unreadableIds.push(d.id);
          console.warn(`Documento fora do formato: ${d.ref.path}`, parsed.error);
        }
      }
      return { byId, unreadable: unreadableIds.length, unreadableIds, fromCache: snapshot.metadata.fromCache };
    },
    part,
    save,
    /** The private document's earlier versions, newest first (admins). */
    history: (id: string) => loadHistory(doc(raw(), id)),
    /** Restores an earlier version over `current` as a new version; false (nothing written) when nothing changes. */
    async restore(current: WithId<T> & Stamped, version: Record<string, unknown>, label: string): Promise<boolean> {
      const patch = restorePatch(current, version, keys);
      const change = part({ ...current, ...patch, updatedAt: Date.now() } as unknown as z.infer<F> & Stamped, current);
      if (change) await save(current.id, change, label);
      return change !== null;
    },
  };
}
