// Entry of admin.html, the staff tool at /admin (Hosting, dev and preview rewrite /admin/** to it).
// The public page has its own entry, src/main.tsx, so neither loads the other's code or CSS.
// This entry is tiny: the screen's data (Auth, Firestore, its queries) starts at once, while the
// app's own code — React, MUI, the router — downloads beside it.
import { preloadRoute } from './route-data';

performance.mark('salus:boot'); // read by npm run bench:screens
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
preloadRoute(new URL(window.location.href));
void import('./admin-app').then(({ mountAdmin }) => {
  performance.mark('salus:app-code');
  mountAdmin(root);
});
