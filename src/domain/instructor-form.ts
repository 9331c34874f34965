// The instructor form (SPEC 2.9): Dados pessoais, Endereço, Disciplinas.
import { z } from './z';
import { disciplines } from './enums';
import { addressFormShape, optionalEmail, optionalPhone, recordStamps, requiredText } from './form-fields';
import { emptyAddress } from './fields';
import type { FullInstructor } from './instructor-private';
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

/** Form values for a stored instructor with its address (empty for a form that may not see it). */
export function instructorToForm(instructor: FullInstructor): InstructorFormValues {
  const { active: _a, createdAt: _c, updatedAt: _u, deletedAt: _d, ...fields } = instructor;
  return { ...fields, disciplinas: [...fields.disciplinas] };
}

/** The whole instructor to write (split by splitInstructor): a new one (active) or the edited `previous` one. */
export function instructorFromForm(
  data: InstructorFormData,
  now: number,
  previous?: Pick<FullInstructor, 'active' | 'createdAt' | 'deletedAt'>,
): FullInstructor {
  return { ...data, ...recordStamps(now, previous) };
}
