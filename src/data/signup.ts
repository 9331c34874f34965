// Self-signup (SPEC 2.4): the account and its profile are made on the secondary instance, so the
// browser's own session never changes.
import { createUserWithEmailAndPassword, deleteUser, sendEmailVerification, signOut } from 'firebase/auth';
import { AppError } from '../domain/app-error';
import { signupProfile, type SignupForm } from '../domain/user';
import { secondaryFirebase } from './firebase';
import { firestoreOf } from './firestore';
import { createOwnProfile } from './users-repo';

/** How long the profile's write waits for the server (Auth answered, Firestore may not) before giving up. */
export const SIGNUP_PATIENCE_MS = 20_000;

/**
 * The server did not confirm the profile in time: the account stays (the write may have reached the
 * server), and signing in finishes the sign-up if it did not ('Concluir cadastro').
 */
export class SignupUnconfirmedError extends AppError {
  constructor() {
    // Said as is (failure-message.ts): kept out of auth-errors.ts, which the sign-in page downloads.
    super(
      'SignupUnconfirmedError',
      'salus/signup-unconfirmed',
      'O servidor não respondeu a tempo: sua conta foi criada, mas o cadastro pode não ter sido salvo. Quando a ' +
        'conexão voltar, entre com o seu email e senha: se faltar algo, o sistema pede para concluir.',
    );
  }
}

function confirmedWithin(write: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SignupUnconfirmedError()), ms);
  });
  return Promise.race([write, late]).finally(() => clearTimeout(timer));
}

/**
 * Creates the account and its profile (role instrutor, awaiting approval); the new user signs in
 * once approved. If the profile is refused the account is removed again, so none is left without
 * one; unconfirmed after `patienceMs`, it stays (SignupUnconfirmedError). Then sends the e-mail whose
 * link proves the address is the person's; resolves to whether it went (a failure leaves a valid
 * sign-up: the waiting screen sends it again).
 */
export async function signUp(
  form: SignupForm,
  patienceMs = SIGNUP_PATIENCE_MS,
): Promise<{ verificationSent: boolean }> {
  const secondary = secondaryFirebase();
  const profile = signupProfile(form, Date.now());
  const { user } = await createUserWithEmailAndPassword(secondary.auth, profile.email, form.password);
  try {
    try {
      await confirmedWithin(createOwnProfile(user.uid, profile, firestoreOf(secondary)), patienceMs);
    } catch (error) {
      if (error instanceof SignupUnconfirmedError) throw error;
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
