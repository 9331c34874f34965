// Renders a staff screen as the app does (theme, session, notifications, router), without Firebase:
// component tests fake the data hooks (vi.mock('../../data/hooks')) and pass a session.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../../app/theme';
import { SessionContext, type Session } from '../auth/session-context';
import { NotifyProvider } from '../ui/notify';
import { sessions } from './sessions';

interface Options {
  /** The URL the screen opens at, with its query string (e.g. `${paths.students}?q=ana`). */
  url?: string;
  session?: Session;
}

export function renderAdmin(ui: ReactElement, { url = '/admin', session = sessions.admin }: Options = {}) {
  const path = url.split('?')[0] ?? '/admin';
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>Outra tela</p> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionContext.Provider value={session}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </SessionContext.Provider>
    </ThemeProvider>,
  );
  return { ...result, user, router };
}
