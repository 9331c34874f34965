// users/{uid}/changes/{id}: who created, approved, revoked, promoted or corrected a staff profile, and
// when — one entry per admin write, in the same batch (the rules require it). Never changed or deleted.
import { z } from './z';
import { authorShape } from './authorship';
import { roles } from './enums';
import type { User } from './user';

export const userChangeActions = ['criar', 'ativar', 'revogar', 'tornar-admin', 'editar'] as const;
export type UserChangeAction = (typeof userChangeActions)[number];

export const userChangeSchema = z.strictObject({
  action: z.enum(userChangeActions),
  /** The profile's role and status after the change. */
  role: z.enum(roles),
  active: z.union([z.boolean(), z.literal('pending')]),
  ...authorShape,
});
export type UserChange = z.infer<typeof userChangeSchema>;

export const userChangeLabels: Record<UserChangeAction, string> = {
  criar: 'Cadastro criado',
  ativar: 'Ativado',
  revogar: 'Acesso revogado',
  'tornar-admin': 'Promovido a admin',
  editar: 'Dados corrigidos',
};

/** What an admin's patch of a profile is, as the log names it. */
export function changeActionOf(patch: Partial<Pick<User, 'role' | 'active'>>): UserChangeAction {
  if (patch.active === true) return 'ativar';
  if (patch.active === false) return 'revogar';
  if (patch.role === 'admin') return 'tornar-admin';
  return 'editar';
}

/**
 * How the log names an entry, given the status before it (`before`: the previous entry's, undefined
 * for the first): Ativar or Revogar of a sign-up awaiting approval is its approval or refusal. A
 * self sign-up writes no entry, so a first entry other than 'criar' acts on one (a profile from
 * before the log has its 'criar' from the migration, scripts/migrations.ts; create-admin.ts writes one).
 */
export function userChangeLabel(action: UserChangeAction, before: UserChange['active'] | undefined): string {
  const signUp = before === undefined || before === 'pending';
  if (signUp && action === 'ativar') return 'Cadastro aprovado';
  if (signUp && action === 'revogar') return 'Cadastro recusado';
  return userChangeLabels[action];
}
