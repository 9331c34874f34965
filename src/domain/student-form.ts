// The student/patient form (SPEC 2.8, 5). A factory, because "minor" depends on today's date.
import { z } from './z';
import { ageOn, todayIso } from './dates';
import { frequencias, paymentMethods } from './enums';
import {
  disciplineSelect,
  evenWithOtherErrors,
  addressFormShape,
  optionalDate,
  optionalDocument,
  optionalEmail,
  optionalMoney,
  optionalPhone,
  optionalSelect,
  recordStamps,
  requiredText,
  text,
} from './form-fields';
import { dueDayPattern, emptyAddress } from './fields';
import { limits } from './limits';
import { formatMoneyInput } from './money';
import type { FullStudent } from './student-private';

export const MINOR_REQUIRED = 'Obrigatório para menor';
export const ADULT_AGE = 18;

/** True when the birth date makes the student younger than 18 on `today`. */
export function isMinor(dataNascimento: unknown, today: string): boolean {
  if (typeof dataNascimento !== 'string') return false;
  const age = ageOn(dataNascimento, today);
  return age !== null && age < ADULT_AGE;
}

/**
 * Represented by the guardian (who signs, consents and is charged): a minor on `today`, or a student
 * whose age is unknown (no birth date) with a guardian on file — a child registered without one.
 */
export function representedByGuardian(
  student: { dataNascimento: unknown; responsavel: string },
  today: string,
): boolean {
  if (isMinor(student.dataNascimento, today)) return true;
  const known = typeof student.dataNascimento === 'string' && ageOn(student.dataNascimento, today) !== null;
  return !known && student.responsavel.trim() !== '';
}

/** Refinement args: `field` must be filled when the student is a minor on `today`. */
function filledIfMinor(field: 'responsavel' | 'telefoneResponsavel', today: string) {
  const check = (v: Record<string, unknown>) => {
    const value = v[field];
    return !isMinor(v.dataNascimento, today) || (typeof value === 'string' && value.trim() !== '');
  };
  return [check, { message: MINOR_REQUIRED, path: [field], ...evenWithOtherErrors }] as [
    typeof check,
    { message: string; path: string[]; when: typeof evenWithOtherErrors.when },
  ];
}

/** The oldest age a birth date may give. */
const MAX_AGE = 120;
const yearsBefore = (iso: string, years: number) =>
  `${String(Number(iso.slice(0, 4)) - years).padStart(4, '0')}${iso.slice(4)}`;

/** `today` is a São Paulo date 'YYYY-MM-DD'; it defaults to now. */
export function makeStudentFormSchema(today: string = todayIso()) {
  return z
    .object({
      nome: requiredText('Informe o nome', limits.nome),
      email: optionalEmail,
      telefone: optionalPhone,
      dataNascimento: optionalDate
        .refine((v) => v === '' || v <= today, 'Data no futuro')
        // A year typed wrong (1800, 0198) is no one's age.
        .refine((v) => v === '' || v >= yearsBefore(today, MAX_AGE), 'Data muito antiga: confira o ano'),
      documento: optionalDocument,
      disciplina: disciplineSelect('Selecione a disciplina'),
      frequencia: optionalSelect(frequencias),
      valorMensalidade: optionalMoney,
      valorAulaAvulsa: optionalMoney,
      responsavel: text(),
      telefoneResponsavel: optionalPhone,
      ...addressFormShape,
      optinInstagram: z.boolean(),
      formaPagamento: optionalSelect(paymentMethods),
      dataVencimento: z.string().refine((v) => v === '' || dueDayPattern.test(v), 'Dia inválido (1 a 31)'),
    })
    .refine(...filledIfMinor('responsavel', today))
    .refine(...filledIfMinor('telefoneResponsavel', today));
}
export type StudentFormSchema = ReturnType<typeof makeStudentFormSchema>;
/** What the form holds (text fields as strings). */
export type StudentFormValues = z.input<StudentFormSchema>;
/** What a valid form gives on submit. */
export type StudentFormData = z.output<StudentFormSchema>;

export const studentFormDefaults: StudentFormValues = {
  nome: '',
  email: '',
  telefone: '',
  dataNascimento: '',
  documento: '',
  disciplina: '',
  frequencia: '',
  valorMensalidade: '',
  valorAulaAvulsa: '',
  responsavel: '',
  telefoneResponsavel: '',
  ...emptyAddress,
  optinInstagram: false,
  formaPagamento: '',
  dataVencimento: '',
};

/**
 * Form values for editing a stored student with its private part (amounts as text, 0 shown empty).
 * A form without access to the private part (an instrutor's) holds it empty and never writes it.
 */
export function studentToForm(student: FullStudent): StudentFormValues {
  const { active: _a, createdAt: _c, updatedAt: _u, deletedAt: _d, ...fields } = student;
  return {
    ...fields,
    valorMensalidade: formatMoneyInput(student.valorMensalidade),
    valorAulaAvulsa: formatMoneyInput(student.valorAulaAvulsa),
  };
}

/** The whole student to write (split by splitStudent): a new one (active) or the edited `previous` one. */
export function studentFromForm(
  data: StudentFormData,
  now: number,
  previous?: Pick<FullStudent, 'active' | 'createdAt' | 'deletedAt'>,
): FullStudent {
  return { ...data, ...recordStamps(now, previous) };
}
