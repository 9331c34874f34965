// Screens whose code failed to download (app/router.tsx). React's lazy keeps such a failure for good,
// so once the screen's error boundary has shown it, the screen gets a new lazy: opened again (the
// connection back, 'Tentar de novo'), it downloads again. Not earlier: a lazy replaced while React
// still renders the failure would be downloaded again and again, offline.
const waiting = new Set<() => void>();

export const onScreenFailed = (renew: () => void): void => void waiting.add(renew);

export function renewFailedScreens(): void {
  for (const renew of waiting) renew();
  waiting.clear();
}
