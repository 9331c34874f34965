import { memo, type HTMLAttributes } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { guestsOf, type ClassOnDate } from '../../../domain/class-days';
import { disciplineLabel } from '../../../domain/enums';
import { visuallyHidden } from '../../ui/visually-hidden';
import { timeRange } from '../agenda-labels';
import { classNote } from '../class-label';
import type { OpenClass } from '../open-class';
import { warmOnIntent } from '../warm-class';
import type { AgendaNames, StudentNames } from '../use-agenda-data';

// A busy week shows some 480 classes: plain buttons styled once by their list's class names (as the
// month's cells are), not an MUI ListItemButton with its ripple and styles per class.
const classListSx: SxProps<Theme> = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& .class': {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    background: 'none',
    border: 0,
    borderLeft: 3,
    borderColor: 'primary.main',
    borderRadius: 1,
    mb: 0.5,
    px: 2,
    py: 1.25,
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  },
  '& .class[data-compact]': { py: 0.75 },
  '& .class[data-moved]': { borderColor: 'warning.main' },
  '& .class[data-cancelled]': { borderColor: 'error.main' },
  '& .class .what': { display: 'block', typography: 'body1' },
  '& .class[data-compact] .what': { typography: 'body2' },
  '& .class[data-cancelled] .what': { textDecoration: 'line-through' },
  '& .class .who': { display: 'block', typography: 'caption', color: 'text.secondary' },
  '& .with-days': { display: 'flex', gap: 1, alignItems: 'baseline' },
  '& .days': { minWidth: 80, flexShrink: 0, typography: 'caption', color: 'text.secondary' },
  '& .said': visuallyHidden,
};

/** The list that holds a view's classes (ClassItem, ClassButton) and gives them their look. */
export function ClassList(props: HTMLAttributes<HTMLUListElement>) {
  return <Box component="ul" sx={classListSx} {...props} />;
}

interface ButtonProps {
  /** 'start–end · discipline' */
  what: string;
  /** Instructor, students, and what happened to the class. */
  who: string;
  onClick: () => void;
  compact?: boolean;
  cancelled?: boolean;
  moved?: boolean;
  /** Read ahead what opening it needs (warm-class.ts). */
  warm?: ReturnType<typeof warmOnIntent>;
  /** Its weekdays, beside it ('Mostrar todas': classes of no one date). */
  days?: string;
}

/** One class of a ClassList: a button that opens it. */
export function ClassButton({ what, who, onClick, compact, cancelled, moved, warm, days }: ButtonProps) {
  return (
    <li className={days ? 'with-days' : undefined}>
      {days && (
        <span className="days" aria-hidden>
          {days}
        </span>
      )}
      <button
        type="button"
        className="class"
        data-agenda-class=""
        data-compact={compact || undefined}
        data-cancelled={cancelled || undefined}
        data-moved={moved || undefined}
        onClick={onClick}
        {...warm}
      >
        {/* Said as part of its name: these classes have no one date, their days tell them apart. */}
        {days && <span className="said">{days}: </span>}
        <span className="what">{what}</span>
        <span className="who">{who}</span>
      </button>
    </li>
  );
}

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
export const ClassItem = memo(function ClassItem({ item, names, onOpen, students }: Props) {
  const { schedule } = item;
  // Make-up guests follow the enrolled students, marked (as in the roll call); one enrolled since is
  // named once, as enrolled (their booking is being returned).
  const guests = guestsOf(item.occurrence).filter((id) => !schedule.studentIds.includes(id));
  const enrolled = students
    ? [...schedule.studentIds.map(students.of), ...guests.map((id) => `${students.of(id)} (reposição)`)].join(', ')
    : '';
  const note = classNote(item);
  const who = `${names.instructor(schedule.instructorId)}${enrolled ? ` — ${enrolled}` : ''}`;
  return (
    <ClassButton
      what={`${timeRange(item)} · ${disciplineLabel(schedule.discipline)}`}
      who={note ? `${who} · ${note}` : who}
      onClick={() => onOpen({ scheduleId: schedule.id, date: item.date })}
      compact={!students}
      cancelled={item.cancelled}
      moved={item.moved}
      warm={warmOnIntent(item)}
    />
  );
});
