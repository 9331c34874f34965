// Entry of admin.html, the staff tool at /admin (Hosting, dev and preview rewrite /admin/** to it).
// The public page has its own entry, src/main.tsx, so neither loads the other's code or CSS.
import { mountAdmin } from './admin-app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
mountAdmin(root);
