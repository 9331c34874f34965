// Proving a self-registered user's e-mail (issue 18): the waiting screen's 'Reenviar email' and
// 'Já confirmei'. Apart from auth-service.ts so the sign-in page does not carry it.
import { sendEmailVerification } from 'firebase/auth';
import { firebase } from './firebase';

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
