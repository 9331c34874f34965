import { createBrowserRouter } from 'react-router-dom';
import { AdminLayout } from '../admin/layout/admin-layout';
import { AdminIndex, RequireAdmin, RequireStaff, SignedOutOnly } from '../admin/auth/guards';

// Each screen is its own chunk, loaded when its route is first opened.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminIndex /> },
      {
        element: <SignedOutOnly />,
        children: [
          { path: 'login', lazy: page(() => import('../admin/auth/login-page')) },
          { path: 'signup', lazy: page(() => import('../admin/auth/signup-page')) },
          { path: 'forgot', lazy: page(() => import('../admin/auth/forgot-page')) },
        ],
      },
      {
        element: <RequireStaff />,
        children: [
          { path: 'dashboard', lazy: page(() => import('../admin/dashboard/dashboard-page')) },
          { path: 'alunos', lazy: page(() => import('../admin/students/students-page')) },
          { path: 'instrutores', lazy: page(() => import('../admin/instructors/instructors-page')) },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'usuarios', lazy: page(() => import('../admin/users/users-page')) },
              { path: 'pagamentos', lazy: page(() => import('../admin/payments/payments-page')) },
              { path: 'relatorios', lazy: page(() => import('../admin/reports/reports-page')) },
            ],
          },
        ],
      },
      { path: '*', element: <AdminIndex /> },
    ],
  },
]);
