// Self-signup (SPEC 2.4): the account and its profile are made on the secondary instance, so the
// browser's own session never changes.
import { createUserWithEmailAndPassword, deleteUser, sendEmailVerification, signOut } from 'firebase/auth';
import { signupProfile, type SignupForm } from '../domain/user';
import { secondaryFirebase } from './firebase';
import { firestoreOf } from './firestore';
import { createOwnProfile } from './users-repo';

/**
 * Creates the account and its profile (role instrutor, awaiting approval); the new user signs in
 * once approved. If the profile cannot be written the account is removed again, so none is left
 * without one. Then sends the e-mail whose link proves the address is the person's; resolves to
 * whether it went (a failure leaves a valid sign-up: the waiting screen sends it again).
 */
export async function signUp(form: SignupForm): Promise<{ verificationSent: boolean }> {
  const secondary = secondaryFirebase();
  const profile = signupProfile(form, Date.now());
  const { user } = await createUserWithEmailAndPassword(secondary.auth, profile.email, form.password);
  try {
    try {
      await createOwnProfile(user.uid, profile, firestoreOf(secondary));
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
    await signOut(secondary.auth);
  }
}
