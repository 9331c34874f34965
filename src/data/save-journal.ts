// Which saves a page started and the server has not confirmed yet, kept in localStorage beside the
// writes Firestore keeps in its cache. A page reloaded (or closed) before the server answered leaves
// its entries here; the next page finds them, and once Firestore has sent what it kept, checks each on
// the server — so a change the server refused is reported by its name, not lost in silence.
// Without localStorage (tests in Node) nothing is kept.

export interface JournalEntry {
  id: string;
  /** The record, as a person knows it (e.g. the student's name). */
  label: string;
  /** The document the save was about (for a batch, its main one). */
  path: string;
  /** When it was made (this device's clock). */
  at: number;
  /** The page that made it. */
  tab: string;
  /**
   * Who made it: Firestore keeps each user's unsent writes apart and sends them only in that user's
   * session. Absent in entries noted before it was kept (taken as the signed-in user's).
   */
  uid?: string;
}

/** Where the list is kept. */
export const JOURNAL_KEY = 'salus:unconfirmed-saves';
const tabLock = (tab: string) => `salus-tab:${tab}`;
/** This page. */
const thisTab = Math.random().toString(36).slice(2);
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
// Held while this page lives: another page can then tell an open tab's saves (still on their way) from
// those a reload left behind. The lock goes with the page.
const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
void locks?.request(tabLock(thisTab), () => new Promise<never>(() => undefined)).catch(() => undefined);

function read(): JournalEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(JOURNAL_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as JournalEntry[]) : [];
  } catch {
    return [];
  }
}

function write(entries: readonly JournalEntry[]): void {
  try {
    if (entries.length === 0) storage()?.removeItem(JOURNAL_KEY);
    else storage()?.setItem(JOURNAL_KEY, JSON.stringify(entries));
  } catch {
    // Full or refused storage: the save itself goes on; only its name could be lost after a reload.
  }
}

/**
 * Notes a save this page started (by `uid`); the returned function takes it off once the server has
 * answered.
 */
export function journalSave(label: string, path: string, uid: string | null): () => void {
  if (!storage()) return () => undefined;
  const id = `${thisTab}:${Date.now()}:${Math.random().toString(36).slice(2)}`;
  write([...read(), { id, label, path, at: Date.now(), tab: thisTab, ...(uid ? { uid } : {}) }]);
  return () => forget([id]);
}

export function forget(ids: readonly string[]): void {
  write(read().filter((entry) => !ids.includes(entry.id)));
}

/** Other pages' entries, each with whether its page is still open (holds its lock). */
async function othersEntries(): Promise<{ entry: JournalEntry; open: boolean }[]> {
  const entries = read().filter((entry) => entry.tab !== thisTab);
  if (entries.length === 0) return [];
  const held = locks
    ? await locks.query().then(
        (state) => state.held ?? [],
        () => [],
      )
    : [];
  const open = new Set(held.map((lock) => lock.name));
  return entries.map((entry) => ({ entry, open: open.has(tabLock(entry.tab)) }));
}

/** Whether `entry` is `uid`'s to follow (an entry that names nobody is taken as theirs). */
export const madeBy = (entry: JournalEntry, uid: string | null): boolean => !entry.uid || entry.uid === uid;

/**
 * Saves another person made on this device that are still unsent: Firestore sends them only once that
 * person signs in here again, and a Sair now would drop them with the cache.
 */
export const ofOtherUsers = (uid: string | null): JournalEntry[] => read().filter((entry) => !madeBy(entry, uid));

/** Forgets `uid`'s entries (saves the server would refuse: that person has no access any more). */
export const forgetMadeBy = (uid: string): void => write(read().filter((entry) => !madeBy(entry, uid)));

/** Saves started by pages that are gone (reloaded or closed); those of open tabs are theirs to follow. */
export async function leftBehind(): Promise<JournalEntry[]> {
  return (await othersEntries()).filter(({ open }) => !open).map(({ entry }) => entry);
}

/**
 * Saves other open tabs of this browser still wait on, and how many tabs: signing out here clears the
 * cache they share, and those saves with it.
 */
export async function inOtherOpenTabs(): Promise<{ saves: number; tabs: number }> {
  const open = (await othersEntries()).filter(({ open }) => open).map(({ entry }) => entry);
  return { saves: open.length, tabs: new Set(open.map((entry) => entry.tab)).size };
}

/** Whether another page of the staff tool is open in this browser (unknown: assumed so). */
export async function otherPagesOpen(): Promise<boolean> {
  if (!locks) return true;
  const held = await locks.query().then(
    (state) => state.held ?? [],
    () => null,
  );
  return held === null || held.some((lock) => lock.name?.startsWith(tabLock('')) && lock.name !== tabLock(thisTab));
}

/** Signing out drops the writes Firestore kept: their entries go too. */
export const clearJournal = (): void => write([]);
