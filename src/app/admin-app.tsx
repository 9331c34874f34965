import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline } from '@mui/material';
// MUI's own ThemeProvider also carries CSS-variables and colour-scheme code (some 5 KiB gzipped)
// that a theme without CSS variables never runs; for such a theme it renders exactly this provider.
import { ThemeProvider } from '@mui/system';
import { missingFirebaseConfig } from '../domain/firebase-config';
import { SessionProvider } from '../admin/auth/session-provider';
import { AdminRouter } from './router';
import { theme } from './theme';

// A page no working deploy shows: not in the code every sign-in page downloads first.
const NotConfigured = lazy(() => import('./not-configured').then((m) => ({ default: m.NotConfigured })));

/**
 * The staff tool, or — built without a Firebase project's configuration — a page that says so
 * (the session would otherwise fail on its first call to Firebase and leave the page dark).
 */
export function AdminRoot({ env, children }: { env: Readonly<Record<string, unknown>>; children: ReactNode }) {
  const missing = missingFirebaseConfig(env);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {missing.length > 0 ? (
        <Suspense fallback={null}>
          <NotConfigured missing={missing} />
        </Suspense>
      ) : (
        children
      )}
    </ThemeProvider>
  );
}

export function mountAdmin(element: HTMLElement): void {
  createRoot(element).render(
    <StrictMode>
      <AdminRoot env={import.meta.env}>
        <SessionProvider>
          <AdminRouter />
        </SessionProvider>
      </AdminRoot>
    </StrictMode>,
  );
}
