import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SitePage } from './site/site-page';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

if (location.pathname === '/admin' || location.pathname.startsWith('/admin/')) {
  // The staff tool (router, MUI, Firebase) is a separate chunk the public page never loads.
  void import('./app/admin-app').then(({ mountAdmin }) => mountAdmin(root));
} else {
  const site = (
    <StrictMode>
      <SitePage />
    </StrictMode>
  );
  if (root.hasChildNodes()) hydrateRoot(root, site);
  else createRoot(root).render(site);
}
