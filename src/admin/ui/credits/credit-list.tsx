import { Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { CreditRecord } from '../../../data/credits-repo';
import type { Closure } from '../../../domain/closure';
import {
  bookedWhen,
  creditClassText,
  creditReasonLabels,
  creditStatus,
  creditStatusLabel,
  type CreditStatus,
} from '../../../domain/credit';
import { formatDateBR } from '../../../domain/dates';

const colors: Record<CreditStatus, 'success' | 'info' | 'default' | 'warning'> = {
  aberto: 'success',
  agendado: 'info',
  usado: 'default',
  expirado: 'warning',
  retirado: 'default',
};

interface Props {
  credits: readonly CreditRecord[];
  now: number;
  /** The studio's closures: a credit withdrawn by one says so. */
  closures: readonly Closure[];
  /** The day a credit's class was held, where 'Remarcar' put it (unknown: its planned date). */
  heldOn?: (credit: CreditRecord) => string | undefined;
  /**
   * 'Cancelar reposição' on each booking still ahead, e.g. one left in a class deactivated since
   * (whose roll call no view opens any more).
   */
  onCancelBooking?: (credit: CreditRecord) => void;
}

/** A student's make-up credits: open, booked, used, expired (issue 15). */
export function CreditList({ credits, now, closures, heldOn, onCancelBooking }: Props) {
  if (credits.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>Nenhum crédito de reposição.</Typography>;
  const sorted = [...credits].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <List dense aria-label="Créditos de reposição">
      {sorted.map((c) => {
        const status = creditStatus(c, now);
        const day = heldOn?.(c) ?? c.date;
        const booked = c.bookedAt ? ` · reposição em ${bookedWhen(c)}` : '';
        const what = creditClassText(c.reason, day, c.date);
        return (
          // Text, then the button and the status beside it — below it where a phone has no room (a
          // secondary action, absolutely placed, ran over the text there).
          <ListItem key={c.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 14rem', minWidth: 0 }}
              primary={c.reason === 'aviso' ? `${what} — ${creditReasonLabels.aviso}` : what}
              secondary={`Válido até ${formatDateBR(c.expiresOn)}${booked}`}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto', flexShrink: 0 }}>
              {onCancelBooking && status === 'agendado' && (
                <Button
                  size="small"
                  onClick={() => onCancelBooking(c)}
                  aria-label={`Cancelar reposição de ${formatDateBR(c.bookedAt)}`}
                  sx={{ minHeight: 44 }}
                >
                  Cancelar reposição
                </Button>
              )}
              <Chip size="small" color={colors[status]} label={creditStatusLabel(c, status, closures, day)} />
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
