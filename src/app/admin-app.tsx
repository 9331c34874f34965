import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline } from '@mui/material';
// MUI's own ThemeProvider also carries CSS-variables and colour-scheme code (some 5 KiB gzipped)
// that a theme without CSS variables never runs; for such a theme it renders exactly this provider.
import { ThemeProvider } from '@mui/system';
import { theme } from './theme';
import { AdminRouter } from './router';
import { SessionProvider } from '../admin/auth/session-provider';

export function mountAdmin(element: HTMLElement): void {
  createRoot(element).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider>
          <AdminRouter />
        </SessionProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
