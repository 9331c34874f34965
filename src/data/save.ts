// Saving, online and offline (PATTERNS.md). Firestore applies a write to the local cache at once but
// resolves its promise only when the server acknowledges it, so offline "await save" never ends.
// Every save of the staff tool goes through `trackSave`:
// - online, it waits for the server, so a refusal (rules, permissions) keeps the dialog open;
// - offline (or with no answer for a while), it resolves once the write is in the local cache, so the
//   dialog closes; the write is counted as waiting to sync, and a later refusal is reported by name.
import {
  doc,
  getDocFromCache,
  getDocFromServer,
  Timestamp,
  waitForPendingWrites,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { CLOCK_SKEW_MS } from '../domain/authorship';
import { isOffline } from './live-answers';
import { onNoServer } from './no-server';
import { forget, journalSave, leftBehind, madeBy, type JournalEntry } from './save-journal';
import { countPendingSave, reportLateFailure, setEarlierSaves } from './save-status';

/** How long a write that is already in the local cache may wait for the server before we stop waiting. */
export const SERVER_PATIENCE_MS = 8000;

/** Who is signed in, for the save journal (set when the Firestore instance is made). */
let owner: () => string | null = () => null;
export const setSaveOwner = (signedIn: () => string | null): void => {
  owner = signedIn;
};

/**
 * Calls `onCached` once the write started just before is in the local cache: Firestore runs its
 * operations in order, so a cache read queued after the write completes only after the write was
 * applied locally (whatever the read finds; a patch of a document never read may find nothing).
 */
function whenInLocalCache(ref: DocumentReference, onCached: () => void): () => void {
  let stopped = false;
  void getDocFromCache(ref)
    .catch(() => undefined)
    .then(() => {
      if (!stopped) onCached();
    });
  return () => {
    stopped = true;
  };
}

/**
 * Tracks a write that has been started (`commit`) on `ref` (for a batch, its main document).
 * Resolves when the server confirms it, or — offline, or after SERVER_PATIENCE_MS — once it is in the
 * local cache. Rejects when the server refuses it before that. Refused after that, it is reported by
 * name — unless `retry`, given, makes the save again and the server takes it this time.
 */
export function trackSave(
  commit: Promise<unknown>,
  ref: DocumentReference,
  label: string,
  retry?: () => Promise<void>,
): Promise<void> {
  const counted = countPendingSave();
  const answered = journalSave(label, ref.path, owner());
  let givenUp = false;
  const confirmed = commit.then(
    () => {
      counted();
      answered();
    },
    (error: unknown) => {
      if (givenUp && retry) {
        // Still waiting to be sent (the top bar, Sair, a reload's journal) until it is made again.
        void retry()
          .catch(() => reportLateFailure({ label, error }))
          .finally(() => {
            counted();
            answered();
          });
        throw error;
      }
      counted();
      answered();
      if (givenUp) reportLateFailure({ label, error });
      throw error;
    },
  );
  return new Promise<void>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWatching: () => void = () => undefined;
    let stopNoServer: () => void = () => undefined;
    const finish = () => {
      clearTimeout(timer);
      stopWatching();
      stopNoServer();
    };
    let cached = false;
    const giveUpIfCached = () => {
      if (!cached || !isOffline()) return;
      givenUp = true;
      finish();
      resolve();
    };
    confirmed.then(
      () => {
        finish();
        resolve();
      },
      (error: unknown) => {
        if (givenUp) return;
        finish();
        reject(error);
      },
    );
    stopWatching = whenInLocalCache(ref, () => {
      if (cached) return;
      cached = true;
      giveUpIfCached();
      timer = setTimeout(() => {
        givenUp = true;
        finish();
        resolve();
      }, SERVER_PATIENCE_MS);
    });
    // Offline, or the server unreachable (no-server.ts): no answer is coming, and the cache has it.
    stopNoServer = onNoServer(giveUpIfCached);
  });
}

/** How long the saves left from before the page was loaded may take before they are shown as waiting. */
const EARLIER_QUIET_MS = 500;

