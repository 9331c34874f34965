// Saving a record with its private part (CPF/RG, address, fees: DESIGN.md, "Privacy (LGPD)"), in one
// batch, each document with only what the form changed (issue 18) and on the version the form opened.
// A change saved elsewhere meanwhile — to the record or to its private part — comes back as one
// EditConflict about the whole record as the form edits it, so the form's 'Recarregar' and 'Manter o
// meu' (use-record-save.ts) work for both.
import type { AddOptions, BatchPart, UpdateOptions } from '../../data/collection-repo';
import { EditConflict } from '../../domain/authorship';
import { changedValues } from '../../domain/record-history';

interface Versioned {
  id: string;
  version: number;
}

/** A record as its form edits it: with its private document as read (null: none yet, or not shown). */
export type WithDetails<R, D> = R & { details: D | null };

/** The record's own document, without its private part: what its 'Histórico de alterações' compares. */
export function ownRecord<R>(record: WithDetails<R, unknown>): R {
  const { details: _details, ...own } = record;
  return own as R;
}

interface Bookkeeping {
  active: boolean;
  createdAt: number;
  updatedAt: number;
  deletedAt: number | null;
}

interface Options<P extends Bookkeeping, Desired, D extends Versioned, R extends P & Versioned> {
  /** The record's own document as the form gives it, and the private part wanted (both stamped now). */
  record: P;
  details: Desired;
  /** The record as the form opened it; null for a new one. */
  base: WithDetails<R, D> | null;
  /** Whether the form shows (and so writes) the private part. */
  withPrivate: boolean;
  /** The record's version expected on the server. */
  version: number | undefined;
  /** On 'Manter o meu': the record as the conflict showed it (its private part's version). */
  theirs?: WithDetails<R, D> | null;
  repo: {
    add: (data: P, options: AddOptions) => Promise<unknown>;
    update: (id: string, patch: Partial<P>, options: UpdateOptions) => Promise<void>;
    load: (id: string) => Promise<R | null>;
  };
  privateRepo: {
    part: (desired: Desired, opened: D | null, onServer?: { version: number } | null) => BatchPart | null;
    save: (id: string, change: BatchPart, label: string) => Promise<void>;
    load: (id: string) => Promise<D | null>;
  };
  label: string;
  /** Another document the same batch writes (e.g. an instructor's login link); run after the record's. */
  also?: BatchPart | null;
}

/** Writes the record and its private part as above; false when nothing changed (nothing written). */
export async function saveWithPrivate<P extends Bookkeeping, Desired, D extends Versioned, R extends P & Versioned>(
  options: Options<P, Desired, D, R>,
): Promise<boolean> {
  const { base, label, version } = options;
  let recordChecked = false;
  const part = options.withPrivate
    ? options.privateRepo.part(options.details, base?.details ?? null, options.theirs?.details)
    : null;
  const privateConflicts = new WeakSet<EditConflict>();
  // The private part's conflicts, as a conflict of the whole record: the record as opened (when it
  // changed, its own version was checked first; see below when not), with their private part.
  const also: BatchPart | null =
    part &&
    (async (batch, id, author) => {
      try {
        await part(batch, id, author);
      } catch (error) {
        if (!(error instanceof EditConflict) || !base) throw error;
        const whole = new EditConflict({
          ...error.current,
          version: version ?? base.version,
          data: { ...(base as unknown as Record<string, unknown>), details: { ...error.current.data, id } },
        });
        privateConflicts.add(whole);
        throw whole;
      }
    });
  const parts = [also, options.also].filter((p): p is BatchPart => !!p);
  const both: BatchPart | null =
    parts.length === 0
      ? null
      : async (batch, id, author) => {
          for (const p of parts) await p(batch, id, author);
        };
  try {
    if (!base) {
      await options.repo.add(options.record, { also: both });
      return true;
    }
    const { active: _a, createdAt: _c, updatedAt, deletedAt: _d, ...fields } = options.record;
    const changed = changedValues(fields, base) as Partial<P>;
    recordChecked = Object.keys(changed).length > 0;
    if (recordChecked) {
      await options.repo.update(base.id, { ...changed, updatedAt }, { label, expectedVersion: version, also: both });
    } else if (also) {
      await options.privateRepo.save(base.id, also, label);
    }
    // Else nothing changed: nothing to write, no empty version in the history — said as such (false).
    return recordChecked || also !== null;
  } catch (error) {
    if (!(error instanceof EditConflict) || !base) throw error;
    throw await withTheOtherPart(error, privateConflicts.has(error), recordChecked, { ...options, base });
  }
}

/**
 * A conflict with the other document as it is now, read again: 'Recarregar' shows the other person's
 * version whole — someone who corrected a phone and an address at once changed both documents, and
 * the form showed their phone with the address it opened (then printed in a contract). Kept as the
 * form has it when it cannot be read (offline, without it in the cache).
 */
async function withTheOtherPart<P extends Bookkeeping, Desired, D extends Versioned, R extends P & Versioned>(
  error: EditConflict,
  ofPrivatePart: boolean,
  recordChecked: boolean,
  options: Options<P, Desired, D, R> & { base: WithDetails<R, D> },
): Promise<EditConflict> {
  const { base } = options;
  if (ofPrivatePart) {
    // The record's version was checked (and found as opened) only when the form changed it.
    const record = recordChecked ? null : await options.repo.load(base.id).catch(() => null);
    if (!record) return error;
    const { details } = error.current.data as { details: unknown };
    const data = { ...(record as unknown as Record<string, unknown>), details };
    return new EditConflict({ ...error.current, version: record.version, data });
  }
  const now = options.withPrivate ? await options.privateRepo.load(base.id).catch(() => undefined) : undefined;
  const details = now === undefined ? (options.theirs?.details ?? base.details) : now;
  return new EditConflict({ ...error.current, data: { ...error.current.data, details } });
}
