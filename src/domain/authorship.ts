// Every change has an author and can be undone (DESIGN.md; issue 18). Each stored document of the
// studio carries who wrote its current version, the server's time of that write and a version number;
// the version it replaced goes into its history (`<document>/history/<version>`) in the same batch.
// firestore.rules checks all of it: the author is the signed-in user (and their profile's name), the
// time is the server's, the version moves up by one, and the history entry holds the replaced version.
import { z } from './z';
import { docId, instant, nome } from './fields';

/** Who wrote a document and when, as the rules require it on every write. */
export const authorShape = {
  /** uid of the signed-in user who wrote this version (rules: request.auth.uid). */
  updatedBy: docId,
  /** Their users/{uid}.nome at that moment (rules), so anyone may read who it was. */
  updatedByName: nome,
  /** The server's time of the write, epoch ms (stored as the server's timestamp; rules: request.time). */
  writtenAt: instant,
};

/** The version counter of a document that keeps a history: 1 when created, +1 on every change. */
export const version = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** What documents with a history carry besides their own fields. */
export const authorshipShape = { ...authorShape, version };

export type Author = Pick<z.infer<z.ZodObject<typeof authorShape>>, 'updatedBy' | 'updatedByName'>;
export type Authorship = z.infer<z.ZodObject<typeof authorshipShape>>;

/** Keys the data layer writes itself: a form or a restore never sets them. */
export const authorshipKeys = ['updatedBy', 'updatedByName', 'writtenAt', 'version'] as const;

/** A record's own fields: without its id and the authorship the data layer writes. */
export function ownFields<T extends object>(record: T): Omit<T, 'id' | (typeof authorshipKeys)[number]> {
  const {
    id: _id,
    updatedBy: _b,
    updatedByName: _n,
    writtenAt: _w,
    version: _v,
    ...fields
  } = record as T & {
    id?: unknown;
    updatedBy?: unknown;
    updatedByName?: unknown;
    writtenAt?: unknown;
    version?: unknown;
  };
  return fields;
}

/**
 * Client instants (createdAt, updatedAt) may run ahead of the server's clock by at most this much
 * (a device's clock that is a little fast)…
 */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/**
 * …and lag behind it by at most this much: a write made offline waits in the device's queue until it
 * is back online, and keeps the instant it was made at. A week covers a device left offline over a
 * holiday; a write queued longer is refused and reported by name.
 */
export const OFFLINE_QUEUE_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a client instant is acceptable when the server's clock reads `serverNow` (as the rules say). */
export function isPlausibleInstant(instant: number, serverNow: number): boolean {
  return instant <= serverNow + CLOCK_SKEW_MS && instant >= serverNow - OFFLINE_QUEUE_MS;
}

/**
 * A history entry (`<document>/history/<version>`): the version `version` as it was, replaced by
 * `updatedBy` at `writtenAt`. `data` is that version's document without its own writtenAt (the write
 * that made it is the entry before, or the creation). It is read as plain data: an old version may
 * not match today's schema, and it is only shown or handed back to the record's own save path.
 */
export const historyEntrySchema = z.strictObject({
  data: z.record(z.string(), z.unknown()),
  version,
  ...authorShape,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Who saved the version that is on the server now, for "changed since you opened it". */
export interface CurrentVersion {
  version: number;
  updatedBy: string;
  updatedByName: string;
  /** The server's time of that save (epoch ms). */
  writtenAt: number;
  /** The document as it is now (times as epoch ms). */
  data: Record<string, unknown>;
}

/** Someone else saved the record after it was opened here (issue 18, "Concurrent edits"). */
export class EditConflict extends Error {
  constructor(readonly current: CurrentVersion) {
    super(`Registro alterado por ${current.updatedByName} depois que você o abriu.`);
    this.name = 'EditConflict';
  }
}
