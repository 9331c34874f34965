import { useMemo } from 'react';
import { useInstructors, useSchedules, useStudents } from '../../data/hooks';
import type { InstructorRecord } from '../../data/instructors-repo';
import type { Live } from '../../data/live';
import type { ScheduleRecord } from '../../data/schedules-repo';
import type { StudentRecord } from '../../data/students-repo';
import type { ClosureRecord, SettingsRecord } from '../../data/closures-repo';
import { useClosures, useStudioSettings } from '../../data/week-hooks';
import { defaultSettings } from '../../domain/studio-settings';

/** How the agenda names people; an id nobody has (old data) shows as '—'. */
export interface AgendaNames {
  instructor: (id: string) => string;
  /** Empty until the students have arrived (never a row of '—' while loading). */
  students: (ids: readonly string[]) => string[];
  student: (id: string) => string;
  /** The login linked to an instructor ('' for none): that login marks its classes' roll call. */
  instructorLogin: (id: string) => string;
}

export interface AgendaData {
  /** Every schedule: the form's overlap warning needs the unfiltered list. */
  schedules: Live<ScheduleRecord[]>;
  instructors: Live<InstructorRecord[]>;
  /** Loading until wanted and arrived (see useAgendaData). */
  students: Live<StudentRecord[]>;
  closures: Live<ClosureRecord[]>;
  settings: Live<SettingsRecord | null>;
  /** Days a make-up credit is valid (the studio's setting, 30 until set). */
  creditDays: number;
  names: AgendaNames;
}

/** 'active' means not false (SPEC 4): only these are offered in the filters and the form. */
export const isActiveRecord = (record: { active?: boolean }) => record.active !== false;

/**
 * The agenda's data: one listener per collection for the whole screen (views, details and form),
 * not one per view. Occurrences are read per view, for its dates (agenda.tsx). The students (600 at a
 * busy studio) are read only once `wantStudents`: Semana, Mês and Grade name no student, so they open
 * without them (agenda-screen.tsx says when they are wanted).
 */
export function useAgendaData(wantStudents = true): AgendaData {
  const schedules = useSchedules();
  const instructors = useInstructors();
  const read = useStudents(wantStudents);
  const students = wantStudents ? read : { ...read, loading: true };
  const closures = useClosures();
  const settings = useStudioSettings();
  const names = useMemo<AgendaNames>(() => {
    const instructorNames = new Map(instructors.data.map((i) => [i.id, i.nome]));
    const logins = new Map(instructors.data.map((i) => [i.id, i.userId]));
    const studentNames = new Map(students.data.map((s) => [s.id, s.nome]));
    const student = (id: string) => studentNames.get(id) ?? '—';
    return {
      instructor: (id) => instructorNames.get(id) ?? (instructors.loading ? '' : '—'),
      students: (ids) => (students.loading ? [] : ids.map(student)),
      student: (id) => (students.loading ? '' : student(id)),
      instructorLogin: (id) => logins.get(id) ?? '',
    };
  }, [instructors.data, instructors.loading, students.data, students.loading]);
  const creditDays = settings.data?.creditDays ?? defaultSettings.creditDays;
  return { schedules, instructors, students, closures, settings, creditDays, names };
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
