import { describe, expect, it } from 'vitest';
import { instructorFormDefaults, instructorFormSchema, instructorFromForm, instructorToForm } from './instructor-form';
import { instructorSchema } from './instructor';
import { instructorPrivateSchema, joinInstructor, splitInstructor } from './instructor-private';
import { fieldErrors, sampleInstructor, sampleInstructorPrivate } from './test-helpers';

const fullInstructor = joinInstructor(sampleInstructor, sampleInstructorPrivate);

describe('instructorSchema (stored document)', () => {
  it.each([
    ['a full instructor', {}],
    ['no disciplines', { disciplinas: [] }],
    ['an inactive instructor', { active: false, deletedAt: 1718000005000 }],
  ])('accepts %s', (_case, patch) => {
    expect(instructorSchema.safeParse({ ...sampleInstructor, ...patch }).success).toBe(true);
  });

  it.each([
    ['empty name', { nome: '' }],
    ['unknown discipline', { disciplinas: ['pilates', 'zumba'] }],
    ['disciplines as text', { disciplinas: 'pilates' }],
    // The home address lives in instructorPrivate (instructor-private.ts), never here.
    ['an address', { bairro: 'Centro' }],
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
    expect(fieldErrors(instructorFormSchema.safeParse({ ...instructorToForm(fullInstructor), ...patch }))[field]).toBe(
      message,
    );
  });

  it('round-trips and drops repeated disciplines', () => {
    const data = instructorFormSchema.parse({
      ...instructorToForm(fullInstructor),
      disciplinas: ['pilates', 'yoga', 'pilates'],
    });
    const next = instructorFromForm(data, 1718000009000, sampleInstructor);
    expect(next).toEqual({ ...fullInstructor, updatedAt: 1718000009000 });
    expect(splitInstructor(next)).toEqual({
      instructor: { ...sampleInstructor, updatedAt: 1718000009000 },
      details: { ...sampleInstructorPrivate, updatedAt: 1718000009000 },
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
    const { instructor, details } = splitInstructor(created);
    expect(instructorSchema.safeParse(instructor).success).toBe(true);
    expect(instructorPrivateSchema.safeParse(details).success).toBe(true);
  });
});

describe('instructorPrivateSchema (stored document)', () => {
  it.each([
    ['a full address', {}],
    ['no address', { cep: '', logradouro: '', numero: '', bairro: '', cidade: '', estado: '' }],
  ])('accepts %s', (_case, patch) => {
    expect(instructorPrivateSchema.safeParse({ ...sampleInstructorPrivate, ...patch }).success).toBe(true);
  });

  it.each([
    ['long bairro', { bairro: 'x'.repeat(121) }],
    ['long estado', { estado: 'RJ.' }],
    ['an instructor field', { nome: 'Rafael' }],
    ['updatedAt missing', { updatedAt: undefined }],
  ])('rejects %s', (_case, patch) => {
    expect(instructorPrivateSchema.safeParse({ ...sampleInstructorPrivate, ...patch }).success).toBe(false);
  });

  it('an instructor without a private document has no address on file', () => {
    expect(joinInstructor(sampleInstructor, null)).toMatchObject({ cep: '', logradouro: '', cidade: '' });
  });
});
