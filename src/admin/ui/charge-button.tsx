import { IconButton, Tooltip } from '@mui/material';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import type { PaymentRow } from '../../domain/payment-rows';

interface Props {
  row: PaymentRow;
  onCharge: (row: PaymentRow) => void;
  /** In a data grid's cell, the cell's tabIndex: the grid keeps one Tab stop and moves with the arrows. */
  tabIndex?: GridRenderCellParams['tabIndex'];
}

/**
 * 'Cobrar' on a late or pending student; the page opens ChargeDialog (kept outside the grid's
 * cells, so scrolling or a live update of the row never closes it).
 */
export function ChargeButton({ row, onCharge, tabIndex }: Props) {
  if (!row.open || (row.status !== 'overdue' && row.status !== 'pending')) return null;
  return (
    <Tooltip title="Cobrar">
      <IconButton size="small" color="success" aria-label="Cobrar" tabIndex={tabIndex} onClick={() => onCharge(row)}>
        <RequestQuoteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
