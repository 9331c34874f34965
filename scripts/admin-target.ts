// Which Firebase the maintenance scripts (create-admin, migrate) write to: the emulators when their
// variables are set, else the real project with a service account. Said before anything is written,
// so a production run that meets a leftover FIRESTORE_EMULATOR_HOST in the shell does not report
// success against local data; half an emulator setup (Auth real, Firestore local) is refused.
import { applicationDefault, initializeApp, type App } from 'firebase-admin/app';

/**
 * Initializes the Admin SDK for `project`. Half an emulator setup is refused even by a script that
 * uses Firestore alone (migrate): one variable left in a production terminal is what it looks like.
 */
export function adminApp(project: string): App {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (Boolean(firestore) !== Boolean(auth)) {
    console.error(
      'FIRESTORE_EMULATOR_HOST e FIREBASE_AUTH_EMULATOR_HOST precisam estar os dois definidos (emuladores) ou ' +
        'nenhum dos dois (projeto real). Remova a variável que sobrou no terminal e tente de novo.',
    );
    process.exit(2);
  }
  if (firestore) {
    console.log(`Alvo: emuladores locais (Firestore ${firestore}), projeto ${project}.`);
    return initializeApp({ projectId: project });
  }
  console.log(`Alvo: projeto real ${project} no Firebase.`);
  return initializeApp({ projectId: project, credential: applicationDefault() });
}
