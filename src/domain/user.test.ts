import { describe, expect, it } from 'vitest';
import { fieldErrors } from './test-helpers';
import {
  isActiveUser,
  signupFormDefaults,
  signupFormSchema,
  signupProfile,
  userSchema,
  userStatusLabel,
  type SignupForm,
} from './user';

const user = {
  nome: 'Ana Souza',
  cpf: '123.456.789-09',
  telefone: '(22) 99876-5432',
  email: 'ana@example.com',
  role: 'instrutor',
  active: 'pending',
  createdAt: 1718000000000,
};

describe('userSchema (stored document)', () => {
  it.each([
    ['pending instrutor', {}],
    ['active admin', { role: 'admin', active: true }],
    ['inactive', { active: false }],
    ['120-char name', { nome: 'a'.repeat(120) }],
    ['empty optional texts', { cpf: '', telefone: '', email: '' }],
  ])('accepts %s', (_case, patch) => {
    expect(userSchema.safeParse({ ...user, ...patch }).success).toBe(true);
  });

  it.each([
    ['empty name', { nome: '' }],
    ['121-char name', { nome: 'a'.repeat(121) }],
    ['unknown role', { role: 'owner' }],
    ['active as string', { active: 'true' }],
    ['long cpf', { cpf: '123.456.789-091' }],
    ['long phone', { telefone: '(22) 99876-54321' }],
    ['long email', { email: `${'a'.repeat(250)}@x.com` }],
    ['createdAt as date string', { createdAt: '2025-01-01' }],
    ['fractional createdAt', { createdAt: 1.5 }],
    ['missing role', { role: undefined }],
    ['an unknown key', { isAdmin: true }],
    ['createdAt past 2^53 - 1', { createdAt: 2 ** 53 }],
  ])('rejects %s', (_case, patch) => {
    expect(userSchema.safeParse({ ...user, ...patch }).success).toBe(false);
  });

  it.each([
    [true, 'Ativo', true],
    [false, 'Inativo', false],
    ['pending', 'Pendente', false],
  ] as const)('active %s → %s', (active, label, usable) => {
    expect(userStatusLabel(active)).toBe(label);
    expect(isActiveUser({ active })).toBe(usable);
  });
});

const signup: SignupForm = {
  nome: 'Ana Souza',
  cpf: '123.456.789-09',
  telefone: '(22) 99876-5432',
  email: 'Ana@Example.com',
  password: 'salus123',
  confirmPassword: 'salus123',
};

describe('signupFormSchema', () => {
  it('accepts a complete form', () => {
    expect(signupFormSchema.safeParse(signup).success).toBe(true);
  });

  it('flags every empty field with the spec message', () => {
    expect(fieldErrors(signupFormSchema.safeParse(signupFormDefaults))).toEqual({
      nome: 'Preencha todos os campos obrigatórios.',
      cpf: 'Preencha todos os campos obrigatórios.',
      telefone: 'Preencha todos os campos obrigatórios.',
      email: 'Preencha todos os campos obrigatórios.',
      password: 'Preencha todos os campos obrigatórios.',
      confirmPassword: 'Preencha todos os campos obrigatórios.',
    });
  });

  it.each([
    ['blank name', { nome: '   ' }, 'nome', 'Preencha todos os campos obrigatórios.'],
    ['passwords differ', { confirmPassword: 'salus124' }, 'confirmPassword', 'Senhas não conferem.'],
    [
      'short password',
      { password: 'abc', confirmPassword: 'abc' },
      'password',
      'A senha deve ter pelo menos 6 caracteres.',
    ],
    ['bad email', { email: 'ana@' }, 'email', 'Email inválido'],
    ['bad cpf', { cpf: '123.456.789-00' }, 'cpf', 'CPF inválido'],
    ['short phone', { telefone: '(22) 9987' }, 'telefone', 'Telefone inválido'],
  ])('%s', (_case, patch, field, message) => {
    expect(fieldErrors(signupFormSchema.safeParse({ ...signup, ...patch }))[field]).toBe(message);
  });

  it('reports a mismatch even when another field is empty', () => {
    const errors = fieldErrors(signupFormSchema.safeParse({ ...signup, nome: '', confirmPassword: 'x1x1x1' }));
    expect(errors).toMatchObject({
      nome: 'Preencha todos os campos obrigatórios.',
      confirmPassword: 'Senhas não conferem.',
    });
  });

  it('builds the pending instrutor profile, its e-mail not verified yet', () => {
    expect(signupProfile({ ...signup, cpf: '12345678909', telefone: '22998765432' }, 42)).toEqual({
      nome: 'Ana Souza',
      cpf: '123.456.789-09',
      telefone: '(22) 99876-5432',
      email: 'ana@example.com',
      role: 'instrutor',
      active: 'pending',
      createdAt: 42,
      emailVerified: false,
    });
  });
});
