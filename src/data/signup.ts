// Self-signup (SPEC 2.4): the account and its profile are made on the secondary instance, so the
// browser's own session never changes.
import { createUserWithEmailAndPassword, deleteUser, signOut } from 'firebase/auth';
import { signupProfile, type SignupForm } from '../domain/user';
import { secondaryFirebase } from './firebase';
import { firestoreOf } from './firestore';
import { createOwnProfile } from './users-repo';

/**
 * Creates the account and its profile (role instrutor, awaiting approval); the new user signs in
 * once approved. If the profile cannot be written the account is removed again, so none is left
 * without one.
 */
export async function signUp(form: SignupForm): Promise<void> {
  const secondary = secondaryFirebase();
  const profile = signupProfile(form, Date.now());
  const { user } = await createUserWithEmailAndPassword(secondary.auth, profile.email, form.password);
  try {
    await createOwnProfile(user.uid, profile, firestoreOf(secondary));
  } catch (error) {
    await deleteUser(user).catch(() => undefined);
    throw error;
  } finally {
    await signOut(secondary.auth);
  }
}
