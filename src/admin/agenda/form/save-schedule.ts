import type { EnrolledBookings } from '../../../data/enrolled-bookings';
import { addSchedule, updateSchedule, type ScheduleRecord } from '../../../data/schedules-repo';
import { ownFields } from '../../../domain/authorship';
import { StrandedClasses } from '../../../domain/class-days';
import { changedValues } from '../../../domain/record-history';
import { mergeStudentIds } from '../../../domain/schedule';
import { scheduleFromForm, type ScheduleFormData } from '../../../domain/schedule-form';
import { failureMessage } from '../../ui/failure-message';

export const scheduleCreated = 'Agenda cadastrada com sucesso!';
export const scheduleUpdated = 'Agenda atualizada com sucesso!';
export const scheduleSaveFailed = 'Erro ao salvar agenda. Tente novamente.';

/** Why a save failed: the spec's message and the reason, or what to do first (StrandedClasses). */
export const scheduleSaveFailure = (error: unknown): string =>
  error instanceof StrandedClasses ? error.message : failureMessage(scheduleSaveFailed, error);

export const scheduleNotChanged = 'Nenhuma alteração a salvar: a agenda continua como estava.';

const names = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** Said after the save when a student enrolled keeps a make-up booked in this class (schedules-repo). */
export const bookingsKeptWarning = (people: readonly string[]): string =>
  people.length === 1
    ? `A reposição já agendada nesta aula de ${names.format(people)} não pôde ser devolvida: ` +
      "cancele-a na chamada da aula, em 'Cancelar reposição', para o crédito voltar."
    : `As reposições já agendadas nesta aula de ${names.format(people)} não puderam ser devolvidas: ` +
      "cancele-as na chamada da aula, em 'Cancelar reposição', para os créditos voltarem.";

/** Said after a save offline that enrolled students: a make-up they booked here stays. */
export const bookingsUncheckedWarning = (people: readonly string[]): string =>
  `Sem conexão, não foi possível conferir se ${names.format(people)} ${people.length === 1 ? 'tem' : 'têm'} ` +
  "reposição agendada nesta aula: se houver, cancele-a na chamada da aula, em 'Cancelar reposição', para o " +
  'crédito voltar.';

/**
 * A new schedule with its enrollments, or an edit of `base` (the version the form shows) that keeps
 * them in step (one batch each), expecting `version` on the server. On 'Manter o meu', `theirs` is
 * the version saved elsewhere meanwhile: what this form changed from `base` is laid over it (of the
 * students, only those it added and took out: mergeStudentIds), and the enrollments follow from its
 * students and status — not from the older `base`, which would enroll again a student taken out
 * meanwhile (refused by the rules, on every retry) or a deactivated class.
 * Resolves with what became of the make-ups the students it enrolled had booked in this class
 * (bookingsKeptWarning, bookingsUncheckedWarning), or false when it changed nothing (nothing written).
 */
export async function saveSchedule(
  data: ScheduleFormData,
  base: ScheduleRecord | null,
  version = base?.version,
  theirs?: ScheduleRecord | null,
): Promise<EnrolledBookings | false> {
  const now = Date.now();
  if (!base) {
    await addSchedule(scheduleFromForm(data, now));
    return { kept: [], unchecked: [] };
  }
  const mine = scheduleFromForm(data, now, base);
  if (!theirs) return updateSchedule({ ...base, version: version ?? base.version }, mine);
  const { updatedAt: _u, ...changed } = changedValues(ownFields(mine), ownFields(base));
  const students = changed.studentIds && mergeStudentIds(base.studentIds, mine.studentIds, theirs.studentIds);
  return updateSchedule(theirs, {
    ...ownFields(theirs),
    ...changed,
    ...(students && { studentIds: students }),
    updatedAt: now,
  });
}
