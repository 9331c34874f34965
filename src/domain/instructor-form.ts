// The instructor form (SPEC 2.9): Dados pessoais, Endereço, Disciplinas.
import { z } from './z';
import { disciplines } from './enums';
import { addressFormShape, optionalEmail, optionalPhone, recordStamps, requiredText } from './form-fields';
import { emptyAddress } from './fields';
import type { Instructor } from './instructor';
import { limits } from './limits';

export const instructorFormSchema = z.object({
  nome: requiredText('Informe o nome', limits.nome),
  email: optionalEmail,
  telefone: optionalPhone,
  ...addressFormShape,
  disciplinas: z.array(z.enum(disciplines)).transform((list) => [...new Set(list)]),
  /** 'Conta de acesso': the staff login this instructor is, '' for none (admins choose it). */
  userId: z.string(),
});
export type InstructorFormValues = z.input<typeof instructorFormSchema>;
export type InstructorFormData = z.output<typeof instructorFormSchema>;

export const instructorFormDefaults: InstructorFormValues = {
  nome: '',
  email: '',
  telefone: '',
  ...emptyAddress,
  disciplinas: [],
  userId: '',
};

export function instructorToForm(instructor: Instructor): InstructorFormValues {
  const { active: _a, createdAt: _c, updatedAt: _u, deletedAt: _d, ...fields } = instructor;
  return { ...fields, disciplinas: [...fields.disciplinas] };
}

/** The document to write: a new instructor (active) or the edited `previous` one. */
export function instructorFromForm(data: InstructorFormData, now: number, previous?: Instructor): Instructor {
  return { ...data, ...recordStamps(now, previous) };
}
