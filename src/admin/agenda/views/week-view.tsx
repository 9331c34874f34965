import { Box, Paper, Typography } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import type { DayPlan } from '../../../domain/class-days';
import { dayTitle, shortDay } from '../agenda-labels';
import type { OpenClass } from '../open-class';
import type { AgendaNames } from '../use-agenda-data';
import { ClassItem, ClassList } from './class-item';
import { ClosedDay } from './closed-day';

interface Props {
  plans: Map<string, DayPlan<ScheduleRecord>>;
  today: string;
  names: AgendaNames;
  onOpen: (target: OpenClass) => void;
}

/** Semana (SPEC 2.6): Monday to Sunday, each day with its classes, its closure or 'Sem horários'. */
export function WeekView({ plans, today, names, onOpen }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(7, minmax(0, 1fr))' },
      }}
    >
      {[...plans.values()].map(({ date: iso, closure, classes }) => (
        <Paper
          key={iso}
          component="section"
          aria-label={dayTitle(iso)}
          aria-current={iso === today ? 'date' : undefined}
          variant="outlined"
          sx={{ p: 1, minHeight: 120, ...(iso === today && { borderColor: 'primary.main', borderWidth: 2 }) }}
        >
          <Typography variant="subtitle2" component="h2">
            {shortDay(iso)}
          </Typography>
          {closure ? (
            <ClosedDay closure={closure} compact />
          ) : classes.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Sem horários
            </Typography>
          ) : (
            <ClassList>
              {classes.map((item) => (
                <ClassItem key={`${item.schedule.id}|${item.date}`} item={item} names={names} onOpen={onOpen} />
              ))}
            </ClassList>
          )}
        </Paper>
      ))}
    </Box>
  );
}
