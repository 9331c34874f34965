// Sign-in, sign-up, password reset and sign-out against Firebase Auth.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  deleteUser,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User as AuthUser,
} from 'firebase/auth';
import { clearLocalData, firebase, secondaryFirebase } from './firebase';
import { signupProfile, type SignupForm } from '../domain/user';
import { createOwnProfile } from './users-repo';
import type { Unsubscribe } from './live';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Auth has verified the e-mail (a verification link, or a password set through a reset link). */
  emailVerified: boolean;
}

const toSessionUser = (user: AuthUser): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  emailVerified: user.emailVerified,
});

/** Sign-in, sign-out and every new ID token (so a freshly verified e-mail shows without a new sign-in). */
export function subscribeAuth(onChange: (user: SessionUser | null) => void): Unsubscribe {
  return onIdTokenChanged(firebase().auth, (user) => onChange(user ? toSessionUser(user) : null));
}

/** `remember` on: the session survives a browser restart; off: it ends with the browser session. */
export async function signIn(email: string, password: string, remember: boolean): Promise<void> {
  const { auth, authPersistence } = firebase();
  if (authPersistence === 'browser') {
    await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
  }
  await signInWithEmailAndPassword(auth, email.trim(), password);
}

/**
 * Creates the account and its profile (role instrutor, awaiting approval) on the secondary
 * instance, so the browser's own session never changes: the new user signs in once approved.
 * If the profile cannot be written the account is removed again, so none is left without one.
 * Then sends the e-mail whose link proves the address is the person's; resolves to whether it went
 * (a failure leaves a valid sign-up: the waiting screen sends it again).
 */
export async function signUp(form: SignupForm): Promise<{ verificationSent: boolean }> {
  const { auth, db } = secondaryFirebase();
  const profile = signupProfile(form, Date.now());
  const { user } = await createUserWithEmailAndPassword(auth, profile.email, form.password);
  try {
    try {
      await createOwnProfile(user.uid, profile, db);
    } catch (error) {
      await deleteUser(user).catch(() => undefined);
      throw error;
    }
    return {
      verificationSent: await sendEmailVerification(user).then(
        () => true,
        () => false,
      ),
    };
  } finally {
    await firebaseSignOut(auth);
  }
}

/** Sends the signed-in user another verification e-mail. */
export async function resendVerification(): Promise<void> {
  const { currentUser } = firebase().auth;
  if (currentUser) await sendEmailVerification(currentUser);
}

/**
 * Asks Auth again whether the signed-in user's e-mail is verified (after they followed the link in
 * another tab) and takes a new ID token that says so; subscribeAuth then reports it.
 */
export async function refreshVerification(): Promise<boolean> {
  const { currentUser } = firebase().auth;
  if (!currentUser) return false;
  await currentUser.reload();
  if (currentUser.emailVerified) await currentUser.getIdToken(true);
  return currentUser.emailVerified;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebase().auth, email.trim());
}

/** Signs out and forgets the cached studio data on this device. */
export async function signOut(): Promise<void> {
  await firebaseSignOut(firebase().auth);
  await clearLocalData();
}
