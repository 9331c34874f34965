// 'Histórico de alterações' (issue 18): a record's versions as a list of changes — who, when, which
// fields, before → after — and what restoring an earlier version writes. The versions are the record
// as it is now plus its history entries (authorship.ts: entry k holds version k, and was written by
// the change that made version k + 1).
import type { HistoryEntry } from './authorship';
import { STUDIO_TIME_ZONE } from './dates';
import { dequal } from 'dequal';

export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

export interface VersionChange {
  /** The version this change made. */
  version: number;
  /** Who made it (their name at the time) and when (the server's time; for version 1, createdAt). */
  author: string;
  at: number;
  /** Version 1: the record was created with these values. */
  created: boolean;
  changes: FieldChange[];
  /** The version's document, for 'Restaurar esta versão'. */
  data: Record<string, unknown>;
}

/** Bookkeeping, not the record's content: never listed as a change nor restored. */
const bookkeeping = new Set(['updatedBy', 'updatedByName', 'writtenAt', 'version', 'createdAt', 'updatedAt', 'id']);

// By value, whatever the order of a map's keys: the server does not promise to keep it, and a form
// builds its maps in its own order (the anamnese's conditions in the checklist's).
const same = (a: unknown, b: unknown) => dequal(a ?? null, b ?? null);

/** The content fields that differ between two versions, in `order` (then any others, sorted). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  order: readonly string[] = [],
): FieldChange[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => !bookkeeping.has(k)));
  const ordered = [...order.filter((k) => keys.has(k)), ...[...keys].filter((k) => !order.includes(k)).sort()];
  return ordered
    .filter((key) => !same(before[key], after[key]))
    .map((key) => ({ key, before: before[key], after: after[key] }));
}

/**
 * Every change of a record, newest first: `current` is the record now (with its version, author and
 * writtenAt), `entries` its history (any order; gaps are skipped). Version 1 lists the values it was
 * created with.
 */
export function versionChanges(
  current: Record<string, unknown>,
  entries: readonly HistoryEntry[],
  order: readonly string[] = [],
): VersionChange[] {
  const byVersion = new Map(entries.map((e) => [e.version, e]));
  const currentVersion = Number(current.version);
  const dataOf = (v: number) => (v === currentVersion ? current : byVersion.get(v)?.data);
  const result: VersionChange[] = [];
  for (let v = currentVersion; v >= 1; v -= 1) {
    const data = dataOf(v);
    if (!data) continue;
    if (v === 1) {
      const changes = changedFields({}, data, order).filter((c) => c.after !== '' && c.after !== null);
      result.push({
        version: 1,
        author: String(data.updatedByName ?? ''),
        at: Number(data.createdAt),
        created: true,
        changes,
        data,
      });
      continue;
    }
    const previous = byVersion.get(v - 1);
    if (!previous) continue; // history older than the record's first recorded version
    result.push({
      version: v,
      author: previous.updatedByName,
      at: previous.writtenAt,
      created: false,
      changes: changedFields(previous.data, data, order),
      data,
    });
  }
  return result;
}

/**
 * The fields of `next` whose values differ from `base`: what a form changed, so a save sends only
 * that (issue 18: an instrutor's save never sends back fees it did not change, and saving over a
 * newer version keeps what the other person changed in other fields).
 */
export function changedValues<T extends object>(next: T, base: object): Partial<T> {
  const before = base as Record<string, unknown>;
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => !same(before[key], value))) as Partial<T>;
}

/**
 * A map field (the anamnese's conditions) kept over a newer version: `theirs` with only the keys
 * `mine` changed from `base`, each set or removed as `mine` has it. A condition a colleague marked
 * meanwhile stays, unless this form changed that same one.
 */
export function mergeChangedKeys<V>(
  base: Partial<Record<string, V>>,
  mine: Partial<Record<string, V>>,
  theirs: Partial<Record<string, V>>,
): Partial<Record<string, V>> {
  const merged = { ...theirs };
  for (const key of new Set([...Object.keys(base), ...Object.keys(mine)])) {
    if (same(base[key], mine[key])) continue;
    if (key in mine) merged[key] = mine[key];
    else delete merged[key];
  }
  return merged;
}

/**
 * What restoring `version` writes over `current`: the version's content fields that differ now (only
 * keys the record has today; bookkeeping is the save's own). Empty when nothing would change.
 */
export function restorePatch(
  current: Record<string, unknown>,
  version: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of keys) {
    if (bookkeeping.has(key) || !(key in version)) continue;
    if (!same(current[key], version[key])) patch[key] = version[key];
  }
  return patch;
}

const whenFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STUDIO_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '24/11/2026 às 14:32', in São Paulo. */
export function formatWhen(instant: number): string {
  const parts = whenFormat.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} às ${get('hour')}:${get('minute')}`;
}
