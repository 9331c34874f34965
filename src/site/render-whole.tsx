import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SitePage } from './site-page';

/** `npm run dev` serves index.html without the prerendered page: render all of it. */
export function renderWhole(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <SitePage />
    </StrictMode>,
  );
}
