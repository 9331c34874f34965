import { addSchedule, updateSchedule, type ScheduleRecord } from '../../../data/schedules-repo';
import { StrandedClasses } from '../../../domain/class-days';
import { scheduleFromForm, type ScheduleFormData } from '../../../domain/schedule-form';
import { failureMessage } from '../../ui/failure-message';

export const scheduleCreated = 'Agenda cadastrada com sucesso!';
export const scheduleUpdated = 'Agenda atualizada com sucesso!';
export const scheduleSaveFailed = 'Erro ao salvar agenda. Tente novamente.';

/** Why a save failed: the spec's message and the reason, or what to do first (StrandedClasses). */
export const scheduleSaveFailure = (error: unknown): string =>
  error instanceof StrandedClasses ? error.message : failureMessage(scheduleSaveFailed, error);

/**
 * A new schedule with its enrollments, or an edit of `base` (the version the form shows) that keeps
 * them in step (one batch each), expecting `version` on the server.
 */
export async function saveSchedule(
  data: ScheduleFormData,
  base: ScheduleRecord | null,
  version = base?.version,
): Promise<void> {
  const now = Date.now();
  if (base) await updateSchedule({ ...base, version: version ?? base.version }, scheduleFromForm(data, now, base));
  else await addSchedule(scheduleFromForm(data, now));
}
