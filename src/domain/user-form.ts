// The Usuários registration form (SPEC 2.7): an admin creates a staff account.
import { z } from './z';
import { roles } from './enums';
import { isValidCpf } from './cpf';
import { looksLikeEmail, optionalPhone, requiredText, tooLong } from './form-fields';
import { limits } from './limits';
import { maskCpf, maskPhone } from './masks';
import { userSchema, type User } from './user';

export const userFormSchema = z.object({
  nome: requiredText('Informe o nome', limits.nome),
  // The issue asks for a valid CPF: it tells two people of the same name apart.
  cpf: z.string().trim().min(1, 'Informe o CPF').max(limits.cpf, 'CPF inválido').refine(isValidCpf, 'CPF inválido'),
  email: z
    .string()
    .trim()
    .min(1, 'Informe o email')
    .max(limits.email, tooLong(limits.email))
    .refine(looksLikeEmail, 'Email inválido'),
  telefone: optionalPhone,
  role: z.enum(roles, { error: 'Selecione o perfil' }),
});
export type UserForm = z.infer<typeof userFormSchema>;

/**
 * 'Editar' of a person with no CPF on file (the first admin, made by a script): their name or phone
 * is corrected without one; a CPF typed is still checked.
 */
export const userWithoutCpfSchema = userFormSchema.extend({
  cpf: z
    .string()
    .trim()
    .max(limits.cpf, 'CPF inválido')
    .refine((cpf) => cpf === '' || isValidCpf(cpf), 'CPF inválido'),
});

export const userFormDefaults: UserForm = { nome: '', cpf: '', email: '', telefone: '', role: 'instrutor' };

/** The profile written for an account an admin creates: active at once. */
export function userFromForm(form: UserForm, now: number): User {
  return userSchema.parse({
    nome: form.nome.trim(),
    cpf: maskCpf(form.cpf),
    telefone: maskPhone(form.telefone),
    email: form.email.trim().toLowerCase(),
    role: form.role,
    active: true,
    createdAt: now,
    // Set by the person's own session once they follow the e-mail to choose a password.
    emailVerified: false,
  });
}

/** An admin's correction of a user's name, CPF and phone: only the fields that changed. */
export function contactFix(
  user: Pick<User, 'nome' | 'cpf' | 'telefone'>,
  form: Pick<UserForm, 'nome' | 'cpf' | 'telefone'>,
): Partial<Pick<User, 'nome' | 'cpf' | 'telefone'>> {
  const typed = { nome: form.nome.trim(), cpf: maskCpf(form.cpf), telefone: maskPhone(form.telefone) };
  return Object.fromEntries(Object.entries(typed).filter(([key, value]) => user[key as keyof typeof typed] !== value));
}
