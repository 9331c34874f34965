// The rows of the Alunos and Instrutores lists: active (or all, with 'Mostrar inativos'), matching
// the search, in name order as a Brazilian reader expects (accents beside their letters).
import { isActiveRecord } from './student';
import { byName, searchIndex, type SearchFields } from './search';

/** The list filters (search text, 'Mostrar inativos'), as the screens keep them in the URL. */
export interface RecordFilters {
  q: string;
  inactive: boolean;
}

interface Named {
  nome: string;
  active?: boolean | null;
}

/**
 * Sorts and indexes `records` once and returns the filter to apply on each change of the filters,
 * so a keystroke only scans precomputed keys.
 */
export function recordList<T extends Named>(
  records: readonly T[],
  fieldsOf: (record: T) => SearchFields,
): (filters: RecordFilters) => T[] {
  const sorted = [...records].sort((a, b) => byName.compare(a.nome, b.nome));
  const all = searchIndex(sorted, fieldsOf);
  const active = searchIndex(sorted.filter(isActiveRecord), fieldsOf);
  return (filters) => (filters.inactive ? all : active)(filters.q);
}
