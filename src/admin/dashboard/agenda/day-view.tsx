import { useMemo } from 'react';
import { Checkbox, FormControlLabel, List, Paper, Stack, Typography } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { weekdayNames } from '../../../domain/enums';
import { allActiveInOrder, occurrencesOn } from '../../../domain/occurrences';
import { dayTitle, emptyDayText } from './agenda-labels';
import { ClassItem } from './class-item';
import type { AgendaNames } from './use-agenda-data';

interface Props {
  schedules: readonly ScheduleRecord[];
  date: string;
  today: string;
  all: boolean;
  onAllChange: (all: boolean) => void;
  names: AgendaNames;
  onOpen: (schedule: ScheduleRecord) => void;
}

/** Dia (SPEC 2.6): the day's classes by start time, or with 'Mostrar todas' every active class. */
export function DayView({ schedules, date, today, all, onAllChange, names, onOpen }: Props) {
  const rows = useMemo(
    () => (all ? allActiveInOrder(schedules) : (occurrencesOn(schedules, [date]).get(date) ?? [])),
    [schedules, date, all],
  );
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {all ? 'Todos os horários' : dayTitle(date)}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={all} onChange={(event) => onAllChange(event.target.checked)} />}
          label="Mostrar todas"
        />
      </Stack>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{emptyDayText(date, today, all)}</Typography>
      ) : (
        <List aria-label={all ? 'Todos os horários' : 'Horários do dia'}>
          {rows.map((schedule) => (
            <Stack key={schedule.id} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
              {all && (
                <Typography variant="caption" sx={{ minWidth: 80, color: 'text.secondary' }}>
                  {weekdayNames(schedule.days)}
                </Typography>
              )}
              <ClassItem schedule={schedule} names={names} onOpen={onOpen} />
            </Stack>
          ))}
        </List>
      )}
    </Paper>
  );
}
