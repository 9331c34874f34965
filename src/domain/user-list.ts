// The Usuários table: who waits for approval comes first, then everyone by name; and which of
// Ativar / Revogar / Tornar admin each row offers (SPEC 2.7, 4; DESIGN.md "Approval").
import { byName } from './search';
import type { UserWithId } from './user';

type Listed = Pick<UserWithId, 'id' | 'nome' | 'role' | 'active'>;

/** Pending users first (they need an admin), then all by name as a Brazilian reader expects. */
export function usersForTable<T extends Listed>(users: readonly T[]): T[] {
  const pendingFirst = (user: T) => (user.active === 'pending' ? 0 : 1);
  return [...users].sort((a, b) => pendingFirst(a) - pendingFirst(b) || byName.compare(a.nome, b.nome));
}

/** How many self-registered users wait for approval. */
export const countPending = (users: readonly Pick<Listed, 'active'>[]): number =>
  users.filter((user) => user.active === 'pending').length;

export type UserAction = 'ativar' | 'revogar' | 'tornar-admin';

/**
 * The row's actions. Ativar for anyone without access (it approves a pending user); Revogar for
 * anyone who has access or waits for it; Tornar admin for non-admins (there is no demotion). The
 * admin's own row offers nothing: nobody revokes themselves (the rules refuse it too).
 */
export function userActions(user: Listed, selfId: string): UserAction[] {
  if (user.id === selfId) return [];
  const actions: UserAction[] = [];
  if (user.active !== true) actions.push('ativar');
  if (user.active !== false) actions.push('revogar');
  if (user.role !== 'admin') actions.push('tornar-admin');
  return actions;
}
