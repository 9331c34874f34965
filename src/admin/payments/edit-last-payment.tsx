import { useEffect } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  Stack,
  Typography,
} from '@mui/material';
import { useStudentPayments } from '../../data/hooks';
import type { PaymentRow } from '../../domain/payment-rows';
import { latestPayment } from '../../domain/payment-status';
import { LiveError } from '../ui/live-error';
import { editBlockedBy, type PaymentEdit } from './save-payment';

interface Props {
  row: PaymentRow;
  /** Called once the history is loaded, with its latest payment to edit. */
  onReady: (edit: PaymentEdit) => void;
  onClose: () => void;
}

/** 'Editar Último': loads the student's history (the summary of an edit is its fold), then edits the latest. */
export function EditLastPayment({ row, onReady, onClose }: Props) {
  const history = useStudentPayments(row.id, row.summary);
  const blocked = !history.loading && history.unreadable > 0;
  const last =
    history.loading || blocked
      ? undefined
      : (history.data.find((p) => p.id === row.summary?.lastPaymentId) ?? latestPayment(history.data));
  useEffect(() => {
    if (last) onReady({ payment: last, history: history.data });
  }, [last, history.data, onReady]);
  return (
    <Dialog open onClose={onClose} aria-label="Carregando pagamentos">
      <DialogContent>
        <LiveError live={history} />
        {blocked && <Alert severity="warning">{editBlockedBy(history.unreadable)}</Alert>}
        {!history.loading && !history.error && !blocked && !last && (
          <Typography>Nenhum pagamento encontrado.</Typography>
        )}
        {!history.error && history.loading && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>Carregando pagamentos...</Typography>
          </Stack>
        )}
      </DialogContent>
      {/* A way out that says so, when the history cannot be edited (and while it loads). */}
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
