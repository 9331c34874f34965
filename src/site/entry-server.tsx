// Build-time entry (scripts/build.mjs bundles it for Node; scripts/prerender.mjs calls render()).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { headTags, titleTag } from './head';
import { SitePage } from './site-page';

export function render() {
  const html = renderToString(
    <StrictMode>
      <SitePage />
    </StrictMode>,
  );
  return { html, title: titleTag(), head: headTags() };
}
