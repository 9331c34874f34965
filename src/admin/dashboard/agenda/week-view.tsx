import { useMemo } from 'react';
import { Box, List, Paper, Typography } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { occurrencesOn, weekDates } from '../../../domain/occurrences';
import { dayTitle, shortDay } from './agenda-labels';
import { ClassItem } from './class-item';
import type { AgendaNames } from './use-agenda-data';

interface Props {
  schedules: readonly ScheduleRecord[];
  date: string;
  today: string;
  names: AgendaNames;
  onOpen: (schedule: ScheduleRecord) => void;
}

/** Semana (SPEC 2.6): Monday to Sunday, each day with its classes or 'Sem horários'. */
export function WeekView({ schedules, date, today, names, onOpen }: Props) {
  const days = useMemo(() => occurrencesOn(schedules, weekDates(date)), [schedules, date]);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(7, minmax(0, 1fr))' },
      }}
    >
      {[...days].map(([iso, classes]) => (
        <Paper
          key={iso}
          component="section"
          aria-label={dayTitle(iso)}
          aria-current={iso === today ? 'date' : undefined}
          variant="outlined"
          sx={{ p: 1, minHeight: 120, ...(iso === today && { borderColor: 'primary.main', borderWidth: 2 }) }}
        >
          <Typography variant="subtitle2" component="h3">
            {shortDay(iso)}
          </Typography>
          {classes.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Sem horários
            </Typography>
          ) : (
            <List dense disablePadding>
              {classes.map((schedule) => (
                <ClassItem key={schedule.id} schedule={schedule} names={names} onOpen={onOpen} compact />
              ))}
            </List>
          )}
        </Paper>
      ))}
    </Box>
  );
}
