import { useMemo } from 'react';
import { Alert, Stack } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { useClassesOccurrences } from '../../../data/week-hooks';
import { isIsoDate } from '../../../domain/dates';
import { isTimeSlot } from '../../../domain/schedule';
import type { ScheduleFormValues } from '../../../domain/schedule-form';
import {
  crowdedDates,
  crowdedWarning,
  NO_CLASS_AHEAD_TEXT,
  noClassAhead,
  PAST_REWRITE_TEXT,
  pastRewritten,
  scheduleWarnings,
} from '../../../domain/schedule-warnings';
import { useNow } from '../../ui/use-now';
import { useToday } from '../../ui/use-today';
import type { AgendaNames } from '../use-agenda-data';

interface Props {
  control: Control<ScheduleFormValues>;
  schedules: readonly ScheduleRecord[];
  /** The class as saved, when editing one. */
  editing: ScheduleRecord | null;
  names: AgendaNames;
  /** A student's name, for the clash with another class of theirs. */
  studentName: (id: string) => string;
}

/**
 * Over both tabs: more than 6 students — also on a date ahead once its booked make-up guests come —,
 * the instructor already teaching then, a change of plan that reaches classes already given, or a new
 * class with no date ahead.
 * Saving still works.
 */
export function ScheduleWarnings({ control, schedules, editing, names, studentName }: Props) {
  const today = useToday();
  const now = useNow(); // today's class may start while the form is open
  const editingId = editing?.id;
  const ahead = useClassesOccurrences(editingId ? [editingId] : [], today);
  const [instructorId, studentIds, days, startTime, endTime, startDate, endDate] = useWatch({
    control,
    name: ['instructorId', 'studentIds', 'days', 'startTime', 'endTime', 'startDate', 'endDate'],
  });
  // A date still being typed (the browser cannot read it yet) is left out until it is one.
  const typing = [startDate, endDate].some((d) => d && !isIsoDate(d));
  const warnings = useMemo(() => {
    const crowded = crowdedWarning(crowdedDates(studentIds, ahead.data, today));
    if (typing) return crowded;
    const draft = {
      instructorId,
      studentIds,
      days,
      startTime,
      endTime,
      startDate: startDate || null,
      endDate: endDate || null,
    };
    return [
      ...scheduleWarnings(draft, schedules, { editingId, instructorName: names.instructor(instructorId), studentName }),
      ...crowded,
      // Times being retyped are no change of plan yet (scheduleWarnings names no clash for them either).
      ...(editing && isTimeSlot(startTime, endTime) && pastRewritten(editing, draft, today, now)
        ? [PAST_REWRITE_TEXT]
        : []),
      ...(!editing && noClassAhead(draft, today) ? [NO_CLASS_AHEAD_TEXT] : []),
    ];
  }, [
    instructorId,
    studentIds,
    days,
    startTime,
    endTime,
    startDate,
    endDate,
    schedules,
    editing,
    editingId,
    names,
    studentName,
    ahead.data,
    today,
    now,
    typing,
  ]);
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
