// Sign-in, sign-up, password reset and sign-out against Firebase Auth.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  deleteUser,
  onAuthStateChanged,
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
}

const toSessionUser = (user: AuthUser): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
});

export function subscribeAuth(onChange: (user: SessionUser | null) => void): Unsubscribe {
  return onAuthStateChanged(firebase().auth, (user) => onChange(user ? toSessionUser(user) : null));
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
 */
export async function signUp(form: SignupForm): Promise<void> {
  const { auth, db } = secondaryFirebase();
  const profile = signupProfile(form, Date.now());
  const { user } = await createUserWithEmailAndPassword(auth, profile.email, form.password);
  try {
    await createOwnProfile(user.uid, profile, db);
  } catch (error) {
    await deleteUser(user).catch(() => undefined);
    throw error;
  } finally {
    await firebaseSignOut(auth);
  }
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebase().auth, email.trim());
}

/** Signs out and forgets the cached studio data on this device. */
export async function signOut(): Promise<void> {
  await firebaseSignOut(firebase().auth);
  await clearLocalData();
}
