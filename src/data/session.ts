// The session as the staff tool's shell and sign-in screens use it, without the Auth SDK in their
// code: auth-service.ts (and with it Firebase Auth) is downloaded when first needed — at once on
// any page, but never before the sign-in form can be typed in.
import { deferred, type Unsubscribe } from './live';
import type { SessionUser } from './auth-service';

export type { SessionUser };

const authService = () => import('./auth-service');

const auth = deferred<SessionUser | null>(() => authService().then((m) => (onData) => m.subscribeAuth(onData)));

// A sign-out asked for in this tab (Sair, an access ended), until Auth reports it.
let signingOutHere = false;

/**
 * Calls `onChange` with the signed-in user (null: nobody) once Auth has restored the session, and on
 * every change; `endedHere` tells a sign-out asked for in this tab from one made elsewhere (another
 * tab's Sair, a password changed, the account disabled).
 */
export function subscribeAuth(onChange: (user: SessionUser | null, endedHere: boolean) => void): Unsubscribe {
  return auth(
    (user) => {
      const endedHere = user === null && signingOutHere;
      if (user === null) signingOutHere = false;
      onChange(user, endedHere);
    },
    (error) => {
      // The Auth code could not be downloaded (offline on a first visit, or a deploy replaced it).
      console.warn('Sessão indisponível', error);
      onChange(null, false);
    },
  );
}

export const signIn = async (email: string, password: string, remember: boolean): Promise<string> =>
  (await authService()).signIn(email, password, remember);

export const sendPasswordReset = async (email: string): Promise<void> => (await authService()).sendPasswordReset(email);

/** Signs out and forgets the cached studio data on this device (auth-service.ts). */
export async function signOut(withoutAccess?: string): Promise<void> {
  signingOutHere = true;
  await (await authService()).signOut(withoutAccess).catch((error: unknown) => {
    signingOutHere = false;
    throw error;
  });
}

/** Saves of closed or reloaded pages that this device still keeps unsent (data/save.ts). */
export async function unsentOfGonePages(): Promise<number> {
  const [{ db }, save] = await Promise.all([import('./firestore'), import('./save')]);
  return save.unsentOfGonePages(db());
}

/**
 * Records on the signed-in user's own profile that Auth verified their e-mail (Usuários shows it; the
 * rules take it only from a token that says so). Loads the Firestore code when it happens.
 */
export const recordEmailVerified = async (uid: string): Promise<void> =>
  (await import('./users-repo')).recordEmailVerified(uid);
