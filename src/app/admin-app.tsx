import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './theme';
import { router } from './router';
import { SessionProvider } from '../admin/auth/session-provider';

export function mountAdmin(element: HTMLElement): void {
  createRoot(element).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
