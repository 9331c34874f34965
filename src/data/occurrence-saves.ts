// How the saves of one occurrence (occurrences-repo.ts) read it, follow each other — so that a roll
// call's taps are written at once and in order, whatever the connection — write its next version, and
// are made again on the server's version when it refuses one made offline as stale (`again`).
import {
  doc,
  getDocFromCache,
  getDocFromServer,
  waitForPendingWrites,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import { rollCallTaken } from '../domain/attendance';
import { errorCode } from '../domain/auth-errors';
import type { Author } from '../domain/authorship';
import type { ClassOnDate } from '../domain/class-days';
import { blankOccurrence, occurrenceSchema, storedOccurrenceSchema, type Occurrence } from '../domain/occurrence';
import { db } from './firestore';
import { trackSave } from './save';
import { timestampsToMillis } from './snapshots';
import { createTracked, currentAuthor, readForSave, updateTracked } from './tracked';

/**
 * Occurrences this device has live from the server (the open roll call's: subscribeOccurrence), by
 * path. Their cached version is the server's latest plus this device's queued writes, so a save reads
 * them there instead of asking the server: a tap is written at once, even on a slow connection.
 */
const inSync = new Map<string, number>();

/**
 * Follows one listener of the occurrence at `ref`: call it with true while its answers come from the
 * server, and with false when they come from the cache, when it fails and when it stops.
 */
export function followSync(ref: DocumentReference): (fromServer: boolean) => void {
  let synced = false;
  return (now) => {
    if (now === synced) return;
    synced = now;
    const count = (inSync.get(ref.path) ?? 0) + (now ? 1 : -1);
    if (count > 0) inSync.set(ref.path, count);
    else inSync.delete(ref.path);
  };
}

/**
 * The occurrence as a save builds on it: cached when it is live (inSync), else as readForSave reads
 * (tracked.ts) — null offline when the cache does not hold it (most classes have none): the save then
 * writes the first version.
 */
export async function readOccurrence(ref: DocumentReference): Promise<DocumentSnapshot | null> {
  if (inSync.has(ref.path)) {
    try {
      return await getDocFromCache(ref);
    } catch {
      // Not in the cache after all: ask the server.
    }
  }
  return readForSave(ref);
}

// Per occurrence, the turn of the save asked last: over once its batch is committed (see inOrder).
const turns = new Map<string, Promise<void>>();

/**
 * Saves what `build` adds to a batch for the occurrence at `ref`, after the saves of it asked before:
 * each reads the version the one before committed (Firestore applies a commit to the local cache
 * before any later read), so taps in a row are never refused as stale, and none waits for the server
 * to confirm the one before it.
 */
export async function inOrder(
  ref: DocumentReference,
  label: string,
  build: (batch: WriteBatch) => Promise<void>,
  retry?: () => Promise<void>,
) {
  let saved: Promise<void> = Promise.resolve();
  const committed = (turns.get(ref.path) ?? Promise.resolve()).then(async () => {
    const batch = writeBatch(db());
    await build(batch);
    saved = trackSave(batch.commit(), ref, label, retry);
  });
  const turn = committed.catch(() => undefined);
  turns.set(ref.path, turn);
  try {
    await committed;
    await saved;
  } finally {
    if (turns.get(ref.path) === turn) turns.delete(ref.path);
  }
}

/** One change of an occurrence (occurrences-repo.ts saveOccurrence). */
export interface OccurrenceSave {
  scheduleId: string;
  date: string;
  /** The one student the write is for ('' for the class itself: a cancellation, a move). */
  studentId: string;
  /** The class's instructor as this device knows it (ClassRef's schedule); unknown, the stored one stays. */
  instructorId?: string;
  /** How a refusal the server sends later names it. */
  label: string;
  change: (o: Occurrence) => Occurrence;
  /**
   * Once the save was given up as written here (offline), and the server then refused it, the change
   * as it is made again on the server's version (a roll call's tap); it throws to leave it refused.
   */
  again?: (o: Occurrence) => Occurrence;
  /** What else the same batch writes (credits), given the occurrence as written. */
  also?: (batch: WriteBatch, next: Occurrence, author: Author) => void | Promise<void>;
  /**
   * The occurrence is known to be stored (a booked seat is in it): when it cannot be read (offline,
   * not kept on this device) the save is refused at once as unreachable, instead of writing a first
   * version that the server would refuse later.
   */
  stored?: boolean;
}

/**
 * Adds to `batch` the write of the occurrence at `ref` as `change` makes it: its first version when
 * nothing was stored yet, else the next one with the history entry (tracked.ts).
 */
export async function writeOccurrence(
  batch: WriteBatch,
  ref: DocumentReference,
  {
    date,
    studentId,
    instructorId,
    change,
    stored,
  }: Pick<OccurrenceSave, 'date' | 'studentId' | 'instructorId' | 'change' | 'stored'>,
  author: Author,
): Promise<Occurrence> {
  const now = Date.now();
  const snapshot = await readOccurrence(ref);
  if (snapshot === null && stored) throw Object.assign(new Error('Occurrence not readable'), { code: 'unavailable' });
  if (!snapshot?.exists()) {
    const next = occurrenceSchema.parse({ ...change(blankOccurrence(date, now, instructorId ?? '')), studentId });
    createTracked(batch, ref, next, author);
    return next;
  }
  const current = storedOccurrenceSchema.parse(timestampsToMillis(snapshot.data({ serverTimestamps: 'estimate' })));
  const { updatedBy: _b, updatedByName: _n, writtenAt: _w, version: _v, ...fields } = current;
  const next = occurrenceSchema.parse({
    ...change(fields),
    studentId,
    // Who taught it is whoever teaches the class when its roll call is taken: a correction weeks
    // later, the class since handed to another instructor, keeps them (notices alone do not).
    instructorId: rollCallTaken(current) ? current.instructorId : (instructorId ?? current.instructorId),
    updatedAt: Math.max(now, current.updatedAt),
  });
  await updateTracked(batch, snapshot, next, author);
  return next;
}

export const occurrenceRef = (scheduleId: string, date: string) =>
  doc(db(), 'schedules', scheduleId, 'occurrences', date);

/** How a refusal the server sends later names the save; `who`: the student it is about. */
export const labelOf = (c: Pick<ClassOnDate, 'startTime' | 'at'>, who?: string) =>
  `${who ? `${who}, ` : ''}aula das ${c.startTime} de ${c.at.split('-').reverse().join('/')}`;

export type ClassRef = Pick<ClassOnDate, 'schedule' | 'date' | 'at' | 'startTime'>;

// Per occurrence, the saves to make again, in the order the server refused them (the order they were
// made: writes are sent in order). None starts before this device has nothing left to send — a save
// refused as stale usually has later ones built on it, refused in turn a moment later — so each is
// made again on a version holding the ones before it. Keyed by user and path: a sign-out ends them
// (each is then refused, and said).
const retries = new Map<string, (() => Promise<void>)[]>();

/** What a save made again finds already done elsewhere: nothing to write, nothing to say. */
class AlreadyDone extends Error {}

function retryInTurn(key: string, run: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const item = () => run().then(resolve, reject);
    const queue = retries.get(key);
    if (queue) {
      queue.push(item);
      return;
    }
    const fresh = [item];
    retries.set(key, fresh);
    void waitForPendingWrites(db())
      .catch(() => undefined) // signed out: each is then refused, and said
      .then(async () => {
        for (let next = fresh.shift(); next; next = fresh.shift()) await next();
        retries.delete(key);
      });
  });
}

