import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppBar, Box, Drawer, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { AdminNav } from './admin-nav';
import { SyncStatus } from './sync-status';
import { NotifyProvider } from '../ui/notify';

export const sidebarWidth = 240; // SPEC 9

/** Sidebar on wide screens, a slide-in menu on small ones, the studio's title in the header. */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <NotifyProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
          <Toolbar>
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Abrir menu"
              onClick={() => setOpen(true)}
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
          <Drawer
            variant="temporary"
            open={open}
            onClose={close}
            ModalProps={{ keepMounted: true }}
            sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: sidebarWidth } }}
          >
            {/* The header stays above the menu (so its button still works): start below it. */}
            <Toolbar />
            <AdminNav onNavigate={close} />
          </Drawer>
          <Drawer
            variant="permanent"
            open
            sx={{
              display: { xs: 'none', md: 'block' },
              '& .MuiDrawer-paper': { width: sidebarWidth, boxSizing: 'border-box' },
            }}
          >
            <Toolbar />
            <AdminNav onNavigate={() => undefined} />
          </Drawer>
        </Box>
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Toolbar />
          <Outlet />
        </Box>
      </Box>
    </NotifyProvider>
  );
}
