// Warnings of the schedule form (issue 10) and of 'Remarcar': they never block a save, they tell the
// staff what the studio's contract or the instructor's and students' other classes say about it.
import { addDaysIso, formatDateBR, todayIso } from './dates';
import { studioInstant } from './studio-clock';
import { disciplineLabel, weekdayNames } from './enums';
import { expectedCount } from './make-up';
import { CLASS_SIZE, heldOn, type Occurrence } from './occurrence';
import { datesBetween, occursOn } from './occurrences';
import { isTimeSlot, minutesOf, type Schedule } from './schedule';
import { classesAtTheTime, overlappingClasses } from './schedule-overlap';

interface Draft {
  instructorId: string;
  studentIds: readonly string[];
  days: readonly number[];
  startTime: string;
  endTime: string;
  /** '' or null: open. */
  startDate: string | null;
  endDate: string | null;
}

/** 'Pilates Seg, Qua 10:00–11:00'. */
export const className = (s: Pick<Schedule, 'discipline' | 'days' | 'startTime' | 'endTime'>) =>
  `${disciplineLabel(s.discipline)} ${weekdayNames(s.days)} ${s.startTime}–${s.endTime}`;

export function scheduleWarnings<T extends Schedule & { id: string }>(
  draft: Draft,
  schedules: readonly T[],
  options: { editingId?: string; instructorName: string; studentName: (id: string) => string },
): string[] {
  const warnings: string[] = [];
  const students = new Set(draft.studentIds).size;
  if (students > CLASS_SIZE)
    warnings.push(`${students} alunos selecionados: o contrato limita cada turma a ${CLASS_SIZE} alunos.`);
  // Times that are not a class yet (one cleared reads as 00:00) clash with nothing.
  if (!isTimeSlot(draft.startTime, draft.endTime)) return warnings;
  const slot = { ...draft, startDate: draft.startDate || null, endDate: draft.endDate || null };
  const clashes = overlappingClasses(slot, schedules, options.editingId);
  if (clashes.length > 0)
    warnings.push(`${options.instructorName} já tem aula nesse horário: ${clashes.map(className).join('; ')}.`);
  // Each student chosen who attends another class then, with that class: whom to move, and from where.
  const busy = new Map<string, T>();
  for (const s of classesAtTheTime(slot, schedules, options.editingId))
    for (const id of s.studentIds) if (draft.studentIds.includes(id) && !busy.has(id)) busy.set(id, s);
  const named = [...busy].map(([id, s]) => `${options.studentName(id)} (${className(s)})`).join('; ');
  if (busy.size > 0)
    warnings.push(
      `${busy.size === 1 ? '1 aluno selecionado já tem' : `${busy.size} alunos selecionados já têm`} outra aula nesse horário: ${named}.`,
    );
  return warnings;
}

/**
 * The dates still ahead (from `today`) on which the class, with these students, would hold more than
 * the contract's 6 people once its booked make-up guests come (a guest now enrolled counts once; a
 * justified notice frees a seat): the booking took a seat that was free then.
 */
export function crowdedDates(
  studentIds: readonly string[],
  occurrences: readonly Pick<Occurrence, 'date' | 'movedDate' | 'cancelled' | 'attendance' | 'guests'>[],
  today: string,
): string[] {
  const schedule = { studentIds: [...new Set(studentIds)] };
  return occurrences
    .filter((o) => !o.cancelled && heldOn(o) >= today && Object.keys(o.guests).length > 0)
    .filter((o) => expectedCount({ schedule, occurrence: o }) > CLASS_SIZE)
    .map(heldOn)
    .sort();
}

/** Said when an edit changes the plan of a class that has already been given (pastRewritten). */
export const PAST_REWRITE_TEXT =
  'Dias, horário e datas novos valem também para as aulas que já aconteceram: na agenda, elas passam a ' +
  'seguir o novo plano, e uma data que sai dele deixa de aparecer, com a chamada (que continua contando nos ' +
  'Relatórios). Para mudar só daqui para frente, ponha uma Data final neste horário (o último dia do plano ' +
  'atual) e crie um novo com Data inicial no dia seguinte.';

