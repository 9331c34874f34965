// users/{uid}: the staff profile, keyed by the authentication account id.
import { z } from './z';
import { roles } from './enums';
import { isValidCpf } from './cpf';
import { cpf, docId, email, instant, nome, phone } from './fields';
import { evenWithOtherErrors, looksLikeEmail, requiredText, tooLong } from './form-fields';
import { limits } from './limits';
import { isCompletePhone, maskCpf, maskPhone } from './masks';

export const userActiveValues = [true, false, 'pending'] as const;

// Strict: every key present and no other, exactly what firestore.rules accepts (DESIGN.md).
export const userSchema = z.strictObject({
  nome,
  cpf,
  telefone: phone,
  email,
  role: z.enum(roles),
  /** true, false (revoked) or 'pending' (self-registered, waiting for approval). */
  active: z.union([z.boolean(), z.literal('pending')]),
  createdAt: instant,
  /**
   * Whether Auth has verified the account's e-mail, as the person's own session recorded it (the
   * rules take it only from a token that says so). Absent on profiles from before it existed.
   */
  emailVerified: z.boolean().optional(),
  /**
   * The entry of users/{uid}/changes the last admin write made (user-change.ts): absent on a sign-up
   * and on profiles from before the log.
   */
  lastChange: docId.optional(),
  /**
   * The name an admin's last correction of an active profile replaced, and when (the server's time):
   * saves this person queued offline before it carry that name, and the rules take it for 7 days
   * (firestore.rules isNameJustReplaced).
   */
  nomeAnterior: nome.optional(),
  renomeadoEm: instant.optional(),
});
export type User = z.infer<typeof userSchema>;
export type UserActive = User['active'];

/** A user document with its id (the auth uid). */
export type UserWithId = User & { id: string };

/** Status shown in the Usuários table. */
export function userStatusLabel(active: UserActive): 'Pendente' | 'Ativo' | 'Inativo' {
  if (active === 'pending') return 'Pendente';
  return active ? 'Ativo' : 'Inativo';
}

/** Whether the person proved the profile's e-mail is theirs (Usuários; approving a sign-up). */
export const hasVerifiedEmail = (user: Pick<User, 'emailVerified'>): boolean => user.emailVerified === true;

/** Whether the profile may use the studio's data (DESIGN.md: only active === true). */
export function isActiveUser(user: Pick<User, 'active'> | null | undefined): boolean {
  return user?.active === true;
}

// ── Signup form (SPEC 2.4, 5, 8) ────────────────────────────────────────────────────────────────

export const SIGNUP_REQUIRED = 'Preencha todos os campos obrigatórios.';
export const PASSWORD_MIN_LENGTH = 6; // the identity provider's minimum

/** Who signs up: asked again of an account whose sign-up stopped before its profile was saved. */
export const signupPersonSchema = z.object({
  nome: requiredText(SIGNUP_REQUIRED, limits.nome),
  cpf: z.string().trim().min(1, SIGNUP_REQUIRED).refine(isValidCpf, 'CPF inválido'),
  telefone: z.string().trim().min(1, SIGNUP_REQUIRED).refine(isCompletePhone, 'Telefone inválido'),
});
export type SignupPerson = z.infer<typeof signupPersonSchema>;

export const signupFormSchema = signupPersonSchema
  .extend({
    email: z
      .string()
      .trim()
      .min(1, SIGNUP_REQUIRED)
      .max(limits.email, tooLong(limits.email))
      .refine(looksLikeEmail, 'Email inválido'),
    password: z
      .string()
      .min(1, SIGNUP_REQUIRED)
      .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`),
    confirmPassword: z.string().min(1, SIGNUP_REQUIRED),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    message: 'Senhas não conferem.',
    path: ['confirmPassword'],
    ...evenWithOtherErrors,
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

export const signupFormDefaults: SignupForm = {
  nome: '',
  cpf: '',
  telefone: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The profile a self-registered user gets: instrutor, waiting for approval (SPEC 4). */
export function signupProfile(form: SignupPerson & Pick<SignupForm, 'email'>, now: number): User {
  return userSchema.parse({
    nome: form.nome.trim(),
    cpf: maskCpf(form.cpf),
    telefone: maskPhone(form.telefone),
    email: form.email.trim().toLowerCase(),
    role: 'instrutor',
    active: 'pending',
    createdAt: now,
    emailVerified: false,
  });
}
