// Whether this device's Firestore cache may hold studio data a session left behind (firestore.ts
// clears it when a page opens with nobody signed in). Apart from firestore.ts so that the sign-in
// page can ask without downloading the Firestore SDK.

const KEY = 'salus:cache-used';
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const markCacheUsed = (): void => storage()?.setItem(KEY, '1');

export const forgetCacheUsed = (): void => storage()?.removeItem(KEY);

export const cacheMayHoldData = (): boolean => (storage()?.getItem(KEY) ?? null) !== null;
