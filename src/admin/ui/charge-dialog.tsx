import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useStudentPayments } from '../../data/hooks';
import { formatDateBR } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { openDues } from '../../domain/open-dues';
import { chargeLink } from '../../domain/payment-charge';
import type { PaymentRow } from '../../domain/payment-rows';
import { pixCharge } from '../../domain/pix';
import { studio } from '../../site/studio';
import { LiveError } from './live-error';
import { PixCode } from './pix-code';

interface Props {
  row: PaymentRow;
  today: string;
  onClose: () => void;
}

/**
 * 'Cobrar': one open due of the student (the earliest, or the one chosen), its WhatsApp message
 * with the 'Pix copia e cola' of that exact amount, the QR code and 'Copiar código Pix'.
 */
export function ChargeDialog({ row, today, onClose }: Props) {
  const history = useStudentPayments(row.id, row.summary);
  const dues = openDues(history.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const due = dues.find((d) => d.id === chosen) ?? dues[0];
  const pix = due ? pixCharge(studio.pix, due) : null;
  const link = due ? chargeLink(row.student, due, studio.name, today, pix?.ok ? pix.payload : undefined) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="charge-title">
      <DialogTitle id="charge-title">Cobrar — {row.nome}</DialogTitle>
      <DialogContent dividers>
        <LiveError live={history} />
        {history.loading && <LinearProgress aria-label="Carregando cobranças" />}
        {!history.loading && !history.error && !due && <Alert severity="info">Nenhuma cobrança em aberto.</Alert>}
        {due && (
          <Stack spacing={2}>
            {dues.length > 1 ? (
              <RadioGroup aria-label="Cobrança" value={due.id} onChange={(event) => setChosen(event.target.value)}>
                {dues.map((d) => (
                  <FormControlLabel
                    key={d.id}
                    value={d.id}
                    control={<Radio size="small" />}
                    label={`${formatBRL(d.amount)} — vencimento ${formatDateBR(d.dueDate)}`}
                  />
                ))}
              </RadioGroup>
            ) : (
              <Typography>
                {formatBRL(due.amount)} — vencimento {formatDateBR(due.dueDate)}
              </Typography>
            )}
            {pix && <PixCode charge={pix} />}
            {link && !link.ok && <Alert severity="warning">{link.reason}: a mensagem não pode ser enviada.</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {link?.ok && (
          <Button
            color="success"
            variant="contained"
            startIcon={<WhatsAppIcon />}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Cobrar via WhatsApp
          </Button>
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
