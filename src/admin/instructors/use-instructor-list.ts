import { useMemo } from 'react';
import { useInstructors } from '../../data/hooks';
import type { InstructorRecord } from '../../data/instructors-repo';
import type { Live } from '../../data/live';
import type { ListFilters } from '../ui/list-filters';
import { recordList } from '../../domain/record-list';
import { instructorSearchFields } from './instructor-search';

/** The instructors to list: live data, filtered and sorted. */
export function useInstructorList(filters: ListFilters): Live<InstructorRecord[]> {
  const instructors = useInstructors();
  const list = useMemo(() => recordList(instructors.data, instructorSearchFields), [instructors.data]);
  const data = useMemo(() => list(filters), [list, filters]);
  return { ...instructors, data };
}
