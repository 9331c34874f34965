import { useEffect } from 'react';
import { CircularProgress, Dialog, DialogContent, Stack, Typography } from '@mui/material';
import { useStudentPayments } from '../../data/hooks';
import type { PaymentRow } from '../../domain/payment-rows';
import { latestPayment } from '../../domain/payment-status';
import { LiveError } from '../ui/live-error';
import type { PaymentEdit } from './save-payment';

interface Props {
  row: PaymentRow;
  /** Called once the history is loaded, with its latest payment to edit. */
  onReady: (edit: PaymentEdit) => void;
  onClose: () => void;
}

/** 'Editar Último': loads the student's history (the summary of an edit is its fold), then edits the latest. */
export function EditLastPayment({ row, onReady, onClose }: Props) {
  const history = useStudentPayments(row.id, row.summary);
  const last = history.loading
    ? undefined
    : (history.data.find((p) => p.id === row.summary?.lastPaymentId) ?? latestPayment(history.data));
  useEffect(() => {
    if (last) onReady({ payment: last, history: history.data });
  }, [last, history.data, onReady]);
  return (
    <Dialog open onClose={onClose} aria-label="Carregando pagamentos">
      <DialogContent>
        <LiveError live={history} />
        {!history.loading && !history.error && !last && <Typography>Nenhum pagamento encontrado.</Typography>}
        {!history.error && history.loading && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>Carregando pagamentos...</Typography>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
