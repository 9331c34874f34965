// The names of some students, by id: what the agenda shows of a day's classes, without reading all
// of a busy studio's students (issue 19).
import { collection, documentId, query, where } from 'firebase/firestore';
import { storedStudentSchema, type StoredStudent } from '../domain/student';
import { db } from './firestore';
import { joinAnswers, type Subscribe } from './live';
import { converterFor, subscribeQuery } from './snapshots';

/** Firestore's limit of values in one `in` filter. */
export const IDS_PER_QUERY = 30;

const converter = converterFor<StoredStudent>(storedStudentSchema);

/**
 * Live names (id → nome) of the students `ids` (distinct), in queries of up to 30 ids. It says itself
 * when an answer is whole: the server's, or one from this device's cache that holds every one of
 * them; otherwise the server's is awaited (offline, what the cache has is shown).
 */
export function subscribeStudentNames(ids: readonly string[]): Subscribe<ReadonlyMap<string, string>> {
  return (onData, onError) => {
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_QUERY) chunks.push(ids.slice(i, i + IDS_PER_QUERY));
    const students = collection(db(), 'students').withConverter(converter);
    const publish = joinAnswers<{ id: string; nome: string }[]>(chunks.length, (parts, unreadable, origin) => {
      const names = new Map(parts.flat().map((s) => [s.id, s.nome]));
      // No origin: whole (no marker is kept per set of ids). A cache answer missing some is 'partial':
      // offline (or once the connection goes) shown as it is, the names it lacks then '—' (a student
      // not read on this device, one deleted), not every name lost; online the server's is awaited.
      const complete = origin === 'server' || names.size + unreadable === ids.length;
      onData(names, unreadable, complete ? undefined : 'partial');
    });
    const stops = chunks.map((chunk, i) =>
      subscribeQuery(query(students, where(documentId(), 'in', chunk)), publish(i), onError),
    );
    return () => stops.forEach((stop) => stop());
  };
}
