import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { missingFirebaseConfig } from '../domain/firebase-config';
import { SessionProvider } from '../admin/auth/session-provider';
import { NotConfigured } from './not-configured';
import { router } from './router';
import { theme } from './theme';

/**
 * The staff tool, or — built without a Firebase project's configuration — a page that says so
 * (the session would otherwise fail on its first call to Firebase and leave the page dark).
 */
export function AdminRoot({ env, children }: { env: Readonly<Record<string, unknown>>; children: ReactNode }) {
  const missing = missingFirebaseConfig(env);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {missing.length > 0 ? <NotConfigured missing={missing} /> : children}
    </ThemeProvider>
  );
}

export function mountAdmin(element: HTMLElement): void {
  createRoot(element).render(
    <StrictMode>
      <AdminRoot env={import.meta.env}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </AdminRoot>
    </StrictMode>,
  );
}
