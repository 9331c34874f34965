import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { CreditRecord } from '../../../data/credits-repo';
import { creditReasonLabels, creditStatus, creditStatusLabels, type CreditStatus } from '../../../domain/credit';
import { formatDateBR } from '../../../domain/dates';

const colors: Record<CreditStatus, 'success' | 'info' | 'default' | 'warning'> = {
  aberto: 'success',
  agendado: 'info',
  usado: 'default',
  expirado: 'warning',
  retirado: 'default',
};

/** A student's make-up credits: open, booked, used, expired (issue 15). */
export function CreditList({ credits, now }: { credits: readonly CreditRecord[]; now: number }) {
  if (credits.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>Nenhum crédito de reposição.</Typography>;
  const sorted = [...credits].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <List dense aria-label="Créditos de reposição">
      {sorted.map((c) => {
        const status = creditStatus(c, now);
        const booked = c.bookedAt ? ` · reposição em ${formatDateBR(c.bookedAt)} ${c.bookedStart}` : '';
        return (
          <ListItem
            key={c.id}
            disableGutters
            secondaryAction={<Chip size="small" color={colors[status]} label={creditStatusLabels[status]} />}
          >
            <ListItemText
              primary={`Falta de ${formatDateBR(c.date)} — ${creditReasonLabels[c.reason]}`}
              secondary={`Válido até ${formatDateBR(c.expiresOn)}${booked}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
