// Entry of index.html, the public page at "/": hydrates the prerendered markup (or renders it in dev).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SitePage } from './site/site-page';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

const site = (
  <StrictMode>
    <SitePage />
  </StrictMode>
);
// Hydrating in a transition lets React yield to the browser every few ms instead of one long task
// (a click on a not-yet-hydrated element still hydrates it at once).
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, site));
else createRoot(root).render(site);
