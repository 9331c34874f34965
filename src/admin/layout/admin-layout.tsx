import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppBar, Box, IconButton, Paper, Toolbar, Typography, useTheme, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { sidebarWidth } from './sidebar-width';
import { SyncStatus } from './sync-status';
import { NotifyProvider } from '../ui/notify';
import { LoadFailureBoundary, whenIdle } from '../ui/later';
import { ScreenErrorBoundary } from '../ui/route-error';
import { usePageTitle } from './use-page-title';

// Not in the code every page downloads first (MUI's modal and transitions): fetched once the page is
// up, so the menu still opens after the connection goes.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
// The menu shows nothing until the session is known, so the sign-in form need not wait for its code.
const AdminNav = lazy(() => import('./admin-nav'));

// The ids the skip link and the menu button point at.
const mainId = 'conteudo';
const mobileMenuId = 'menu-lateral';

// Out of sight until the keyboard reaches it: the first Tab of every page offers to skip the menu.
const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -100,
  zIndex: (theme: Theme) => theme.zIndex.tooltip,
  px: 2,
  py: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  '&:focus': { top: 8 },
} as const;

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
  // The slide-in menu is for small screens: one left open when the screen widens (a tablet turned)
  // would be hidden yet still hold the page (no scrolling, the app hidden from screen readers). Watched
  // only while open (matchMedia itself: the sign-in page's code stays small).
  const wideQuery = useTheme()
    .breakpoints.up('md')
    .replace(/^@media\s*/, '');
  useEffect(() => {
    if (!open) return undefined;
    const wide = window.matchMedia(wideQuery);
    const closeIfWide = () => wide.matches && setOpen(false);
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [open, wideQuery]);
  useEffect(() => whenIdle(loadMobileMenu), []);
  usePageTitle();
  // Focus moves to the screen itself (no '#conteudo' in the address, no history entry).
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(mainId)?.focus();
  };

  return (
    <NotifyProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Box component="a" href={`#${mainId}`} onClick={skipToContent} sx={skipLinkSx}>
          Pular para o conteúdo
        </Box>
        <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
          <Toolbar>
            <IconButton
              color="inherit"
              edge="start"
              aria-label={open ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={open}
              aria-controls={menuWanted ? mobileMenuId : undefined}
              onClick={() => {
                setMenuWanted(true);
                setOpen((shown) => !shown);
              }}
              sx={{ mr: 1, display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            {/* On a phone the sync chips take the room they need; the name gives way (ellipsis). */}
            <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
              Salus Pilates e Terapias
            </Typography>
            <SyncStatus />
          </Toolbar>
        </AppBar>
        {/* Not a landmark itself: the menu inside is the labelled nav ('Menu principal'). Printing
            leaves it out, as it did the <nav> this was (Relatórios' print styles). */}
        <Box className="no-print" sx={{ width: { md: sidebarWidth }, flexShrink: { md: 0 } }}>
          {menuWanted && (
            <LoadFailureBoundary fallback={null}>
              <Suspense fallback={null}>
                <MobileMenu
                  id={mobileMenuId}
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
            {/* Outside the screens' error boundary: code that fails to load empties the menu, not the page. */}
            <LoadFailureBoundary fallback={null}>
              <Suspense fallback={null}>
                <AdminNav onNavigate={onNavigate} />
              </Suspense>
            </LoadFailureBoundary>
          </Paper>
        </Box>
        <Box
          component="main"
          id={mainId}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, minWidth: 0, '&:focus': { outline: 'none' } }}
        >
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
