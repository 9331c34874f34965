// Entry of index.html, the public page at "/". In the build the page is prerendered HTML and only its
// islands — the header's menu, the promotion card, the footer's year — are hydrated (islands.tsx);
// the other section links scroll smoothly through one listener. `npm run dev` renders it whole.
import './site/site-styles';
import { hydrateIslands } from './site/hydrate-islands';
import { smoothSectionLinks } from './site/section-link';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

// React handles clicks from now on (browser tests wait for this).
const hydrated = () => void (document.documentElement.dataset.hydrated = 'true');

smoothSectionLinks(document);
if (root.hasChildNodes()) hydrateIslands(root, hydrated);
else void import('./site/render-whole').then(({ renderWhole }) => renderWhole(root));
