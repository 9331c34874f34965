// zod, for every schema of the app: import { z } from here, never from 'zod' (ESLint says so).
// zod compiles object schemas with `new Function` when it may, and finds out by trying as each
// schema is built; the Content-Security-Policy (firebase.json) forbids eval, and even a caught
// attempt is reported as a violation. Configured here, before any schema module builds one, it never
// tries (ES modules run their imports first, so this runs before the module that imports it).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
