import {
  collection,
  doc,
  orderBy,
  query,
  writeBatch,
  type OrderByDirection,
  type WriteBatch,
} from 'firebase/firestore';
import type { z } from 'zod';
import type { Author } from '../domain/authorship';
import { db } from './firestore';
import { converterFor, readDoc, subscribeQuery } from './snapshots';
import type { OnData, Unsubscribe, WithId } from './live';
import { trackSave } from './save';
import { restorePatch } from '../domain/record-history';
import { createTracked, currentAuthor, loadHistory, updateTracked } from './tracked';

/**
 * More writes for the batch that writes a record — its private part (private-repo.ts) — given the
 * record's id and the author: the record and the part land together or not at all.
 */
export type BatchPart = (batch: WriteBatch, id: string, author: Author) => Promise<void> | void;

export interface AddOptions {
  also?: BatchPart | null;
}

export interface UpdateOptions extends AddOptions {
  /** Names the record in a later failure message. */
  label?: string;
  /** The version the user opened: a newer one on the server throws EditConflict (tracked.ts). */
  expectedVersion?: number;
}

/**
 * The operations every studio collection has: a live list in a fixed order, add, update and the
 * history. Writes are validated with the schema of the fields the app writes (an update's patch key
 * by key, unknown keys refused) and carry their author, the server's time, the version and the
 * history entry (tracked.ts); reads use the stored schema. The security rules check them again.
 * Saves resolve as `trackSave` says (offline-safe).
 */
export function collectionRepo<F extends z.ZodObject, S extends z.ZodObject>(
  name: string,
  fields: F,
  stored: S,
  order: [string, OrderByDirection],
  /** How a person names a record, for "could not save X" messages. */
  labelOf: (record: Partial<z.infer<F>>) => string,
  /** Fields 'Restaurar esta versão' leaves as they are: those written only with other documents. */
  notRestored: readonly string[] = [],
) {
  type T = z.infer<S>;
  const converter = converterFor<T>(stored as unknown as z.ZodType<T>);
  const patchSchema = fields.partial().strict();
  const raw = () => collection(db(), name);
  const typed = () => raw().withConverter(converter);

  /** Changes some fields, keeping the replaced version in the record's history. */
  async function update(id: string, patch: Partial<z.infer<F>>, options: UpdateOptions = {}): Promise<void> {
    const valid = patchSchema.parse(patch);
    const author = await currentAuthor();
    const ref = doc(raw(), id);
    const batch = writeBatch(db());
    await updateTracked(batch, ref, valid, author, options.expectedVersion);
    await options.also?.(batch, id, author);
    await trackSave(batch.commit(), ref, options.label || labelOf(valid as Partial<z.infer<F>>));
  }

  return {
    subscribe(onData: OnData<WithId<T>[]>, onError: (error: Error) => void): Unsubscribe {
      return subscribeQuery(query(typed(), orderBy(...order)), onData, onError);
    },
    /** Adds a document and returns its id (known at once, also offline). */
    async add(data: z.infer<F>, options: AddOptions = {}): Promise<string> {
      const valid = fields.parse(data) as z.infer<F>;
      const author = await currentAuthor();
      const ref = doc(raw());
      const batch = writeBatch(db());
      createTracked(batch, ref, valid, author);
      await options.also?.(batch, ref.id, author);
      await trackSave(batch.commit(), ref, labelOf(valid));
      return ref.id;
    },
    update,
    /** One record as it is now: online the server's, offline this device's cache; null when none. */
    load: (id: string): Promise<WithId<T> | null> => readDoc(doc(typed(), id)),
    /** The record's earlier versions, newest first (admins). */
    history: (id: string) => loadHistory(doc(raw(), id)),
    /**
     * Restores an earlier version's content over `current` (the version the screen shows): itself a
     * new version, by the signed-in user; nothing is written when nothing would change. Whether the
     * record is active stays as it is (Inativar / Restaurar say so, SPEC 4): a version from before an
     * inactivation brought the record back into every list unannounced, and one made inactive carried
     * an old deletedAt the rules refuse. Nor are `notRestored` fields. False when nothing was written.
     */
    async restore(current: WithId<T>, version: Record<string, unknown>): Promise<boolean> {
      const kept = ['active', 'deletedAt', ...notRestored];
      const content = Object.keys(fields.shape).filter((key) => !kept.includes(key));
      const patch = restorePatch(current, version, content);
      if (Object.keys(patch).length === 0) return false;
      await update(current.id, { ...patch, updatedAt: Date.now() } as unknown as Partial<z.infer<F>>, {
        expectedVersion: (current as { version?: number }).version,
        // Named as the record is, not by the patch: a version with the same name changes no nome.
        label: labelOf({ ...current, ...patch } as Partial<z.infer<F>>),
      });
      return true;
    },
  };
}

/** Students and instructors are never deleted: Inativar / Restaurar (SPEC 4). */
export function activePatch(active: boolean, now = Date.now()) {
  return { active, deletedAt: active ? null : now, updatedAt: now };
}
