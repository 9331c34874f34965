import { createBrowserRouter } from 'react-router-dom';
import { AdminLayout } from '../admin/layout/admin-layout';
import { AdminIndex, RequireAdmin, RequireStaff, SignedOutOnly } from '../admin/auth/guards';
import { paths, routeOf } from '../admin/paths';
import { RouteError } from '../admin/ui/route-error';

// Each screen is its own chunk, loaded when its route is first opened.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    path: paths.root,
    element: <AdminLayout />,
    children: [
      {
        // Inside the layout, so the menu stays usable when one screen fails (or its chunk is gone).
        errorElement: <RouteError />,
        children: [
          { index: true, element: <AdminIndex /> },
          {
            element: <SignedOutOnly />,
            children: [
              { path: routeOf(paths.login), lazy: page(() => import('../admin/auth/login-page')) },
              { path: routeOf(paths.signup), lazy: page(() => import('../admin/auth/signup-page')) },
              { path: routeOf(paths.forgot), lazy: page(() => import('../admin/auth/forgot-page')) },
            ],
          },
          {
            element: <RequireStaff />,
            children: [
              { path: routeOf(paths.dashboard), lazy: page(() => import('../admin/dashboard/dashboard-page')) },
              { path: routeOf(paths.students), lazy: page(() => import('../admin/students/students-page')) },
              { path: routeOf(paths.instructors), lazy: page(() => import('../admin/instructors/instructors-page')) },
              {
                element: <RequireAdmin />,
                children: [
                  { path: routeOf(paths.users), lazy: page(() => import('../admin/users/users-page')) },
                  { path: routeOf(paths.payments), lazy: page(() => import('../admin/payments/payments-page')) },
                  { path: routeOf(paths.reports), lazy: page(() => import('../admin/reports/reports-page')) },
                  { path: routeOf(paths.closures), lazy: page(() => import('../admin/closures/closures-page')) },
                ],
              },
            ],
          },
          { path: '*', element: <AdminIndex /> },
        ],
      },
    ],
  },
]);
