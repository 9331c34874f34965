import { describe, expect, it } from 'vitest';
import { countPending, userActions, usersForTable } from './user-list';
import type { UserWithId } from './user';

const person = (id: string, nome: string, active: UserWithId['active'], role: UserWithId['role'] = 'instrutor') => ({
  id,
  nome,
  active,
  role,
});

describe('usersForTable', () => {
  it('puts pending users first, each group by name with accents beside their letters', () => {
    const users = [
      person('1', 'Zélia', true),
      person('2', 'Óscar', 'pending'),
      person('3', 'ana', false),
      person('4', 'Álvaro', true, 'admin'),
      person('5', 'Bruna', 'pending'),
    ];
    expect(usersForTable(users).map((u) => u.nome)).toEqual(['Bruna', 'Óscar', 'Álvaro', 'ana', 'Zélia']);
    expect(users[0]?.nome).toBe('Zélia'); // the input is left as it was
  });
});

describe('countPending', () => {
  it('counts only the users waiting for approval', () => {
    expect(countPending([person('1', 'A', 'pending'), person('2', 'B', false), person('3', 'C', true)])).toBe(1);
    expect(countPending([])).toBe(0);
  });
});

describe('userActions', () => {
  it.each<[string, ReturnType<typeof person>, string[]]>([
    ['a pending instrutor', person('x', 'P', 'pending'), ['ativar', 'revogar', 'tornar-admin']],
    ['an active instrutor', person('x', 'I', true), ['revogar', 'tornar-admin']],
    ['an inactive instrutor', person('x', 'N', false), ['ativar', 'tornar-admin']],
    ['another active admin', person('x', 'A', true, 'admin'), ['revogar']],
    ['a revoked admin', person('x', 'R', false, 'admin'), ['ativar']],
    ['the admin themselves', person('me', 'Eu', true, 'admin'), []],
  ])('%s', (_name, user, expected) => {
    expect(userActions(user, 'me')).toEqual(expected);
  });
});
