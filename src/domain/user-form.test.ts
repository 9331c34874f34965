import { describe, expect, it } from 'vitest';
import { fieldErrors } from './test-helpers';
import { userFormDefaults, userFormSchema, userFromForm } from './user-form';

const form = {
  nome: 'Bruno Lima',
  cpf: '529.982.247-25',
  email: 'bruno@example.com',
  telefone: '(22) 2645-1234',
  role: 'admin',
};

describe('userFormSchema', () => {
  it('accepts a full form and one with only name, CPF and email', () => {
    expect(userFormSchema.safeParse(form).success).toBe(true);
    expect(
      userFormSchema.safeParse({ ...userFormDefaults, nome: 'X', cpf: '52998224725', email: 'x@y.com' }).success,
    ).toBe(true);
  });

  it('defaults to the instrutor role', () => {
    expect(userFormDefaults.role).toBe('instrutor');
  });

  it.each([
    ['no name', { nome: '' }, 'nome', 'Informe o nome'],
    ['no email', { email: '' }, 'email', 'Informe o email'],
    ['bad email', { email: 'bruno' }, 'email', 'Email inválido'],
    ['no cpf', { cpf: ' ' }, 'cpf', 'Informe o CPF'],
    ['bad cpf', { cpf: '111.111.111-11' }, 'cpf', 'CPF inválido'],
    ['short cpf', { cpf: '529.982' }, 'cpf', 'CPF inválido'],
    ['bad phone', { telefone: '(22) 2645' }, 'telefone', 'Telefone inválido'],
    ['bad role', { role: 'root' }, 'role', 'Selecione o perfil'],
  ])('%s', (_case, patch, field, message) => {
    expect(fieldErrors(userFormSchema.safeParse({ ...form, ...patch }))[field]).toBe(message);
  });

  it('creates an active profile, its e-mail not verified yet', () => {
    const data = userFormSchema.parse({ ...form, nome: ' Bruno Lima ', email: 'Bruno@Example.com' });
    expect(userFromForm(data, 7)).toEqual({
      nome: 'Bruno Lima',
      cpf: '529.982.247-25',
      telefone: '(22) 2645-1234',
      email: 'bruno@example.com',
      role: 'admin',
      active: true,
      createdAt: 7,
      emailVerified: false,
    });
  });
});
