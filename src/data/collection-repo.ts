import { addDoc, collection, doc, orderBy, query, updateDoc, type DocumentData, type OrderByDirection } from 'firebase/firestore';
import type { ZodType } from 'zod';
import { firebase } from './firebase';
import { converterFor, subscribeQuery, type Unsubscribe, type WithId } from './live';

/**
 * The operations every studio collection has: a live list in a fixed order, add and update.
 * Writes are validated with the same schema as reads; the security rules check them again.
 */
export function collectionRepo<T extends object>(name: string, schema: ZodType<T>, order: [string, OrderByDirection]) {
  const converter = converterFor<T>(schema);
  const raw = () => collection(firebase().db, name);
  const typed = () => raw().withConverter(converter);

  return {
    subscribe(onData: (rows: WithId<T>[]) => void, onError: (error: Error) => void): Unsubscribe {
      return subscribeQuery(query(typed(), orderBy(...order)), onData, onError);
    },
    /** Adds a document and returns its id. */
    async add(data: T): Promise<string> {
      const ref = await addDoc(raw(), schema.parse(data));
      return ref.id;
    },
    async update(id: string, patch: Partial<T>): Promise<void> {
      await updateDoc(doc(raw(), id), { ...patch } as DocumentData);
    },
  };
}

/** Students and instructors are never deleted: Inativar / Restaurar (SPEC 4). */
export function activePatch(active: boolean, now = Date.now()) {
  return { active, deletedAt: active ? null : now, updatedAt: now };
}
