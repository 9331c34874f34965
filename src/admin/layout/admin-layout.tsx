import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppBar, Box, IconButton, Paper, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { sidebarWidth } from './sidebar-width';
import { SyncStatus } from './sync-status';
import { NotifyProvider } from '../ui/notify';
import { LoadFailureBoundary, whenIdle } from '../ui/later';
import { ScreenErrorBoundary } from '../ui/route-error';

// Not in the code every page downloads first (MUI's modal and transitions): fetched once the page is
// up, so the menu still opens after the connection goes.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
// The menu shows nothing until the session is known, so the sign-in form need not wait for its code.
const AdminNav = lazy(() => import('./admin-nav'));

interface Props {
  /** Called with the address a menu link goes to, as it is clicked. */
  onNavigate?: (path?: string) => void;
}

/** Sidebar on wide screens, a slide-in menu on small ones, the studio's title in the header. */
export function AdminLayout({ onNavigate = () => undefined }: Props) {
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  useEffect(() => whenIdle(loadMobileMenu), []);

  return (
    <NotifyProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
          <Toolbar>
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Abrir menu"
              onClick={() => {
                setMenuWanted(true);
                setOpen(true);
              }}
              sx={{ mr: 1, display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
              Salus Pilates e Terapias
            </Typography>
            <SyncStatus />
          </Toolbar>
        </AppBar>
        <Box component="nav" sx={{ width: { md: sidebarWidth }, flexShrink: { md: 0 } }}>
          {menuWanted && (
            <LoadFailureBoundary fallback={null}>
              <Suspense fallback={null}>
                <MobileMenu
                  open={open}
                  onNavigate={(path) => {
                    close();
                    onNavigate(path);
                  }}
                  onClose={close}
                />
              </Suspense>
            </LoadFailureBoundary>
          )}
          {/* The permanent sidebar: what MUI's permanent Drawer renders, without its modal code. */}
          <Paper
            square
            elevation={0}
            sx={{
              display: { xs: 'none', md: 'block' },
              position: 'fixed',
              top: 0,
              bottom: 0,
              left: 0,
              width: sidebarWidth,
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
              zIndex: (theme) => theme.zIndex.drawer,
            }}
          >
            <Toolbar />
            <Suspense fallback={null}>
              <AdminNav onNavigate={onNavigate} />
            </Suspense>
          </Paper>
        </Box>
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Toolbar />
          {/* Inside the layout, so the menu stays usable when one screen fails (or its chunk is gone). */}
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Box>
      </Box>
    </NotifyProvider>
  );
}
