// The student/patient form (SPEC 2.8, 5). A factory, because "minor" depends on today's date.
import { z } from './z';
import { ageOn, todayIso } from './dates';
import { frequencias, paymentMethods } from './enums';
import {
  disciplineSelect,
  evenWithOtherErrors,
  addressFormShape,
  optionalDate,
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
import type { Student } from './student';

export const MINOR_REQUIRED = 'Obrigatório para menor';
export const ADULT_AGE = 18;

/** True when the birth date makes the student younger than 18 on `today`. */
export function isMinor(dataNascimento: unknown, today: string): boolean {
  if (typeof dataNascimento !== 'string') return false;
  const age = ageOn(dataNascimento, today);
  return age !== null && age < ADULT_AGE;
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

/** `today` is a São Paulo date 'YYYY-MM-DD'; it defaults to now. */
export function makeStudentFormSchema(today: string = todayIso()) {
  return z
    .object({
      nome: requiredText('Informe o nome', limits.nome),
      email: optionalEmail,
      telefone: optionalPhone,
      dataNascimento: optionalDate.refine((v) => v === '' || v <= today, 'Data no futuro'),
      documento: text(limits.documento),
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

/** Form values for editing a stored student (amounts as text, 0 shown empty). */
export function studentToForm(student: Student): StudentFormValues {
  const { active: _a, createdAt: _c, updatedAt: _u, deletedAt: _d, ...fields } = student;
  return {
    ...fields,
    valorMensalidade: formatMoneyInput(student.valorMensalidade),
    valorAulaAvulsa: formatMoneyInput(student.valorAulaAvulsa),
  };
}

/** The document to write: a new student (active) or the edited `previous` one. */
export function studentFromForm(data: StudentFormData, now: number, previous?: Student): Student {
  return { ...data, ...recordStamps(now, previous) };
}
