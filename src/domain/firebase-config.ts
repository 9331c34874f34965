// The web app configuration of a real Firebase project (README, "Publicar num projeto Firebase
// real"). Without it the staff tool has nothing to talk to: the build refuses to produce a
// production bundle (vite.config.ts) and the app says so on screen (src/app/admin-app.tsx).

export const firebaseConfigVars = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/** The variables a build or a running app lacks; none for a build wired to the local emulators. */
export function missingFirebaseConfig(env: Readonly<Record<string, unknown>>): string[] {
  if (env.VITE_USE_EMULATORS === 'true') return [];
  return firebaseConfigVars.filter((name) => {
    const value = env[name];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** Why a production build is refused, naming what to set. */
export const buildRefusal = (missing: readonly string[]): string =>
  `Build de produção recusado: falta a configuração do projeto Firebase (${missing.join(', ')}). ` +
  'Sem ela, a área da equipe abriria vazia. Defina essas variáveis em .env.production.local ' +
  '(README, "Publicar num projeto Firebase real"); para testar localmente, use `npm start` ou ' +
  '`npm run build -- --mode emulator`.';
