// Sessions for component tests (no Firebase: the context is provided directly).
import type { Session } from '../auth/session-context';
import type { UserRecord } from '../../data/users-repo';

const profile = (overrides: Partial<UserRecord>): UserRecord => ({
  id: 'uid-1',
  nome: 'Helena Duarte',
  cpf: '529.982.247-25',
  telefone: '(22) 99999-0000',
  email: 'helena@salus.test',
  role: 'instrutor',
  active: true,
  createdAt: 0,
  ...overrides,
});
const user = { uid: 'uid-1', email: 'helena@salus.test', displayName: null, emailVerified: true };

export const sessions = {
  loading: { status: 'loading' },
  signedOut: { status: 'signed-out', notice: null },
  pending: { status: 'pending', user, profile: profile({ active: 'pending' }), error: null },
  /** A sign-up that has not followed the verification link yet. */
  pendingUnverified: {
    status: 'pending',
    user: { ...user, emailVerified: false },
    profile: profile({ active: 'pending', emailVerified: false }),
    error: null,
  },
  instrutor: { status: 'active', user, profile: profile({}) },
  admin: { status: 'active', user, profile: profile({ role: 'admin' }) },
  /** Access revoked while in use: the session has ended, an open form stays until closed. */
  revoked: {
    status: 'revoked',
    notice: 'Seu acesso foi desativado. Fale com a administração do estúdio.',
    leave: () => undefined,
  },
} satisfies Record<string, Session>;
