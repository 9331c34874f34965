import { lazy, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../admin/layout/admin-layout';
import { AdminIndex, RequireAdmin, RequireStaff, SignedOutOnly } from '../admin/auth/guards';
import { paths, routeOf } from '../admin/paths';
import { onScreenFailed } from '../admin/ui/failed-screens';
import { pageLoader, preloadRoute, screens, type PageLoader } from './route-data';

// Each screen is its own chunk, loaded when its route is first opened (or before: route-data.ts).
// A screen whose code has arrived renders at once: through `lazy` it would suspend all the same, and
// React holds a suspended screen back for 300 ms after a fallback shows (its reveal throttle) — on a
// cold open that was the last 300 ms before the first rows. Chosen once per mount, so a screen never
// remounts when its code lands. (Declarative routes: React Router's data router would add some
// 17 KiB to every page's code.)
export const screen = (load: PageLoader) => {
  // A failed download is tried again the next time the screen opens (failed-screens.ts).
  const lazyScreen = () =>
    lazy(async () => {
      try {
        const module = await load();
        performance.mark('salus:screen-code'); // read by npm run bench:screens
        return module;
      } catch (error) {
        onScreenFailed(() => (Lazy = lazyScreen()));
        throw error;
      }
    });
  let Lazy = lazyScreen();
  return function Screen() {
    const [Loaded] = useState(() => {
      const ready = load.loaded();
      if (ready) performance.mark('salus:screen-code');
      return ready;
    });
    return Loaded ? <Loaded /> : <Lazy />;
  };
};

const LoginPage = screen(pageLoader(() => import('../admin/auth/login-page')));
const SignupPage = screen(pageLoader(() => import('../admin/auth/signup-page')));
const ForgotPage = screen(pageLoader(() => import('../admin/auth/forgot-page')));
const DashboardPage = screen(screens[paths.dashboard].page);
const StudentsPage = screen(screens[paths.students].page);
const InstructorsPage = screen(screens[paths.instructors].page);
const UsersPage = screen(screens[paths.users].page);
const PaymentsPage = screen(screens[paths.payments].page);
const ReportsPage = screen(screens[paths.reports].page);
const ClosuresPage = screen(screens[paths.closures].page);
const RecordPage = screen(screens[paths.record].page);

/** The staff tool's routes; the layout shows each screen (and what one throws) beside the menu. */
export function AdminRouter() {
  return (
    <BrowserRouter>
      <Routes>
        {/* A menu link starts its screen's data while the screen's code downloads. */}
        <Route
          path={paths.root}
          element={<AdminLayout onNavigate={(path) => path && preloadRoute(new URL(path, location.href))} />}
        >
          <Route index element={<AdminIndex />} />
          <Route element={<SignedOutOnly />}>
            <Route path={routeOf(paths.login)} element={<LoginPage />} />
            <Route path={routeOf(paths.signup)} element={<SignupPage />} />
            <Route path={routeOf(paths.forgot)} element={<ForgotPage />} />
          </Route>
          <Route element={<RequireStaff />}>
            <Route path={routeOf(paths.dashboard)} element={<DashboardPage />} />
            <Route path={routeOf(paths.students)} element={<StudentsPage />} />
            <Route path={routeOf(paths.record)} element={<RecordPage />} />
            <Route path={routeOf(paths.instructors)} element={<InstructorsPage />} />
            <Route element={<RequireAdmin />}>
              <Route path={routeOf(paths.users)} element={<UsersPage />} />
              <Route path={routeOf(paths.payments)} element={<PaymentsPage />} />
              <Route path={routeOf(paths.reports)} element={<ReportsPage />} />
              <Route path={routeOf(paths.closures)} element={<ClosuresPage />} />
            </Route>
          </Route>
          <Route path="*" element={<AdminIndex />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
