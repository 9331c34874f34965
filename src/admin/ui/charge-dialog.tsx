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
import { unreadablePayments } from '../../domain/payment-history';
import { chargeLink, totalOf, withOthersOpen } from '../../domain/payment-charge';
import type { PaymentRow } from '../../domain/payment-rows';
import { pixCharge } from '../../domain/pix';
import { studio } from '../../site/studio';
import { LiveError } from './live-error';
import { PixCode } from './pix-code';

export const CHARGE_GONE = 'A cobrança escolhida não está mais em aberto: escolha outra.';
export const CODE_APART_HINT =
  'Depois da cobrança, envie o código numa mensagem só dele: copiada inteira, o banco a aceita no Pix copia e cola.';

/** The due charged may be among the payments that could not be read. */
export const chargeBlind = (unreadable: number): string =>
  `${unreadablePayments(unreadable)}: pode haver outra cobrança em aberto além das listadas aqui. Avise o administrador do sistema.`;

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
  // The due chosen, never another in its place: one paid on another device while this is open is
  // said, and nothing is charged until another is chosen.
  const due = chosen === null ? dues[0] : dues.find((d) => d.id === chosen);
  const gone = chosen !== null && !due;
  const pix = due ? pixCharge(studio.pix, due) : null;
  const charged = due ? withOthersOpen(due, dues, today) : null;
  const link = charged ? chargeLink(row.student, charged, studio.name, today, pix?.ok ? pix.payload : undefined) : null;
  // A due that could not be read may be the one open: 'nothing open' is not said then.
  const unreadable = history.unreadable > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="charge-title">
      <DialogTitle id="charge-title">Cobrar — {row.nome}</DialogTitle>
      <DialogContent dividers>
        <LiveError live={history} />
        {history.loading && <LinearProgress aria-label="Carregando cobranças" />}
        {unreadable && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {chargeBlind(history.unreadable)}
          </Alert>
        )}
        {gone && dues.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {CHARGE_GONE}
          </Alert>
        )}
        {!history.loading && !history.error && dues.length === 0 && !unreadable && (
          <Alert severity="info">Nenhuma cobrança em aberto.</Alert>
        )}
        {dues.length > 0 && (
          <Stack spacing={2}>
            {dues.length > 1 && (
              <Typography>
                {dues.length} cobranças em aberto, total {formatBRL(totalOf(dues))}. A mensagem cobra a escolhida e cita
                as outras já vencidas.
              </Typography>
            )}
            {dues.length > 1 || !due ? (
              <RadioGroup
                aria-label="Cobrança"
                value={due?.id ?? ''}
                onChange={(event) => setChosen(event.target.value)}
              >
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
            {link?.ok && link.codeUrl && (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <WhatsAppLink href={link.codeUrl} variant="outlined">
                  Enviar código Pix
                </WhatsAppLink>
                <Typography variant="caption" color="text.secondary">
                  {CODE_APART_HINT}
                </Typography>
              </Stack>
            )}
            {link && !link.ok && <Alert severity="warning">{link.reason}: a mensagem não pode ser enviada.</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {link?.ok && (
          <WhatsAppLink href={link.url} variant="contained">
            Cobrar via WhatsApp
          </WhatsAppLink>
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A chat opened in WhatsApp, in a tab of its own. */
function WhatsAppLink({
  href,
  variant,
  children,
}: {
  href: string;
  variant: 'contained' | 'outlined';
  children: string;
}) {
  return (
    <Button
      color="success"
      variant={variant}
      startIcon={<WhatsAppIcon />}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </Button>
  );
}
