// The prontuário (issue 16): records/{studentId} — the anamnese — with its history, session notes
// (session-note.ts) and access log; careTeams/{studentId} — the instrutores an admin lets read it;
// recordAlerts/{studentId} — the restrictions and the team, for the alert icon (record-alert.ts).
// Health data is sensitive (LGPD art. 11): firestore.rules lets only active admins and the active
// members of the student's care team read any of it. Strict schemas: exactly what the rules accept.
import { z } from './z';
import { authorShape, authorshipShape } from './authorship';
import { distinct, docId, instant, isoDate, textOf } from './fields';
import { limits } from './limits';

/** The health checklist a Pilates studio asks about, in the order the form shows it. */
export const conditionKeys = [
  'hipertensao',
  'diabetes',
  'cardiopatia',
  'osteoporose',
  'herniaDeDisco',
  'lesoes',
  'cirurgiasRecentes',
  'gestacao',
  'labirintite',
  'artrose',
  'escoliose',
  'lombalgia',
  'fibromialgia',
  'respiratorios',
  'epilepsia',
] as const;
export type ConditionKey = (typeof conditionKeys)[number];

export const conditionLabels: Record<ConditionKey, string> = {
  hipertensao: 'Hipertensão',
  diabetes: 'Diabetes',
  cardiopatia: 'Cardiopatia',
  osteoporose: 'Osteoporose',
  herniaDeDisco: 'Hérnia de disco',
  lesoes: 'Lesões',
  cirurgiasRecentes: 'Cirurgias recentes',
  gestacao: 'Gestação',
  labirintite: 'Labirintite',
  artrose: 'Artrose / artrite',
  escoliose: 'Escoliose',
  lombalgia: 'Dor lombar crônica',
  fibromialgia: 'Fibromialgia',
  respiratorios: 'Problemas respiratórios (asma, DPOC)',
  epilepsia: 'Epilepsia / convulsões',
};

/** EVA (escala visual analógica): a whole number from 0 (no pain) to 10 (the worst imaginable). */
export const painScale = z
  .number()
  .int()
  .min(0)
  .max(10)
  .refine((v) => !Object.is(v, -0));

/**
 * The checklist as stored: the marked conditions only, each with its note (since when, which side, …;
 * '' when none). A condition not in the map is not marked.
 */
export const conditionsSchema = z.partialRecord(z.enum(conditionKeys), textOf(limits.conditionNote));
export type Conditions = z.infer<typeof conditionsSchema>;

/** The marked conditions, in the checklist's order, with their labels and notes. */
export function markedConditions(conditions: Conditions): { key: ConditionKey; label: string; nota: string }[] {
  return conditionKeys
    .filter((key) => conditions[key] !== undefined)
    .map((key) => ({ key, label: conditionLabels[key], nota: conditions[key] ?? '' }));
}

const recordText = textOf(limits.recordText);

/** records/{studentId}: the anamnese. Cannot exist without the date the student consented. */
export const healthRecordSchema = z.strictObject({
  queixaPrincipal: recordText,
  condicoes: conditionsSchema,
  medicamentos: recordText,
  /** Restrições e contraindicações: what the alert shows the instructor in class. */
  restricoes: recordText,
  objetivos: recordText,
  /** Nível de dor (EVA 0–10) at the anamnese. */
  dor: painScale,
  observacoes: recordText,
  /** The date of the anamnese ('YYYY-MM-DD'). */
  data: isoDate,
  /** The date the student signed the 'Termo de consentimento' (required: no record without it). */
  consentimento: isoDate,
  createdAt: instant,
  updatedAt: instant,
});
export type HealthRecord = z.infer<typeof healthRecordSchema>;

export const storedHealthRecordSchema = healthRecordSchema.extend(authorshipShape);
export type StoredHealthRecord = z.infer<typeof storedHealthRecordSchema>;

/** The record's own fields in the order the form, the history and the print show them. */
export const healthRecordKeys = [
  'data',
  'consentimento',
  'queixaPrincipal',
  'condicoes',
  'medicamentos',
  'restricoes',
  'objetivos',
  'dor',
  'observacoes',
] as const satisfies readonly (keyof HealthRecord)[];

export const healthRecordLabels: Record<(typeof healthRecordKeys)[number], string> = {
  data: 'Data da anamnese',
  consentimento: 'Data do consentimento',
  queixaPrincipal: 'Queixa principal',
  condicoes: 'Histórico de saúde',
  medicamentos: 'Medicamentos',
  restricoes: 'Restrições e contraindicações',
  objetivos: 'Objetivos',
  dor: 'Nível de dor (EVA 0–10)',
  observacoes: 'Observações',
};

/** careTeams/{studentId}: the instrutores (user uids) who may read the record. Admins only write it. */
export const careTeamSchema = z.strictObject({
  uids: z.array(docId).max(limits.careTeam).refine(distinct, 'Membros repetidos.'),
  createdAt: instant,
  updatedAt: instant,
});
export type CareTeam = z.infer<typeof careTeamSchema>;
export const storedCareTeamSchema = careTeamSchema.extend(authorshipShape);
export type StoredCareTeam = z.infer<typeof storedCareTeamSchema>;

/**
 * recordAlerts/{studentId}: the record's restrictions and its care team, as the rules derive them
 * (written only in the batch that writes the record or the team). Readable by the record's readers,
 * so a roll call asks for the alerts its reader may see with one query (equipe array-contains uid).
 */
export const recordAlertSchema = z.strictObject({
  equipe: careTeamSchema.shape.uids,
  restricoes: recordText,
});
export type RecordAlert = z.infer<typeof recordAlertSchema>;
export const storedRecordAlertSchema = recordAlertSchema.extend(authorShape);
export type StoredRecordAlert = z.infer<typeof storedRecordAlertSchema>;

/** What an access-log entry records: the record was opened on screen, or printed. */
export const accessActions = ['abriu', 'imprimiu'] as const;
export type AccessAction = (typeof accessActions)[number];

/** records/{id}/accessLog/{autoId}: who (updatedBy, updatedByName), when (writtenAt), what. Create-only. */
export const accessLogSchema = z.strictObject({ acao: z.enum(accessActions) });
export const storedAccessLogSchema = accessLogSchema.extend(authorShape);
export type StoredAccessLog = z.infer<typeof storedAccessLogSchema>;