/** A save made before the page was reloaded that the server did not take (save-journal.ts). */
export class EarlierSaveRefused extends Error {
  /** As the server's refusal of a save in this page is reported (the shell cannot import this module). */
  readonly code = 'permission-denied';
  constructor(label: string) {
    super(`Alteração anterior recusada: ${label}`);
    this.name = 'EarlierSaveRefused';
  }
}

/**
 * Whether the server took a save a page that is gone made: the document exists and its last write is
 * by `uid`, no earlier than the save (its server time comes later; the device's clock may run ahead).
 * A document that names no author (a staff profile: its change log does) is taken as taken. Null when
 * the server cannot say now (the entry waits for the next page).
 */
async function tookEarlier(db: Firestore, entry: JournalEntry, uid: string): Promise<boolean | null> {
  try {
    const data = (await getDocFromServer(doc(db, entry.path))).data();
    if (data === undefined) return false;
    if (!('updatedBy' in data)) return true;
    const writtenAt = data.writtenAt instanceof Timestamp ? data.writtenAt.toMillis() : 0;
    return data.updatedBy === uid && writtenAt >= entry.at - CLOCK_SKEW_MS;
  } catch (error) {
    // Not readable by this user: nothing to say about it.
    return (error as { code?: unknown }).code === 'permission-denied' ? true : null;
  }
}

/**
 * Reports by name each save of a page that is gone which the server did not take — `uid`'s only:
 * another person's waits, unsent, for their next session here (it is not refused, nor theirs to hear).
 */
export async function reportRefusedEarlier(db: Firestore, uid: string | null): Promise<void> {
  if (!uid) return;
  for (const entry of (await leftBehind()).filter((e) => madeBy(e, uid))) {
    const took = await tookEarlier(db, entry, uid);
    if (took === null) continue;
    if (!took) reportLateFailure({ label: entry.label, error: new EarlierSaveRefused(entry.label) });
    forget([entry.id]);
  }
}

/**
 * Saves of pages now gone (a tab closed, or reloaded, while they waited) that this device still keeps
 * unsent: this page's count never saw them, and Sair would throw them away with the cache. None once
 * Firestore has sent every write it keeps for the user, which it is given `wait` ms to say.
 */
export async function unsentOfGonePages(db: Firestore, wait = 300): Promise<number> {
  // Another person's are not sent in this session whatever Firestore says: Sair counts them apart.
  const entries = (await leftBehind()).filter((e) => madeBy(e, owner()));
  if (entries.length === 0) return 0;
  const sent = await Promise.race([
    writesFlushed(db),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), wait)),
  ]);
  return sent ? 0 : entries.length;
}

// One wait for the pending writes at a time: Sair's question asks every second while it is open, and
// offline each wait would stay registered in Firestore until the connection came back.
let flushing: Promise<boolean> | null = null;
const writesFlushed = (db: Firestore): Promise<boolean> =>
  (flushing ??= waitForPendingWrites(db)
    .then(
      () => true,
      () => true, // the user changed: those writes went with the cache
    )
    .finally(() => {
      flushing = null;
    }));

/**
 * Saves made offline survive a reload in the device's cache, and Firestore sends them when it can —
 * but this page's count never saw them. Called when `db` is created, before any save of this page:
 * until the server has them all, the top bar shows that earlier changes wait, and Sair asks first.
 * Then each of them the server refused is reported by name (`uid`: who is signed in by then).
 */
export function watchEarlierSaves(db: Firestore, uid: () => string | null): void {
  let settled = false;
  const shown = setTimeout(() => {
    if (!settled) setEarlierSaves(true);
  }, EARLIER_QUIET_MS);
  const settle = () => {
    settled = true;
    clearTimeout(shown);
    setEarlierSaves(false);
  };
  // Rejected when the user changes (sign-out): those saves are then gone with the cache.
  waitForPendingWrites(db).then(() => {
    settle();
    // Best effort: a check that cannot be made now is made by the next page.
    return reportRefusedEarlier(db, uid()).catch(() => undefined);
  }, settle);
}
