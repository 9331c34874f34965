import { ListItemButton, ListItemText } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { disciplineLabel } from '../../../domain/enums';
import { timeRange } from './agenda-labels';
import type { AgendaNames } from './use-agenda-data';

interface Props {
  schedule: ScheduleRecord;
  names: AgendaNames;
  onOpen: (schedule: ScheduleRecord) => void;
  /** Week cells are narrow: the students are left for the details. */
  compact?: boolean;
}

/** One class: start–end, discipline ('Atividade' by default), instructor and students (SPEC 2.6). */
export function ClassItem({ schedule, names, onOpen, compact }: Props) {
  const students = names.students(schedule.studentIds).join(', ');
  return (
    <ListItemButton
      data-agenda-class=""
      onClick={() => onOpen(schedule)}
      sx={{ borderLeft: 3, borderColor: 'primary.main', borderRadius: 1, mb: 0.5, py: compact ? 0.25 : 0.75 }}
    >
      <ListItemText
        primary={`${timeRange(schedule)} · ${disciplineLabel(schedule.discipline)}`}
        secondary={
          compact ? names.instructor(schedule.instructorId) : `${names.instructor(schedule.instructorId)} — ${students}`
        }
        slotProps={{ primary: { variant: compact ? 'body2' : 'body1' }, secondary: { variant: 'caption' } }}
      />
    </ListItemButton>
  );
}
