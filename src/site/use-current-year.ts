import { useSyncExternalStore } from 'react';

// The studio's year, not the visitor's: the build reads it in America/Sao_Paulo too
// (scripts/build.mjs), so a visitor ahead of or behind Brazil around New Year sees the same year.
const studioYearFormat = new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' });
const studioYear = () => Number(studioYearFormat.format(Date.now()));

// The year baked into the prerendered HTML (scripts/build.mjs sets it for both the server and the
// client bundle), so hydration matches it; React then re-renders with the studio's current year if a
// new year has begun since the build.
const buildYear = Number(import.meta.env.VITE_SITE_BUILD_YEAR) || studioYear();

const subscribe = () => () => {};
const serverYear = () => buildYear;

export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, studioYear, serverYear);
}
