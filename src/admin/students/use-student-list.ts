import { useMemo } from 'react';
import { useStudents } from '../../data/hooks';
import type { StudentRecord } from '../../data/students-repo';
import type { Live } from '../../data/live';
import { recordList } from '../../domain/record-list';
import type { ListFilters } from '../ui/list-filters';
import { studentSearchFields } from './student-search';

/** The students to list: live data, filtered and sorted (indexed once per snapshot, not per keystroke). */
export function useStudentList(filters: ListFilters): Live<StudentRecord[]> {
  const students = useStudents();
  const list = useMemo(() => recordList(students.data, studentSearchFields), [students.data]);
  const data = useMemo(() => list(filters), [list, filters]);
  return { ...students, data };
}
