// The forms of the prontuário (issue 16): the anamnese (the checklist as one checkbox and note per
// condition) and a session note, with the spec-style messages shown beside the fields.
import { z } from './z';
import { isIsoDate, todayIso } from './dates';
import { fitsIn } from './fields';
import { inThisCentury, YEAR_TYPO_MESSAGE } from './form-fields';
import {
  conditionKeys,
  type ConditionKey,
  type Conditions,
  type HealthRecord,
  type StoredHealthRecord,
} from './health-record';
import { limits } from './limits';
import type { StoredSessionNote } from './session-note';

const longText = z.string().refine(fitsIn(limits.recordText), `Use no máximo ${limits.recordText} caracteres.`);
// A date that has come (São Paulo), in this century: a record or a session is never dated ahead, nor
// in the year 225 (a year typed wrong either way).
const date = (message: string) =>
  z
    .string()
    .refine(isIsoDate, message)
    .refine((v) => !isIsoDate(v) || v <= todayIso(), 'Data no futuro')
    .refine((v) => !isIsoDate(v) || inThisCentury(v), YEAR_TYPO_MESSAGE);
const pain = z.number().int().min(0, 'Escolha de 0 a 10.').max(10, 'Escolha de 0 a 10.');

const conditionField = z.object({
  marcada: z.boolean(),
  nota: z.string().refine(fitsIn(limits.conditionNote), `Use no máximo ${limits.conditionNote} caracteres.`),
});

export const anamneseFormSchema = z
  .object({
    data: date('Informe a data da anamnese.'),
    consentimento: date('Informe a data em que o termo de consentimento foi assinado.'),
    queixaPrincipal: longText,
    condicoes: z.object(
      Object.fromEntries(conditionKeys.map((key) => [key, conditionField])) as Record<
        ConditionKey,
        typeof conditionField
      >,
    ),
    medicamentos: longText,
    restricoes: longText,
    objetivos: longText,
    dor: pain,
    observacoes: longText,
  })
  // No record before its consent: the term is signed on the anamnese's day or earlier.
  .refine((f) => !isIsoDate(f.data) || !isIsoDate(f.consentimento) || f.consentimento <= f.data, {
    message: 'A data do consentimento não pode ser depois da data da anamnese.',
    path: ['consentimento'],
  });
export type AnamneseForm = z.infer<typeof anamneseFormSchema>;
export type AnamneseFields = Omit<HealthRecord, 'createdAt' | 'updatedAt'>;

/** The form of a record (or of a new one, dated `today`). */
export function anamneseToForm(record: StoredHealthRecord | null, today: string): AnamneseForm {
  const condicoes = Object.fromEntries(
    conditionKeys.map((key) => {
      const nota = record?.condicoes[key];
      return [key, { marcada: nota !== undefined, nota: nota ?? '' }];
    }),
  ) as AnamneseForm['condicoes'];
  return {
    data: record?.data ?? today,
    consentimento: record?.consentimento ?? '',
    queixaPrincipal: record?.queixaPrincipal ?? '',
    condicoes,
    medicamentos: record?.medicamentos ?? '',
    restricoes: record?.restricoes ?? '',
    objetivos: record?.objetivos ?? '',
    dor: record?.dor ?? 0,
    observacoes: record?.observacoes ?? '',
  };
}

/** What the form saves: the marked conditions only (a note without its box is not kept). */
export function anamneseFromForm(form: AnamneseForm): AnamneseFields {
  const condicoes: Conditions = {};
  for (const key of conditionKeys) if (form.condicoes[key].marcada) condicoes[key] = form.condicoes[key].nota.trim();
  return { ...form, condicoes, restricoes: form.restricoes.trim() };
}

export const noteFormSchema = z.object({
  data: date('Informe a data da sessão.'),
  conduta: z
    .string()
    .refine((v) => v.trim() !== '', 'Descreva o que foi feito na sessão.')
    .refine(fitsIn(limits.recordText), `Use no máximo ${limits.recordText} caracteres.`),
  resposta: longText,
  dor: pain,
});
export type NoteForm = z.infer<typeof noteFormSchema>;

export const noteToForm = (
  note: Pick<StoredSessionNote, 'data' | 'conduta' | 'resposta' | 'dor'> | null,
  today: string,
): NoteForm =>
  note
    ? { data: note.data, conduta: note.conduta, resposta: note.resposta, dor: note.dor }
    : { data: today, conduta: '', resposta: '', dor: 0 };
