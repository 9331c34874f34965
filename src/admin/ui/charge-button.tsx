import { useId } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { chargeLink } from '../../domain/payment-charge';
import type { PaymentRow } from '../../domain/payment-rows';
import { studio } from '../../site/studio';

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
