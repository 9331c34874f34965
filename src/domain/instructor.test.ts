import { describe, expect, it } from 'vitest';
import { instructorFormDefaults, instructorFormSchema, instructorFromForm, instructorToForm } from './instructor-form';
import { instructorSchema } from './instructor';
import { fieldErrors, sampleInstructor } from './test-helpers';

describe('instructorSchema (stored document)', () => {
  it.each([
    ['a full instructor', {}],
    ['no disciplines and no address', { disciplinas: [], cep: '', logradouro: '', estado: '' }],
    ['an inactive instructor', { active: false, deletedAt: 1718000005000 }],
  ])('accepts %s', (_case, patch) => {
    expect(instructorSchema.safeParse({ ...sampleInstructor, ...patch }).success).toBe(true);
  });

  it.each([
    ['empty name', { nome: '' }],
    ['unknown discipline', { disciplinas: ['pilates', 'zumba'] }],
    ['disciplines as text', { disciplinas: 'pilates' }],
    ['long bairro', { bairro: 'x'.repeat(121) }],
    ['long estado', { estado: 'RJ.' }],
    ['deletedAt as text', { deletedAt: 'ontem' }],
    ['a repeated discipline', { disciplinas: ['yoga', 'yoga'] }],
    ['an unknown key', { salario: 5000 }],
    ['updatedAt missing', { updatedAt: undefined }],
  ])('rejects %s', (_case, patch) => {
    expect(instructorSchema.safeParse({ ...sampleInstructor, ...patch }).success).toBe(false);
  });
});

describe('instructorFormSchema', () => {
  it('needs only a name', () => {
    expect(fieldErrors(instructorFormSchema.safeParse(instructorFormDefaults))).toEqual({ nome: 'Informe o nome' });
    expect(instructorFormSchema.safeParse({ ...instructorFormDefaults, nome: 'Rafael' }).success).toBe(true);
  });

  it.each([
    ['bad email', { email: 'rafael.example.com' }, 'email', 'Email inválido'],
    ['short CEP', { cep: '28909-17' }, 'cep', 'CEP inválido'],
    ['long CEP', { cep: '289091700' }, 'cep', 'CEP inválido'],
    ['bad phone', { telefone: '99812' }, 'telefone', 'Telefone inválido'],
  ])('%s', (_case, patch, field, message) => {
    expect(
      fieldErrors(instructorFormSchema.safeParse({ ...instructorToForm(sampleInstructor), ...patch }))[field],
    ).toBe(message);
  });

  it('round-trips and drops repeated disciplines', () => {
    const data = instructorFormSchema.parse({
      ...instructorToForm(sampleInstructor),
      disciplinas: ['pilates', 'yoga', 'pilates'],
    });
    expect(instructorFromForm(data, 1718000009000, sampleInstructor)).toEqual({
      ...sampleInstructor,
      updatedAt: 1718000009000,
    });
  });

  it('creates an active instructor', () => {
    const data = instructorFormSchema.parse({ ...instructorFormDefaults, nome: 'Lia', disciplinas: ['reiki'] });
    const created = instructorFromForm(data, 3);
    expect(created).toMatchObject({
      nome: 'Lia',
      disciplinas: ['reiki'],
      active: true,
      createdAt: 3,
      updatedAt: 3,
      deletedAt: null,
    });
    expect(instructorSchema.safeParse(created).success).toBe(true);
  });
});
