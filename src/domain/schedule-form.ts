// The "Nova agenda" form (SPEC 2.6, 5). Keys are in the order the spec checks them, so the first
// issue zod reports is the alert to show.
import { z } from './z';
import { disciplineSelect, evenWithOtherErrors, optionalCenturyDate, YEAR_TYPO_MESSAGE } from './form-fields';
import { addDaysIso, isIsoDate, weekdayOf } from './dates';
import { timePattern } from './fields';
import { limits } from './limits';
import { DEFAULT_END_TIME, DEFAULT_START_TIME, minutesOf, type Schedule } from './schedule';

export const scheduleMessages = {
  instructor: 'Por favor, selecione um instrutor.',
  students: 'Por favor, selecione pelo menos um aluno/paciente.',
  discipline: 'Por favor, selecione uma disciplina.',
  days: 'Por favor, selecione pelo menos um dia da semana.',
  tooManyStudents: `Selecione no máximo ${limits.studentIds} alunos.`,
  time: 'Horário inválido',
  endBeforeStart: 'O horário final deve ser depois do inicial.',
  endDateBeforeStart: 'A data final deve ser igual ou posterior à inicial.',
  noClassInRange: 'Nenhum dos dias escolhidos cai entre a data inicial e a final: confira os dias e as datas.',
  yearTypo: YEAR_TYPO_MESSAGE,
} as const;

const time = z.string().regex(timePattern, scheduleMessages.time);

/** Whether a weekday of `days` falls between two dates (a week or more holds every weekday). */
function holdsAClass(days: readonly number[], from: string, to: string): boolean {
  for (let date = from, n = 0; date <= to && n < 7; date = addDaysIso(date, 1), n += 1)
    if (days.includes(weekdayOf(date))) return true;
  return false;
}

export const scheduleFormSchema = z
  .object({
    instructorId: z.string().min(1, scheduleMessages.instructor),
    studentIds: z
      .array(z.string().min(1))
      .min(1, scheduleMessages.students)
      .max(limits.studentIds, scheduleMessages.tooManyStudents)
      .transform((ids) => [...new Set(ids)]),
    discipline: disciplineSelect(scheduleMessages.discipline),
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, scheduleMessages.days)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    startTime: time,
    endTime: time,
    startDate: optionalCenturyDate,
    endDate: optionalCenturyDate,
  })
  .refine(
    (v) =>
      typeof v.startTime !== 'string' ||
      typeof v.endTime !== 'string' ||
      !timePattern.test(v.startTime) ||
      !timePattern.test(v.endTime) ||
      minutesOf(v.endTime) > minutesOf(v.startTime),
    { message: scheduleMessages.endBeforeStart, path: ['endTime'], ...evenWithOtherErrors },
  )
  // Only between two dates: one the browser cannot read says so beside itself.
  .refine(
    (v) => {
      const [from, to] = [v.startDate ?? '', v.endDate ?? ''];
      return !isIsoDate(from) || !isIsoDate(to) || to >= from;
    },
    { message: scheduleMessages.endDateBeforeStart, path: ['endDate'], ...evenWithOtherErrors },
  )
  // Saved, such a class would never show anywhere.
  .refine(
    ({ days, startDate, endDate }) => {
      const [from, to] = [startDate ?? '', endDate ?? ''];
      if (!Array.isArray(days) || days.length === 0 || !isIsoDate(from) || !isIsoDate(to) || to < from) return true;
      return holdsAClass(days, from, to);
    },
    { message: scheduleMessages.noClassInRange, path: ['endDate'], ...evenWithOtherErrors },
  );
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;
export type ScheduleFormData = z.output<typeof scheduleFormSchema>;

export const scheduleFormDefaults: ScheduleFormValues = {
  instructorId: '',
  studentIds: [],
  discipline: '',
  days: [],
  startTime: DEFAULT_START_TIME,
  endTime: DEFAULT_END_TIME,
  startDate: '',
  endDate: '',
};

/** The first message to alert, or null when the form is valid (SPEC 5: one alert at a time). */
export function firstScheduleError(values: ScheduleFormValues): string | null {
  const result = scheduleFormSchema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function scheduleToForm(schedule: Schedule): ScheduleFormValues {
  return {
    instructorId: schedule.instructorId,
    studentIds: [...schedule.studentIds],
    discipline: schedule.discipline,
    days: [...schedule.days],
    startTime: schedule.startTime,
    endTime: schedule.endTime,
    startDate: schedule.startDate ?? '',
    endDate: schedule.endDate ?? '',
  };
}

/** The document to write: a new schedule (active, SPEC 3) or the edited `previous` one. */
export function scheduleFromForm(data: ScheduleFormData, now: number, previous?: Schedule): Schedule {
  return {
    ...data,
    startDate: data.startDate || null,
    endDate: data.endDate || null,
    active: previous?.active ?? true,
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}
