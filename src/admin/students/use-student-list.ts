import { useStudents } from '../../data/hooks';
import type { StudentRecord } from '../../data/students-repo';
import type { Live } from '../../data/live';
import type { ListFilters } from '../ui/list-filters';
import { useFilteredList } from '../ui/use-filtered-list';
import { studentSearchFields } from './student-search';

/** The students to list: live data, filtered and sorted (indexed once per snapshot, not per keystroke). */
export function useStudentList(filters: ListFilters): Live<StudentRecord[]> {
  return useFilteredList(useStudents(), studentSearchFields, filters);
}
