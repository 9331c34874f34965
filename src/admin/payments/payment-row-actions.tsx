import { useId, type ReactNode } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { chargeLink } from '../../domain/payment-charge';
import type { PaymentRow } from '../../domain/payment-rows';
import { studio } from '../../site/studio';

export interface RowHandlers {
  onNew: (row: PaymentRow) => void;
  onEditLast: (row: PaymentRow) => void;
  onHistory: (row: PaymentRow) => void;
}

/** 'Cobrar via WhatsApp' on a late or pending student: a chat link, or disabled with the reason. */
export function ChargeButton({ row, today }: { row: PaymentRow; today: string }) {
  const reasonId = useId();
  if (!row.open || (row.status !== 'overdue' && row.status !== 'pending')) return null;
  const link = chargeLink(row.student, row.open, studio.name, today);
  if (!link.ok) {
    return (
      <Tooltip title={link.reason}>
        <span>
          <IconButton size="small" disabled aria-label="Cobrar via WhatsApp" aria-describedby={reasonId}>
            <WhatsAppIcon fontSize="small" />
          </IconButton>
          <span id={reasonId} hidden>
            {link.reason}
          </span>
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={`Cobrar via WhatsApp (${link.to})`}>
      <IconButton
        size="small"
        color="success"
        component="a"
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Cobrar via WhatsApp"
      >
        <WhatsAppIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The row actions of SPEC 2.10, plus the charge. */
export function PaymentRowActions({ row, today, handlers }: { row: PaymentRow; today: string; handlers: RowHandlers }) {
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      {action('Novo Pagamento', <AddCardIcon fontSize="small" />, () => handlers.onNew(row))}
      {action('Editar Último', <EditIcon fontSize="small" />, () => handlers.onEditLast(row), row.count === 0)}
      {action('Histórico', <HistoryIcon fontSize="small" />, () => handlers.onHistory(row))}
      <ChargeButton row={row} today={today} />
    </Stack>
  );
}
