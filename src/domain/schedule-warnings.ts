// Warnings of the schedule form (issue 10): they never block a save, they tell the staff what the
// studio's contract or the instructor's other classes say about it.
import { disciplineLabel, weekdayNames } from './enums';
import type { Schedule } from './schedule';
import { overlappingClasses } from './schedule-overlap';

/** The contract's class limit (contract.ts: 'no máximo 6 (seis) alunos'). */
export const CLASS_SIZE_LIMIT = 6;

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
  options: { editingId?: string; instructorName: string },
): string[] {
  const warnings: string[] = [];
  const students = new Set(draft.studentIds).size;
  if (students > CLASS_SIZE_LIMIT)
    warnings.push(`${students} alunos selecionados: o contrato limita cada turma a ${CLASS_SIZE_LIMIT} alunos.`);
  const slot = { ...draft, startDate: draft.startDate || null, endDate: draft.endDate || null };
  const clashes = overlappingClasses(slot, schedules, options.editingId);
  if (clashes.length > 0)
    warnings.push(`${options.instructorName} já tem aula nesse horário: ${clashes.map(className).join('; ')}.`);
  return warnings;
}
