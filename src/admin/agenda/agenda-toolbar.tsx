import { Button, IconButton, Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addDaysIso, monthDayIso, todayIso } from '../../domain/dates';
import { dayTitle, monthTitle, weekTitle } from './agenda-labels';
import type { AgendaView } from './agenda-url';
import { visuallyHidden } from '../ui/visually-hidden';

const texts: Record<AgendaView, { previous: string; next: string; current: string }> = {
  dia: { previous: 'Dia anterior', next: 'Próximo dia', current: 'Hoje' },
  semana: { previous: 'Semana anterior', next: 'Próxima semana', current: 'Esta semana' },
  mes: { previous: 'Mês anterior', next: 'Próximo mês', current: 'Este mês' },
  grade: { previous: 'Semana anterior', next: 'Próxima semana', current: 'Esta semana' },
};

/**
 * The date `steps` days, weeks or months away, as the view moves. A month is entered on its 1st, but
 * this month on today ('': back to following today), so Dia and Semana open on today after it.
 */
export function stepDate(view: AgendaView, date: string, steps: number, today = todayIso()): string {
  if (view === 'dia') return addDaysIso(date, steps);
  if (view === 'semana' || view === 'grade') return addDaysIso(date, 7 * steps);
  const first = monthDayIso(date, steps, 1);
  return first.slice(0, 7) === today.slice(0, 7) ? '' : first;
}

interface Props {
  view: AgendaView;
  /** Grade shows a day (grade-day.ts): the steps are days, as in Dia. */
  gradeDay?: boolean;
  date: string;
  onView: (view: AgendaView) => void;
  /** '' goes back to today. */
  onDate: (date: string) => void;
}

/** Dia / Semana / Mês, and previous, this and next day, week or month. */
export function AgendaToolbar({ view, gradeDay = false, date, onView, onDate }: Props) {
  // What the arrows step by: a Grade of one day steps by days, one control for its date.
  const steps: AgendaView = view === 'grade' && gradeDay ? 'dia' : view;
  const text = texts[steps];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: AgendaView | null) => next && onView(next)}
        aria-label="Visualização da agenda"
      >
        <ToggleButton value="dia">Dia</ToggleButton>
        <ToggleButton value="semana">Semana</ToggleButton>
        <ToggleButton value="mes">Mês</ToggleButton>
        <ToggleButton value="grade">Grade</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Tooltip title={text.previous}>
          <IconButton aria-label={text.previous} onClick={() => onDate(stepDate(steps, date, -1))}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Button size="small" onClick={() => onDate('')}>
          {text.current}
        </Button>
        <Tooltip title={text.next}>
          <IconButton aria-label={text.next} onClick={() => onDate(stepDate(steps, date, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {/* Live: a step to the previous or next day, week or month says where it went. */}
      {/* Dia and Mês title their lists with it; Grade's day shows it here. */}
      <Typography
        aria-live="polite"
        sx={view === 'dia' || view === 'mes' ? visuallyHidden : { color: 'text.secondary' }}
      >
        {steps === 'dia' ? dayTitle(date) : view === 'mes' ? monthTitle(date) : weekTitle(date)}
      </Typography>
    </Stack>
  );
}
