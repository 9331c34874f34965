import { addSchedule, updateSchedule, type ScheduleRecord } from '../../../data/schedules-repo';
import { scheduleFromForm, type ScheduleFormData } from '../../../domain/schedule-form';

export const scheduleCreated = 'Agenda cadastrada com sucesso!';
export const scheduleUpdated = 'Agenda atualizada com sucesso!';
export const scheduleSaveFailed = 'Erro ao salvar agenda. Tente novamente.';

/** A new schedule with its enrollments, or an edit that keeps them in step (one batch each). */
export async function saveSchedule(data: ScheduleFormData, previous: ScheduleRecord | null): Promise<void> {
  const now = Date.now();
  if (previous) await updateSchedule(previous, scheduleFromForm(data, now, previous));
  else await addSchedule(scheduleFromForm(data, now));
}
