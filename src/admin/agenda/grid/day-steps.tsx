import { useId } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addDaysIso } from '../../../domain/dates';
import { shortDay } from '../agenda-labels';

/** In the grid's day, a day back or ahead (the agenda's toolbar steps Grade by weeks). */
export function DaySteps({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  // A step into another week reads it with the grid gone (the agenda then gives focus back to the
  // button): the day is its description, said with it, as the live text is not when it comes back.
  const dayId = useId();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', ml: 1, mb: 1 }}>
      <IconButton
        size="small"
        aria-label="Dia anterior"
        aria-describedby={dayId}
        data-refocus="day-back"
        onClick={() => onDate(addDaysIso(date, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      {/* Said when a step changes it (the buttons' own names stay the same). */}
      <Typography id={dayId} component="span" variant="body2" aria-live="polite">
        {shortDay(date)}
      </Typography>
      <IconButton
        size="small"
        aria-label="Próximo dia"
        aria-describedby={dayId}
        data-refocus="day-ahead"
        onClick={() => onDate(addDaysIso(date, 1))}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
