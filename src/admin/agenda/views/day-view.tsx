import { Checkbox, FormControlLabel, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useMemo, type Ref } from 'react';
import type { ClosureRecord } from '../../../data/closures-repo';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { peopleOfDay, type DayPlan } from '../../../domain/class-days';
import { formatDateBR, headingCase } from '../../../domain/dates';
import { disciplineLabel, weekdayNames } from '../../../domain/enums';
import { allActiveInOrder, allInactiveInOrder } from '../../../domain/occurrences';
import { dayTitle, emptyDayText, timeRange } from '../agenda-labels';
import type { OpenClass } from '../open-class';
import { LiveError } from '../../ui/live-error';
import { usePrefetchNeighbourDays, useStudentNamesOf, type AgendaNames } from '../use-agenda-data';
import { ClassButton, ClassItem, ClassList } from './class-item';
import { ClosedDay } from './closed-day';

interface Props {
  /** The classes the filters let through. */
  schedules: readonly ScheduleRecord[];
  /** Days the studio is closed (no names are read ahead for such a neighbour day). */
  closures: readonly ClosureRecord[];
  plan: DayPlan<ScheduleRecord> | undefined;
  date: string;
  today: string;
  all: boolean;
  onAllChange: (all: boolean) => void;
  names: AgendaNames;
  onOpen: (target: OpenClass) => void;
  /** Its heading, which can take focus (the day opened from Mês, whose button is then gone). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Dia (SPEC 2.6): the day's classes by start time — cancelled and moved ones marked, none on a closed
 * day — each opening its roll call; or with 'Mostrar todas' every active class (no date), and apart the
 * deactivated ones, which their details bring back ('Reativar').
 */
export function DayView(props: Props) {
  const { schedules, closures, plan, date, today, all, onAllChange, names, onOpen, headingRef } = props;
  const everyClass = useMemo(() => (all ? allActiveInOrder(schedules) : []), [schedules, all]);
  const inactive = useMemo(() => (all ? allInactiveInOrder(schedules) : []), [schedules, all]);
  const classes = useMemo(() => plan?.classes ?? [], [plan]);
  // The classes show once their students' names have arrived (read by id: only those of the list),
  // make-up guests included: a class's roll call then names them at once. The route reads the same
  // ids ahead (agenda/preload.ts).
  const ids = useMemo(
    () => (all ? [...everyClass, ...inactive].flatMap((s) => s.studentIds) : peopleOfDay(plan)),
    [all, everyClass, inactive, plan],
  );
  const students = useStudentNamesOf(ids, all ? 'all' : date);
  usePrefetchNeighbourDays(date, !all && students.ready, schedules, closures);
  const empty = all ? everyClass.length + inactive.length === 0 : classes.length === 0 && !plan?.closure;
  // A class of 'Mostrar todas' (no date): its details, with Editar, Desativar or Reativar. One whose
  // period has ended, or not begun, says so: it looked like a class given today.
  const button = (schedule: ScheduleRecord) => (
    <ClassButton
      key={schedule.id}
      days={weekdayNames(schedule.days)}
      what={`${timeRange(schedule)} · ${disciplineLabel(schedule.discipline)}${periodNote(schedule, today)}`}
      who={`${names.instructor(schedule.instructorId)} — ${schedule.studentIds.map(students.of).join(', ')}`}
      onClick={() => onOpen({ scheduleId: schedule.id, date: null })}
    />
  );
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1}>
          {all ? 'Todos os horários' : headingCase(dayTitle(date))}
        </Typography>
        <FormControlLabel
          data-refocus="all"
          control={<Checkbox checked={all} onChange={(event) => onAllChange(event.target.checked)} />}
          label="Mostrar todas"
        />
      </Stack>
      {!all && plan?.closure && <ClosedDay closure={plan.closure} />}
      <LiveError live={students} />
      {!students.ready ? (
        <LinearProgress aria-label="Carregando os alunos" />
      ) : empty ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{emptyDayText(date, today, all)}</Typography>
      ) : all ? (
        <>
          <ClassList aria-label="Todos os horários">{everyClass.map(button)}</ClassList>
          {inactive.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                Horários desativados
              </Typography>
              <ClassList aria-label="Horários desativados">{inactive.map(button)}</ClassList>
            </>
          )}
        </>
      ) : (
        classes.length > 0 && (
          <ClassList aria-label="Horários do dia">
            {classes.map((item) => (
              <ClassItem
                key={`${item.schedule.id}|${item.date}`}
                item={item}
                names={names}
                students={students}
                onOpen={onOpen}
              />
            ))}
          </ClassList>
        )
      )}
    </Paper>
  );
}

const periodNote = ({ startDate, endDate }: ScheduleRecord, today: string): string =>
  endDate && endDate < today
    ? ` · encerrado em ${formatDateBR(endDate)}`
    : startDate && startDate > today
      ? ` · a partir de ${formatDateBR(startDate)}`
      : '';
