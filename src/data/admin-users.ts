// An admin creates a staff account (SPEC 7, "User creation by admin"): the account is made on the
// secondary Auth instance (session in memory), so the admin's own session never changes; the
// admin's session writes the profile; a password-reset e-mail lets the person choose a password.
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { generatePassword } from '../domain/password';
import { contactFix, userFromForm, type UserForm } from '../domain/user-form';
import { errorCode } from '../domain/auth-errors';
import { secondaryFirebase } from './firebase';
import { createProfileByAdmin, loadProfile, updateUser } from './users-repo';

/** The account exists but a later step failed: trying again with the same e-mail finishes it. */
export class UnfinishedUserError extends Error {
  /** The Firebase code of the failure, so the screen can say why. */
  readonly code: string | undefined;
  constructor(
    readonly step: 'profile' | 'reset',
    readonly cause: unknown,
  ) {
    super(`user creation stopped at ${step}`);
    this.code = errorCode(cause);
  }
}

/**
 * Accounts this tab created whose setup did not finish, by e-mail: the password (a retry signs in
 * with it instead of failing on "e-mail already in use") and when the profile was first made (a
 * repeated write of a profile still waiting to sync must keep its createdAt, or the rules refuse
 * it). Kept in memory only, and only until the setup is done; nobody ever types these passwords.
 */
const unfinished = new Map<string, { password: string; createdAt: number }>();

/** Signs the secondary instance in to the account (created now, or by an interrupted attempt). */
async function openAccount(auth: Auth, email: string, now: number): Promise<{ uid: string; createdAt: number }> {
  const known = unfinished.get(email);
  if (known) {
    const { user } = await signInWithEmailAndPassword(auth, email, known.password);
    return { uid: user.uid, createdAt: known.createdAt };
  }
  const password = generatePassword();
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  unfinished.set(email, { password, createdAt: now });
  return { uid: user.uid, createdAt: now };
}

async function step<T>(name: UnfinishedUserError['step'], action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new UnfinishedUserError(name, error);
  }
}

/**
 * A retry asked for Instrutor where the first attempt already saved an admin: there is no demotion
 * (the rules refuse it), and the success said after would be false.
 */
export class AdminKeptError extends Error {
  constructor() {
    super('the profile saved is an admin');
  }
}

/**
 * A retry finds the profile the interrupted attempt saved: what the admin corrected since (name,
 * CPF, phone, made admin) is written too, so the success said after is true.
 */
async function finishProfile(uid: string, form: UserForm, createdAt: number): Promise<void> {
  const stored = await step('profile', () => loadProfile(uid));
  if (!stored) return step('profile', () => createProfileByAdmin(uid, userFromForm(form, createdAt)));
  if (stored.role === 'admin' && form.role !== 'admin') throw new AdminKeptError();
  const patch = { ...contactFix(stored, form), ...(form.role !== stored.role ? { role: form.role } : {}) };
  if (Object.keys(patch).length > 0) await step('profile', () => updateUser(stored, patch));
}

/** Creates the account and its active profile, and sends the reset e-mail; returns the new uid. */
export async function createUserByAdmin(form: UserForm): Promise<string> {
  const email = userFromForm(form, 0).email;
  const { auth } = secondaryFirebase();
  try {
    const { uid, createdAt } = await openAccount(auth, email, Date.now());
    await finishProfile(uid, form, createdAt);
    await step('reset', () => sendPasswordResetEmail(auth, email));
    unfinished.delete(email);
    return uid;
  } finally {
    await signOut(auth).catch(() => undefined);
  }
}
