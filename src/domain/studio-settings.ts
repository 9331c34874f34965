// settings/studio: what the studio decides once for everyone (admins only).
import { z } from './z';
import { authorshipShape } from './authorship';
import { DEFAULT_CREDIT_DAYS } from './credit';
import { instant } from './fields';

export const MAX_CREDIT_DAYS = 365;

export const studioSettingsSchema = z.strictObject({
  /** How many days a make-up credit is valid, counted from the class missed (issue 15: default 30). */
  creditDays: z
    .number()
    .int('Informe um número inteiro de dias.')
    .min(1, 'No mínimo 1 dia.')
    .max(MAX_CREDIT_DAYS, `No máximo ${MAX_CREDIT_DAYS} dias.`),
  createdAt: instant,
  updatedAt: instant,
});
export type StudioSettings = z.infer<typeof studioSettingsSchema>;
export const storedStudioSettingsSchema = studioSettingsSchema.extend(authorshipShape);

export const SETTINGS_ID = 'studio';

/** What applies while an admin has saved nothing. */
export const defaultSettings = { creditDays: DEFAULT_CREDIT_DAYS };
