import { addSchedule, updateSchedule, type ScheduleRecord } from '../../../data/schedules-repo';
import { scheduleFromForm, type ScheduleFormData } from '../../../domain/schedule-form';

export const scheduleCreated = 'Agenda cadastrada com sucesso!';
export const scheduleUpdated = 'Agenda atualizada com sucesso!';
export const scheduleSaveFailed = 'Erro ao salvar agenda. Tente novamente.';

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
