import type { ReactNode } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import type { PaymentRow } from '../../domain/payment-rows';
import { ChargeButton } from '../ui/charge-button';

export interface RowHandlers {
  onNew: (row: PaymentRow) => void;
  onEditLast: (row: PaymentRow) => void;
  onHistory: (row: PaymentRow) => void;
  onCharge: (row: PaymentRow) => void;
}

interface Props {
  row: PaymentRow;
  handlers: RowHandlers;
  /**
   * The cell's tabIndex (GridRenderCellParams.tabIndex), given to every button: the grid is one Tab
   * stop (arrows move inside it), not four per row, as in Alunos and Usuários.
   */
  tabIndex?: GridRenderCellParams['tabIndex'];
}

/** The row actions of SPEC 2.10, plus the charge. */
export function PaymentRowActions({ row, handlers, tabIndex }: Props) {
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled} tabIndex={tabIndex}>
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
      <ChargeButton row={row} onCharge={handlers.onCharge} tabIndex={tabIndex} />
    </Stack>
  );
}
