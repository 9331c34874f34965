import type { ReactNode } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import type { PaymentRow } from '../../domain/payment-rows';
import { ChargeButton } from '../ui/charge-button';

export interface RowHandlers {
  onNew: (row: PaymentRow) => void;
  onEditLast: (row: PaymentRow) => void;
  onHistory: (row: PaymentRow) => void;
  onCharge: (row: PaymentRow) => void;
}

/** The row actions of SPEC 2.10, plus the charge. */
export function PaymentRowActions({ row, handlers }: { row: PaymentRow; handlers: RowHandlers }) {
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
      <ChargeButton row={row} onCharge={handlers.onCharge} />
    </Stack>
  );
}
