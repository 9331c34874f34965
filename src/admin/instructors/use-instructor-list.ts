import { useInstructors } from '../../data/hooks';
import type { InstructorRecord } from '../../data/instructors-repo';
import type { Live } from '../../data/live';
import type { ListFilters } from '../ui/list-filters';
import { useFilteredList } from '../ui/use-filtered-list';
import { instructorSearchFields } from './instructor-search';

/** The instructors to list: live data, filtered and sorted. */
export function useInstructorList(filters: ListFilters): Live<InstructorRecord[]> {
  return useFilteredList(useInstructors(), instructorSearchFields, filters);
}
