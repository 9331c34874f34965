import { IconButton, Tooltip } from '@mui/material';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { PaymentRow } from '../../domain/payment-rows';

/**
 * 'Cobrar' on a late or pending student; the page opens ChargeDialog (kept outside the grid's
 * cells, so scrolling or a live update of the row never closes it).
 */
export function ChargeButton({ row, onCharge }: { row: PaymentRow; onCharge: (row: PaymentRow) => void }) {
  if (!row.open || (row.status !== 'overdue' && row.status !== 'pending')) return null;
  return (
    <Tooltip title="Cobrar">
      <IconButton size="small" color="success" aria-label="Cobrar" onClick={() => onCharge(row)}>
        <RequestQuoteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
