import { Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { closureLabel, type Closure } from '../../../domain/closure';

/** A closed day: the closure's name ('Feriado: Natal', 'Recesso') instead of classes. */
export function ClosedDay({ closure, compact }: { closure: Closure; compact?: boolean }) {
  return (
    <Typography
      variant={compact ? 'caption' : 'body2'}
      data-closure=""
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.light', py: compact ? 0 : 1 }}
    >
      <EventBusyIcon fontSize="inherit" aria-hidden />
      {closureLabel(closure)}
    </Typography>
  );
}
