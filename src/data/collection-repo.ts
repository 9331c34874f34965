import { collection, doc, orderBy, query, setDoc, updateDoc, type OrderByDirection } from 'firebase/firestore';
import type { z } from 'zod';
import { db } from './firestore';
import { converterFor, subscribeQuery } from './snapshots';
import type { OnData, Unsubscribe, WithId } from './live';
import { trackSave } from './save';

/**
 * The operations every studio collection has: a live list in a fixed order, add and update.
 * Both writes are validated with the schema reads use (an update's patch key by key, unknown keys
 * refused); the security rules check them again. Saves resolve as `trackSave` says (offline-safe).
 */
export function collectionRepo<S extends z.ZodObject>(
  name: string,
  schema: S,
  order: [string, OrderByDirection],
  /** How a person names a record, for "could not save X" messages. */
  labelOf: (record: Partial<z.infer<S>>) => string,
) {
  type T = z.infer<S>;
  const converter = converterFor<T>(schema as unknown as z.ZodType<T>);
  const patchSchema = schema.partial().strict();
  const raw = () => collection(db(), name);
  const typed = () => raw().withConverter(converter);

  return {
    subscribe(onData: OnData<WithId<T>[]>, onError: (error: Error) => void): Unsubscribe {
      return subscribeQuery(query(typed(), orderBy(...order)), onData, onError);
    },
    /** Adds a document and returns its id (known at once, also offline). */
    async add(data: T): Promise<string> {
      const valid = schema.parse(data) as T;
      const ref = doc(raw());
      await trackSave(setDoc(ref, valid), ref, labelOf(valid));
      return ref.id;
    },
    /** Changes some fields; `label` names the record in a later failure message. */
    async update(id: string, patch: Partial<T>, label = ''): Promise<void> {
      const valid = patchSchema.parse(patch);
      const ref = doc(raw(), id);
      await trackSave(updateDoc(ref, valid), ref, label || labelOf(valid as Partial<T>));
    },
  };
}

/** Students and instructors are never deleted: Inativar / Restaurar (SPEC 4). */
export function activePatch(active: boolean, now = Date.now()) {
  return { active, deletedAt: active ? null : now, updatedAt: now };
}
