import { useSyncExternalStore } from 'react';

// The year baked into the prerendered HTML (scripts/build.mjs sets it for both the server and the
// client bundle), so hydration matches it; React then re-renders with the visitor's year if a new
// year has begun since the build.
const buildYear = Number(import.meta.env.VITE_SITE_BUILD_YEAR) || new Date().getFullYear();

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
const serverYear = () => buildYear;

export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, serverYear);
}
