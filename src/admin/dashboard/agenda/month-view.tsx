import { useMemo } from 'react';
import { Box, Button, ButtonBase, Paper, Typography } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { disciplineLabel, weekdayLabels } from '../../../domain/enums';
import { monthGrid, monthOf, occurrencesOn } from '../../../domain/occurrences';
import { dayTitle, monthTitle } from './agenda-labels';

const weeksOf = <T,>(cells: T[]): T[][] =>
  Array.from({ length: Math.ceil(cells.length / 7) }, (_, i) => cells.slice(i * 7, i * 7 + 7));

/** SPEC 9: at most 3 classes per day cell, then '+N mais'. */
export const MONTH_CELL_ITEMS = 3;

interface Props {
  schedules: readonly ScheduleRecord[];
  date: string;
  today: string;
  onOpen: (schedule: ScheduleRecord) => void;
  /** A day or its '+N mais' opens that day's classes. */
  onOpenDay: (iso: string) => void;
}

/** Mês (SPEC 2.6): Dom … Sáb, the first 3 start times per day, today highlighted, other months dimmed. */
export function MonthView({ schedules, date, today, onOpen, onOpenDay }: Props) {
  const month = monthOf(date);
  const cells = useMemo(() => occurrencesOn(schedules, monthGrid(date)), [schedules, date]);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
        {monthTitle(date)}
      </Typography>
      <Box
        role="grid"
        aria-label={monthTitle(date)}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          {weekdayLabels.map((label) => (
            <Typography key={label} role="columnheader" variant="subtitle2" sx={{ textAlign: 'center' }}>
              {label}
            </Typography>
          ))}
        </Box>
        {weeksOf([...cells]).map((week) => (
          <Box key={week[0]?.[0]} role="row" sx={{ display: 'contents' }}>
            {week.map(([iso, classes]) => {
              const outside = monthOf(iso) !== month;
              const isToday = iso === today;
              const hidden = classes.length - MONTH_CELL_ITEMS;
              return (
                <Box
                  key={iso}
                  role="gridcell"
                  aria-current={isToday ? 'date' : undefined}
                  data-outside={outside || undefined}
                  sx={{
                    minHeight: 96,
                    p: 0.5,
                    border: 1,
                    borderRadius: 1,
                    borderColor: isToday ? 'primary.main' : 'divider',
                    bgcolor: isToday ? 'rgba(76, 175, 80, 0.16)' : undefined,
                    opacity: outside ? 0.45 : 1,
                  }}
                >
                  <ButtonBase
                    onClick={() => onOpenDay(iso)}
                    aria-label={`${dayTitle(iso)}: ${classes.length} ${classes.length === 1 ? 'aula' : 'aulas'}`}
                    sx={{ fontWeight: isToday ? 700 : 400, px: 0.5, borderRadius: 1 }}
                  >
                    {Number(iso.slice(8, 10))}
                  </ButtonBase>
                  {classes.slice(0, MONTH_CELL_ITEMS).map((schedule) => (
                    <ButtonBase
                      key={schedule.id}
                      data-agenda-class=""
                      onClick={() => onOpen(schedule)}
                      aria-label={`${schedule.startTime} ${disciplineLabel(schedule.discipline)}`}
                      sx={{
                        display: 'block',
                        width: '100%',
                        textAlign: 'left',
                        fontSize: 12,
                        px: 0.5,
                        borderRadius: 1,
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      {schedule.startTime}
                    </ButtonBase>
                  ))}
                  {hidden > 0 && (
                    <Button size="small" onClick={() => onOpenDay(iso)} sx={{ minWidth: 0, p: 0, fontSize: 12 }}>
                      +{hidden} mais
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
