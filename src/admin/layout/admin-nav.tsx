import { lazy, Suspense } from 'react';
import { List, ListItemButton, ListItemIcon, ListItemText, Divider } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { isAdmin, useSession } from '../auth/session-context';
import { adminItems, signedOutItems, staffItems, type MenuItem } from './menu-items';
import { guidePath, paths } from '../paths';
import { SignOutItem } from './sign-out-item';
import { LoadFailureBoundary } from '../ui/later';

// An admin's count of users awaiting approval: its code (and the query's) loads once it is shown.
const PendingUsersCount = lazy(() => import('./pending-users-count'));

/** The menu: what the user's role may use, the guide, and Sair; or Login / Criar usuário. */
export default function AdminNav({ onNavigate }: { onNavigate: (path?: string) => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status === 'loading') return null;
  // Once access is revoked the session is over: no menu, no Sair (the open form leads to the login).
  if (session.status === 'revoked') return null;
  const signedIn = session.status !== 'signed-out';
  const items: MenuItem[] =
    session.status === 'active'
      ? [...staffItems, ...(isAdmin(session) ? adminItems : [])]
      : signedIn
        ? []
        : signedOutItems;

  return (
    <List component="nav" aria-label="Menu principal">
      {items.map((item) => (
        <ListItemButton
          key={item.path}
          component={NavLink}
          to={item.path}
          // Seen, not only announced (NavLink's aria-current): the current screen's item is highlighted.
          selected={matchPath({ path: item.path, end: false }, pathname) !== null}
          onClick={() => onNavigate(item.path)}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText primary={item.label} />
          {item.path === paths.users && (
            // Outside the screens' error boundary: a count whose code fails to load is left out.
            <LoadFailureBoundary fallback={null}>
              <Suspense fallback={null}>
                <PendingUsersCount />
              </Suspense>
            </LoadFailureBoundary>
          )}
        </ListItemButton>
      ))}
      <ListItemButton
        component="a"
        href={guidePath}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onNavigate()}
      >
        <ListItemIcon>
          <MenuBookIcon />
        </ListItemIcon>
        <ListItemText primary="Instruções de Uso" />
      </ListItemButton>
      {signedIn && (
        <>
          <Divider sx={{ my: 1 }} />
          <SignOutItem onNavigate={() => onNavigate()} />
        </>
      )}
    </List>
  );
}