/**
 * Whether an edit changes which dates and times the class had before `today`: the agenda lays every
 * date out from the plan as it is now (class-days.ts), past ones included. A class created today with
 * no earlier start date has no past yet, unless today's class has started by `now` (its roll call may
 * be taken): then the edit rewrites it when it moves today's class or takes it away.
 */
export function pastRewritten(
  saved: Pick<Schedule, 'days' | 'startTime' | 'endTime' | 'startDate' | 'endDate' | 'createdAt'>,
  draft: Draft,
  today: string,
  now: number,
): boolean {
  const [startDate, endDate] = [draft.startDate || null, draft.endDate || null];
  const from = saved.startDate ?? todayIso(saved.createdAt);
  if (from > today) return false;
  if (from === today) {
    const startedToday = occursOn({ ...saved, active: true }, today) && studioInstant(today, saved.startTime) <= now;
    const keptToday =
      occursOn({ ...draft, days: [...draft.days], startDate, endDate, active: true }, today) &&
      draft.startTime === saved.startTime &&
      draft.endTime === saved.endTime;
    return startedToday && !keptToday;
  }
  const days = (list: readonly number[]) => [...new Set(list)].sort().join();
  const endMoved = endDate !== saved.endDate && [endDate, saved.endDate].some((d) => d !== null && d < today);
  return (
    days(draft.days) !== days(saved.days) ||
    draft.startTime !== saved.startTime ||
    draft.endTime !== saved.endTime ||
    startDate !== saved.startDate ||
    endMoved
  );
}

/** Said when a new class has no date from today on (noClassAhead). */
export const NO_CLASS_AHEAD_TEXT =
  'Nenhuma aula deste horário cai de hoje em diante (veja a Data final e os dias): ele só vai aparecer nas ' +
  'semanas que já passaram.';

/**
 * Whether a class, as drafted, has no date from `today` to its end date: a new one so would only be
 * laid out in the past — likely an end date typed with the wrong year.
 */
export function noClassAhead(draft: Draft, today: string): boolean {
  if (!draft.endDate || draft.days.length === 0) return false;
  const from = draft.startDate && draft.startDate > today ? draft.startDate : today;
  // A week from `from` holds every weekday: a date past it says nothing new.
  const week = addDaysIso(from, 6);
  const to = draft.endDate < week ? draft.endDate : week;
  const plan = { ...draft, days: [...draft.days], active: true, startDate: draft.startDate || null };
  return !datesBetween(from, to).some((date) => occursOn(plan, date));
}

/** The warning for crowdedDates, or none. */
export function crowdedWarning(dates: readonly string[]): string[] {
  if (dates.length === 0) return [];
  return [
    `Com as reposições já agendadas, a turma passa de ${CLASS_SIZE} pessoas em ${dates.map(formatDateBR).join(', ')}.`,
  ];
}

/**
 * What 'Remarcar' of one class to `to` would clash with (never blocking): the classes planned then —
 * its own series' too, on another day — that its instructor teaches or its students attend.
 */
export function moveWarnings<T extends Schedule & { id: string }>(
  moving: { schedule: Pick<T, 'id' | 'instructorId' | 'studentIds'>; date: string },
  to: { date: string; startTime: string; endTime: string },
  schedules: readonly T[],
): string[] {
  const [start, end] = [minutesOf(to.startTime), minutesOf(to.endTime)];
  const then = schedules.filter(
    (s) =>
      (s.id !== moving.schedule.id || to.date !== moving.date) &&
      occursOn(s, to.date) &&
      minutesOf(s.startTime) < end &&
      start < minutesOf(s.endTime),
  );
  const teaching = then.filter((s) => s.instructorId === moving.schedule.instructorId);
  const students = new Set(then.flatMap((s) => s.studentIds.filter((id) => moving.schedule.studentIds.includes(id))));
  return [
    ...(teaching.length > 0 ? [`O instrutor já tem aula nesse horário: ${teaching.map(className).join('; ')}.`] : []),
    ...(students.size > 0
      ? [
          `${students.size === 1 ? '1 aluno desta aula já tem' : `${students.size} alunos desta aula já têm`} ` +
            'outra aula nesse horário.',
        ]
      : []),
  ];
}
