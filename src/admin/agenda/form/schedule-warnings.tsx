import { useMemo } from 'react';
import { Alert, Stack } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import type { ScheduleFormValues } from '../../../domain/schedule-form';
import { scheduleWarnings } from '../../../domain/schedule-warnings';
import type { AgendaNames } from '../use-agenda-data';

interface Props {
  control: Control<ScheduleFormValues>;
  schedules: readonly ScheduleRecord[];
  editingId: string | undefined;
  names: AgendaNames;
}

/** Over both tabs: more than 6 students, or the instructor already teaching then. Saving still works. */
export function ScheduleWarnings({ control, schedules, editingId, names }: Props) {
  const [instructorId, studentIds, days, startTime, endTime, startDate, endDate] = useWatch({
    control,
    name: ['instructorId', 'studentIds', 'days', 'startTime', 'endTime', 'startDate', 'endDate'],
  });
  const warnings = useMemo(
    () =>
      scheduleWarnings(
        { instructorId, studentIds, days, startTime, endTime, startDate: startDate || null, endDate: endDate || null },
        schedules,
        { editingId, instructorName: names.instructor(instructorId) },
      ),
    [instructorId, studentIds, days, startTime, endTime, startDate, endDate, schedules, editingId, names],
  );
  if (warnings.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {warnings.map((warning) => (
        <Alert key={warning} severity="warning" role="status">
          {warning}
        </Alert>
      ))}
    </Stack>
  );
}
