// Every write says who and when, and keeps what it replaced (DESIGN.md; PATTERNS.md, "Every write says
// who and when"; src/domain/authorship.ts). The repositories build their batches with these helpers,
// so no screen can forget the author, the server's time, the version or the history entry; the rules
// refuse a write without them.
import {
  collection,
  doc,
  DocumentReference,
  getDoc,
  getDocFromCache,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  type DocumentData,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import { errorCode } from '../domain/auth-errors';
import { EditConflict, historyEntrySchema, type Author, type HistoryEntry } from '../domain/authorship';
import { firebase } from './firebase';
import { db } from './firestore';
import { notWholeOffline, timestampsToMillis } from './snapshots';

const names = new Map<string, string>();

/** The session's own profile name, as its live subscription delivers it (the rules compare it). */
export function rememberProfileName(uid: string, nome: string): void {
  names.set(uid, nome);
}

/** The signed-in user as the author of a write: uid and the profile's name. */
export async function currentAuthor(): Promise<Author> {
  const { auth } = firebase();
  const uid = auth.currentUser?.uid;
  if (!uid) throw new SignedOutError();
  let nome = names.get(uid);
  if (nome === undefined) {
    // The session keeps its profile subscribed, so this is answered from the cache when offline.
    const profile = await getDoc(doc(db(), 'users', uid));
    nome = typeof profile.get('nome') === 'string' ? (profile.get('nome') as string) : '';
    names.set(uid, nome);
  }
  return { updatedBy: uid, updatedByName: nome };
}

export class SignedOutError extends Error {
  constructor() {
    super('Sua sessão terminou: entre de novo para salvar.');
    this.name = 'SignedOutError';
  }
}

/** The author's fields of a write, with the server's time (the rules: request.time). */
export const stamp = (author: Author) => ({ ...author, writtenAt: serverTimestamp() });

/**
 * A document read to decide between creating and updating it: the server's version online, the cache's
 * offline — and null when offline the cache does not hold it. Firestore refuses that read (most new
 * documents were never read here), which would fail a save PATTERNS.md says works offline; the save
 * then creates the document, and should the server hold one already, the rules refuse this write
 * once it is sent and the app says so by the record's name (save.ts).
 */
export async function readForSave<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T> | null> {
  try {
    return await getDoc(ref);
  } catch (error) {
    if (errorCode(error) === 'unavailable') return null;
    throw error;
  }
}

/** Creates a document with a history: version 1, the author and the server's time. */
export function createTracked(batch: WriteBatch, ref: DocumentReference, data: object, author: Author): void {
  batch.set(ref, { ...data, ...stamp(author), version: 1 });
}

/** "Changed since you opened it": the version stored now (`current`, as read), who saved it and when. */
export function conflictWith(current: DocumentData): EditConflict {
  return new EditConflict({
    version: Number(current.version),
    updatedBy: String(current.updatedBy),
    updatedByName: String(current.updatedByName),
    writtenAt: timestampsToMillis({ writtenAt: current.writtenAt }).writtenAt as number,
    data: timestampsToMillis(current),
  });
}

export class MissingRecordError extends Error {
  constructor(path: string) {
    super(`Registro não encontrado: ${path}`);
    this.name = 'MissingRecordError';
  }
}

/**
 * The version a change will replace: `target` itself when the caller has just read it, else read now —
 * the server's online (so a change made elsewhere is seen), the device's cache offline (with this
 * device's own queued changes applied, as the server will have them when the queue is sent).
 */
async function readCurrent(
  target: DocumentReference | DocumentSnapshot,
): Promise<{ current: DocumentData; awaitingServerTime: string[] }> {
  const snapshot = target instanceof DocumentReference ? await getDoc(target) : target;
  if (!snapshot.exists()) throw new MissingRecordError(snapshot.ref.path);
  const current = snapshot.data({ serverTimestamps: 'estimate' });
  if (typeof current.version !== 'number') throw new Error(`Registro sem versão (dados antigos): ${snapshot.ref.path}`);
  // The server times not given yet (a write of this device still queued, e.g. a note's registradoEm
  // written offline): their estimate is not what the server will store.
  const raw = snapshot.metadata.hasPendingWrites ? snapshot.data({ serverTimestamps: 'none' }) : current;
  return {
    current,
    awaitingServerTime: Object.keys(current).filter((key) => raw[key] === null && current[key] !== null),
  };
}

/**
 * The patch's updatedAt, never before the stored one: the last writer's clock may run ahead of this
 * device's (the rules let a clock be 5 minutes fast), and the rules refuse an updatedAt moving back.
 */
function onwards(patch: object, current: Record<string, unknown>): { updatedAt?: number } {
  const wanted = (patch as { updatedAt?: unknown }).updatedAt;
  const stored = current.updatedAt;
  return typeof wanted === 'number' && typeof stored === 'number' && stored > wanted ? { updatedAt: stored } : {};
}

/**
 * Adds to `batch` a change of the document `target` (its reference, or its snapshot when the caller
 * has just read it: one server round trip instead of two): `patch` (its fields), the author, the
 * server's time and the next version, plus the history entry holding the version it replaces. With
 * `expectedVersion` (the version the user opened), a newer version on the server throws
 * EditConflict instead: nothing is silently overwritten. Returns the new version.
 */
export async function updateTracked(
  batch: WriteBatch,
  target: DocumentReference | DocumentSnapshot,
  patch: object,
  author: Author,
  expectedVersion?: number,
): Promise<number> {
  const { current, awaitingServerTime } = await readCurrent(target);
  const ref = target instanceof DocumentReference ? target : target.ref;
  const previous = Object.fromEntries(
    Object.entries(current).filter(([key]) => key !== 'writtenAt' && !awaitingServerTime.includes(key)),
  );
  const version = current.version as number;
  if (expectedVersion !== undefined && version !== expectedVersion) throw conflictWith(current);
  // The entry holds the replaced version exactly as stored (rules compare it key by key), except its
  // writtenAt and any other server time this device has not been given yet: a version written here and
  // not yet sent has none to copy (the rules let the entry leave them out).
  batch.set(doc(ref, 'history', String(version)), { data: previous, version, ...stamp(author) });
  batch.update(ref, { ...patch, ...onwards(patch, current), ...stamp(author), version: version + 1 });
  return version + 1;
}

/**
 * A record's history, newest first (admins; the rules refuse everyone else). Offline, only when this
 * device holds every version it replaced (those saved elsewhere may be missing): else 'unavailable',
 * never a part of it read as the whole.
 */
export async function loadHistory(ref: DocumentReference, max = 200): Promise<HistoryEntry[]> {
  const snapshot = await getDocs(query(collection(ref, 'history'), orderBy('version', 'desc'), limit(max)));
  if (
    snapshot.metadata.fromCache &&
    !(await holdsEveryVersion(
      ref,
      snapshot.docs.map((d) => d.id),
      max,
    ))
  )
    throw notWholeOffline('Histórico incompleto neste aparelho, sem conexão');
  const entries: HistoryEntry[] = [];
  for (const d of snapshot.docs) {
    const parsed = historyEntrySchema.safeParse(timestampsToMillis(d.data({ serverTimestamps: 'estimate' })));
    if (parsed.success) entries.push(parsed.data);
    else console.warn(`Histórico fora do formato: ${d.ref.path}`, parsed.error);
  }
  return entries;
}

/** Whether `ids` (newest first) are every version before the cached record's own, up to `max` of them. */
async function holdsEveryVersion(ref: DocumentReference, ids: readonly string[], max: number): Promise<boolean> {
  const version: unknown = await getDocFromCache(ref).then(
    (d) => d.get('version'),
    () => undefined,
  );
  if (typeof version !== 'number') return false;
  return ids.length === Math.min(max, version - 1) && ids.every((id, i) => id === String(version - 1 - i));
}