/**
 * The change and `again` of a save made again only when what `aspect` reads of the class is still
 * what this device saw when the save was made, or is already what the save makes it (`done`).
 */
export function unlessChangedElsewhere<T>(
  aspect: (o: Occurrence) => T,
  apply: (o: Occurrence) => Occurrence,
  done: (o: Occurrence) => boolean = () => false,
): Pick<OccurrenceSave, 'change' | 'again'> {
  let seen: T | undefined;
  return {
    change: (o) => {
      seen = aspect(o);
      return apply(o);
    },
    again: (o) => {
      if (done(o)) throw new AlreadyDone();
      if (aspect(o) !== seen) throw new Error('Changed elsewhere meanwhile');
      return apply(o);
    },
  };
}

/** One change of an occurrence with what goes with it, in one batch, in its turn (inOrder). */
export async function saveOccurrence(save: OccurrenceSave) {
  const { scheduleId, date, label, also, again } = save;
  const author = await currentAuthor();
  const ref = occurrenceRef(scheduleId, date);
  // Made again on the server's version: read from it first (the listener's may not have come yet;
  // offline again, the cache's will do, and the save waits to be sent as any other). Only by the user
  // who made it.
  const makeAgain = async (change: OccurrenceSave['change']) => {
    if ((await currentAuthor()).updatedBy !== author.updatedBy) throw new Error('Another user signed in');
    await getDocFromServer(ref).catch((error: unknown) => {
      if (errorCode(error) !== 'unavailable') throw error;
    });
    await saveOccurrence({ ...save, change, again: undefined }).catch((error: unknown) => {
      if (!(error instanceof AlreadyDone)) throw error;
    });
  };
  const retry = again && (() => retryInTurn(`${author.updatedBy}|${ref.path}`, () => makeAgain(again)));
  await inOrder(
    ref,
    label,
    async (batch) => {
      const next = await writeOccurrence(batch, ref, save, author);
      await also?.(batch, next, author);
    },
    retry,
  );
}

export const ofClass = (c: ClassRef, who?: string) => ({
  scheduleId: c.schedule.id,
  date: c.date,
  instructorId: c.schedule.instructorId,
  label: labelOf(c, who),
});
