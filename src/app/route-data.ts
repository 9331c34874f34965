// Each staff screen's code and the data it reads, started as early as possible: by the entry for the
// page being opened (main.tsx, while React and the app download — so neither waits for the other)
// and by a click on the menu. The router's lazy screens and the screens' hooks then find them
// loaded or on their way (data/live.ts shares the subscriptions).
import type { ComponentType } from 'react';
import { paths } from '../admin/paths';

type PageModule = { default: ComponentType };

/** A screen's code: loaded once, however often asked, and known once loaded (`loaded`). */
export interface PageLoader {
  (): Promise<PageModule>;
  loaded: () => ComponentType | undefined;
}

export function pageLoader(load: () => Promise<PageModule>): PageLoader {
  let module: ComponentType | undefined;
  let pending: Promise<PageModule> | undefined;
  const get = () =>
    (pending ??= load().then(
      (loaded) => {
        module = loaded.default;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined; // a chunk that failed to download is tried again next time
        throw error;
      },
    ));
  return Object.assign(get, { loaded: () => module });
}

interface Screen {
  page: PageLoader;
  /**
   * Starts the screen's queries (each feature's preload.ts); after the profile's listener when the
   * module says `afterProfile`.
   */
  data?: () => Promise<{ preloadScreen: (url: URL) => void; afterProfile?: boolean }>;
}

export const screens = {
  [paths.dashboard]: {
    page: pageLoader(() => import('../admin/agenda/dashboard-page')),
    data: () => import('../admin/agenda/preload'),
  },
  [paths.students]: {
    page: pageLoader(() => import('../admin/students/students-page')),
    data: () => import('../admin/students/preload'),
  },
  [paths.instructors]: {
    page: pageLoader(() => import('../admin/instructors/instructors-page')),
    data: () => import('../admin/instructors/preload'),
  },
  [paths.users]: {
    page: pageLoader(() => import('../admin/users/users-page')),
    data: () => import('../admin/users/preload'),
  },
  [paths.payments]: {
    page: pageLoader(() => import('../admin/payments/payments-page')),
    data: () => import('../admin/payments/preload'),
  },
  [paths.reports]: {
    page: pageLoader(() => import('../admin/reports/reports-page')),
    data: () => import('../admin/reports/preload'),
  },
  [paths.closures]: { page: pageLoader(() => import('../admin/closures/closures-page')) },
  [paths.record]: { page: pageLoader(() => import('../admin/records/record-page')) },
} satisfies Record<string, Screen>;

/**
 * Starts what the staff screen at `url` needs: its code, the session's profile and the screen's
 * queries (these wait for the session to be restored, and start nothing without one). The sign-in
 * screens have nothing to start: their code comes with the app's (router.tsx).
 */
export function preloadRoute(url: URL): void {
  const path = url.pathname.replace(/\/+$/, '');
  const screen = (screens as Record<string, Screen>)[path];
  if (!screen) return;
  // A chunk that fails to load is reported when the screen itself fails to load (ScreenErrorBoundary).
  const ignore = () => undefined;
  // The session is restored with Auth's code alone (its chunk is small), not after the Firestore SDK
  // that the profile and the queries bring: they find it restored when they arrive.
  import('../data/firebase').then((m) => m.signedInUid()).catch(ignore);
  screen.page().catch(ignore);
  // The server answers a stream's queries in the order they were asked, and the session waits for
  // the profile. Asked for after a screen's few hundred documents it costs little (asked first, the
  // screen would render once more, empty, meanwhile: the agenda measured ~200 ms slower); behind the
  // thousands Relatórios reads it held the screen back ~500 ms, so such a screen waits for it.
  const profile = import('../data/shell-hooks').then((m) => m.preloadProfile());
  screen.data?.().then((module) => {
    if (module.afterProfile) void profile.catch(ignore).then(() => module.preloadScreen(url));
    else module.preloadScreen(url);
  }, ignore);
}
