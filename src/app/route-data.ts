// The data each staff screen reads, started before the screen's code has arrived: by the entry for
// the page being opened (main.tsx, while React and the app download) and by a click on the menu.
// The screen's hooks then find the same subscriptions already open (data/live.ts).
import { paths } from '../admin/paths';

type PreloadModule = Promise<{ preloadScreen: (url: URL) => void }>;

const screens: Partial<Record<string, () => PreloadModule>> = {
  [paths.students]: () => import('../admin/students/preload'),
  [paths.instructors]: () => import('../admin/instructors/preload'),
  [paths.users]: () => import('../admin/users/preload'),
  [paths.payments]: () => import('../admin/payments/preload'),
  [paths.reports]: () => import('../admin/reports/preload'),
};

/** Starts the data of the screen at `url`, if it has any to start. */
export function preloadRoute(url: URL): void {
  const load = screens[url.pathname.replace(/\/+$/, '')];
  // A chunk that fails to load is reported when the screen itself fails to load (ScreenErrorBoundary).
  load?.().then(
    (module) => module.preloadScreen(url),
    () => undefined,
  );
}
