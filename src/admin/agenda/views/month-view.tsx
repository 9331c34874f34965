import { useMemo } from 'react';
import { Box, Paper, Typography, type SxProps, type Theme } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import type { DayPlan } from '../../../domain/class-days';
import { closedRuns, closureDates, closureLabel } from '../../../domain/closure';
import { weekdayLabels } from '../../../domain/enums';
import { monthOf } from '../../../domain/occurrences';
import { dayMonth, monthTitle } from '../agenda-labels';
import type { OpenClass } from '../open-class';
import { MonthCell } from './month-cell';

interface Props {
  plans: Map<string, DayPlan<ScheduleRecord>>;
  date: string;
  today: string;
  onOpen: (target: OpenClass) => void;
  /** A day or its '+N mais' opens that day's classes. */
  onOpenDay: (iso: string) => void;
}

const weeksOf = <T,>(cells: T[]): T[][] =>
  Array.from({ length: Math.ceil(cells.length / 7) }, (_, i) => cells.slice(i * 7, i * 7 + 7));

const button = {
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  borderRadius: 1,
  cursor: 'pointer',
  px: 0.5,
  // A finger's target on a phone: at least 24 px tall (WCAG 2.5.8), the cell grows to hold them.
  minHeight: { xs: 24, sm: 'auto' },
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
};

// One style for the whole month; the cells only carry class names. A table, not an ARIA grid: the
// days' buttons are reached with Tab (a grid promises arrow keys).
const gridSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: 0.5,
  '& [role="row"]': { display: 'contents' },
  // A phone's cell is some 40 px wide: its text wraps or is cut inside it, never over the next day.
  '& .cell': {
    minHeight: 96,
    p: { xs: 0.25, sm: 0.5 },
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    minWidth: 0,
    overflow: 'hidden',
  },
  '& .cell[aria-current="date"]': { borderColor: 'primary.main', bgcolor: 'rgba(76, 175, 80, 0.16)' },
  '& .cell[aria-current="date"] .day': { fontWeight: 700 },
  '& .cell[data-outside]': { opacity: 0.45 },
  '& .day': { ...button },
  '& .class': { ...button, display: 'block', width: '100%', textAlign: 'left', fontSize: 12, px: { xs: 0, sm: 0.5 } },
  '& .class[data-cancelled]': { textDecoration: 'line-through', color: 'error.light' },
  // The reason under the struck time, not struck (an inline box of its own takes no decoration from its
  // button), in at most two lines (whole in the tooltip and the name), where a cell has room for it: a
  // phone's cell keeps it in the button's name and its tooltip.
  '& .why': {
    display: { xs: 'none', sm: '-webkit-inline-box' },
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    width: '100%',
    fontSize: 11,
    lineHeight: 1.2,
    overflowWrap: 'anywhere',
    textDecoration: 'none',
  },
  '& .class[data-moved]': { color: 'warning.light', fontStyle: 'italic' },
  '& .class[data-moved]::before': { content: '"↪ "' },
  // A phone's cell is too narrow for 'Feriado: Natal' (it broke as 'Feriad|o:'): its border says the day
  // is closed, and the list under the month says why.
  '& .closure': {
    display: { xs: 'none', sm: 'block' },
    fontSize: 12,
    color: 'warning.light',
    overflowWrap: 'break-word',
  },
  '& .cell[data-closed]:not([aria-current])': { borderColor: 'warning.light' },
  '& .more': { ...button, display: 'block', width: '100%', textAlign: 'left', fontSize: 12, color: 'primary.main' },
  '& .more .why': { color: 'error.light' },
  // A phone's cell has no room for '1 cancelada': its '+N mais' takes the cancelled classes' colour.
  '& .more[data-cancelled]': { color: { xs: 'error.light', sm: 'primary.main' } },
};

/** Mês (SPEC 2.6): Dom … Sáb, the first 3 start times per day, today highlighted, other months dimmed. */
export function MonthView({ plans, date, today, onOpen, onOpenDay }: Props) {
  const month = monthOf(date);
  const weeks = useMemo(() => weeksOf([...plans.values()]), [plans]);
  const title = monthTitle(date);
  const closed = useMemo(
    () => closedRuns([...plans.values()].filter((d) => monthOf(d.date) === month)),
    [plans, month],
  );
  return (
    <Paper sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
        {title}
      </Typography>
      <Box role="table" aria-label={title} sx={gridSx}>
        <div role="row">
          {weekdayLabels.map((label) => (
            <Typography key={label} role="columnheader" variant="subtitle2" sx={{ textAlign: 'center' }}>
              {label}
            </Typography>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]?.date} role="row">
            {week.map(({ date: iso, classes, closure }) => (
              <MonthCell
                key={iso}
                iso={iso}
                classes={classes}
                closure={closure}
                outside={monthOf(iso) !== month}
                isToday={iso === today}
                onOpen={onOpen}
                onOpenDay={onOpenDay}
              />
            ))}
          </div>
        ))}
      </Box>
      {closed.length > 0 && (
        <Box
          component="ul"
          aria-label="Dias fechados"
          sx={{ display: { xs: 'block', sm: 'none' }, m: 0, mt: 1, pl: 0, listStyle: 'none', color: 'warning.light' }}
        >
          {closed.map((run) => (
            <Typography key={run.startDate} component="li" variant="body2">
              {`${closureDates(run, dayMonth)} — ${closureLabel(run.closure)}`}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
