import { useMemo } from 'react';
import { useInstructors, useSchedules, useStudents } from '../../../data/hooks';
import type { InstructorRecord } from '../../../data/instructors-repo';
import type { Live } from '../../../data/live';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import type { StudentRecord } from '../../../data/students-repo';

/** How the agenda names people; an id nobody has (old data) shows as '—'. */
export interface AgendaNames {
  instructor: (id: string) => string;
  students: (ids: readonly string[]) => string[];
}

export interface AgendaData {
  /** Every schedule: the form's overlap warning needs the unfiltered list. */
  schedules: Live<ScheduleRecord[]>;
  instructors: Live<InstructorRecord[]>;
  students: Live<StudentRecord[]>;
  names: AgendaNames;
}

/** 'active' means not false (SPEC 4): only these are offered in the filters and the form. */
export const isActiveRecord = (record: { active?: boolean }) => record.active !== false;

/**
 * The dashboard's data: one listener per collection for the whole screen (views, details and form),
 * not one per view.
 */
export function useAgendaData(): AgendaData {
  const schedules = useSchedules();
  const instructors = useInstructors();
  const students = useStudents();
  const names = useMemo<AgendaNames>(() => {
    const instructorNames = new Map(instructors.data.map((i) => [i.id, i.nome]));
    const studentNames = new Map(students.data.map((s) => [s.id, s.nome]));
    return {
      instructor: (id) => instructorNames.get(id) ?? '—',
      students: (ids) => ids.map((id) => studentNames.get(id) ?? '—'),
    };
  }, [instructors.data, students.data]);
  return { schedules, instructors, students, names };
}

/** The schedules the filters let through (instructor and student may both be set). */
export function filterSchedules(
  schedules: readonly ScheduleRecord[],
  filters: { instructorId: string; studentId: string },
): ScheduleRecord[] {
  return schedules.filter(
    (s) =>
      (!filters.instructorId || s.instructorId === filters.instructorId) &&
      (!filters.studentId || s.studentIds.includes(filters.studentId)),
  );
}
