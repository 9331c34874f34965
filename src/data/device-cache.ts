// Whether this device's Firestore cache may hold studio data a session left behind (firestore.ts
// clears it when a page opens with nobody signed in). Apart from firestore.ts so that the sign-in
// page can ask without downloading the Firestore SDK. A full or refused storage only loses the mark.

const KEY = 'salus:cache-used';
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

function attempt(change: (store: Storage) => void): void {
  try {
    const store = storage();
    if (store) change(store);
  } catch {
    // The cache itself works on; only its clearing at the next page without a session is lost.
  }
}

export const markCacheUsed = (): void => attempt((store) => store.setItem(KEY, '1'));

export const forgetCacheUsed = (): void => attempt((store) => store.removeItem(KEY));

export const cacheMayHoldData = (): boolean => (storage()?.getItem(KEY) ?? null) !== null;
