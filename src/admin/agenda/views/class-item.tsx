import { ListItemButton, ListItemText } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import type { ClassOnDate } from '../../../domain/class-days';
import { disciplineLabel } from '../../../domain/enums';
import { timeRange } from '../agenda-labels';
import { classNote } from '../class-label';
import type { OpenClass } from '../open-class';
import { warmOnIntent } from '../warm-class';
import type { AgendaNames, StudentNames } from '../use-agenda-data';

interface Props {
  item: ClassOnDate<ScheduleRecord>;
  names: AgendaNames;
  onOpen: (target: OpenClass) => void;
  /** The students' names; none in a week's narrow cells (the students are left for the details). */
  students?: StudentNames;
}

/**
 * One class: start–end, discipline ('Atividade' by default), instructor and students (SPEC 2.6) with
 * its make-up guests; a cancelled one struck through with its reason, a moved one with where it came from.
 */
export function ClassItem({ item, names, onOpen, students }: Props) {
  const { schedule } = item;
  const compact = !students;
  // Make-up guests follow the enrolled students, marked (as in the roll call).
  const guests = Object.keys(item.occurrence?.guests ?? {});
  const enrolled = students
    ? [...schedule.studentIds.map(students.of), ...guests.map((id) => `${students.of(id)} (reposição)`)].join(', ')
    : '';
  const note = classNote(item);
  const who = `${names.instructor(schedule.instructorId)}${enrolled ? ` — ${enrolled}` : ''}`;
  return (
    <ListItemButton
      data-agenda-class=""
      data-cancelled={item.cancelled || undefined}
      onClick={() => onOpen({ scheduleId: schedule.id, date: item.date })}
      {...warmOnIntent(item)}
      sx={{
        borderLeft: 3,
        borderColor: item.cancelled ? 'error.main' : item.moved ? 'warning.main' : 'primary.main',
        borderRadius: 1,
        mb: 0.5,
        py: compact ? 0.25 : 0.75,
      }}
    >
      <ListItemText
        primary={`${timeRange(item)} · ${disciplineLabel(schedule.discipline)}`}
        secondary={note ? `${who} · ${note}` : who}
        slotProps={{
          primary: {
            variant: compact ? 'body2' : 'body1',
            sx: item.cancelled ? { textDecoration: 'line-through' } : undefined,
          },
          secondary: { variant: 'caption' },
        }}
      />
    </ListItemButton>
  );
}
