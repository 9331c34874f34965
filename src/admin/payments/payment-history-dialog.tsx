import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useStudentPayments } from '../../data/hooks';
import type { PaymentRecord } from '../../data/payments-repo';
import { formatDateBR } from '../../domain/dates';
import { labelOf, paymentMethodLabels } from '../../domain/enums';
import { formatBRL } from '../../domain/money';
import { historyTotals, paymentStatusToday } from '../../domain/payment-history';
import type { PaymentRow } from '../../domain/payment-rows';
import { payerOfPayment } from '../../domain/receipt';
import { printPaymentCharge } from '../print/payment-charge';
import { printPaymentReceipt } from '../print/payment-receipt';
import { LiveError } from '../ui/live-error';
import { useNotify } from '../ui/notify';
import { PaymentStatusChip } from '../ui/payment-status-chip';
import { editBlockedBy, type PaymentEdit } from './save-payment';
import { PhoneSheetDialog } from '../ui/phone-sheet-dialog';
import { phoneTableSx, Under, usePhone } from '../ui/phone-table';

interface Props {
  row: PaymentRow;
  today: string;
  onEdit: (edit: PaymentEdit) => void;
  onClose: () => void;
}

/** Histórico (SPEC 2.10): the student's payments, newest first, each with Editar, and the totals. */
export function PaymentHistoryDialog({ row, today, onEdit, onClose }: Props) {
  const history = useStudentPayments(row.id, row.summary);
  const notify = useNotify();
  const totals = historyTotals(history.data, today);
  // Its own id: another dialog opened over it (Editar, its Histórico de alterações) names itself.
  const titleId = useId();
  const phone = usePhone();
  // A paid payment prints its receipt; an open due prints its charge, with the Pix QR code — or
  // without it, and staff are told why (the paper does not say it to the payer).
  const print = (payment: PaymentRecord) => {
    const payer = payerOfPayment(row.student, payment, today);
    const result =
      payment.status === 'paid'
        ? { ...printPaymentReceipt(payer, payment), withoutPix: null }
        : printPaymentCharge(payer, payment);
    if (!result.ok) notify(result.message);
    // The paper went out: why it has no Pix is a warning that goes by itself, not a failure over the dialog.
    else if (result.withoutPix) notify(result.withoutPix, 'warning', { transient: true });
  };
  return (
    <PhoneSheetDialog onClose={onClose} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Histórico — {row.nome}</DialogTitle>
      <DialogContent dividers>
        {/* Totals of every payment, once they are all here: never 'Total pago: R$ 0,00' while loading. */}
        {!history.loading && !history.error && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 2 }} aria-label="Totais">
            <Typography>Total pago: {formatBRL(totals.paid)}</Typography>
            <Typography>Total pendente: {formatBRL(totals.pending)}</Typography>
            <Typography>Total em atraso: {formatBRL(totals.overdue)}</Typography>
          </Stack>
        )}
        <LiveError live={history} />
        {history.unreadable > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {editBlockedBy(history.unreadable)}
          </Alert>
        )}
        {history.loading && <LinearProgress aria-label="Carregando pagamentos" />}
        {!history.loading && !history.error && history.data.length === 0 && (
          <Alert severity="info">Nenhum pagamento registrado.</Alert>
        )}
        {history.data.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="Pagamentos" sx={phone ? phoneTableSx : undefined}>
              <TableHead>
                {/* A phone has room for three columns: the others' values go under the date and the amount. */}
                <TableRow>
                  <TableCell>Data</TableCell>
                  {!phone && <TableCell>Vencimento</TableCell>}
                  <TableCell align="right">Valor</TableCell>
                  {!phone && <TableCell>Status</TableCell>}
                  {!phone && <TableCell>Forma</TableCell>}
                  {!phone && <TableCell>Observações</TableCell>}
                  <TableCell align="right">Ações</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {history.data.map((payment) => {
                  const method = labelOf(paymentMethodLabels, payment.paymentMethod);
                  const status = <PaymentStatusChip status={paymentStatusToday(payment, today)} />;
                  return (
                    <TableRow key={payment.id}>
                      <TableCell>
                        {formatDateBR(payment.paymentDate)}
                        {phone && <Under>{`Vencimento ${formatDateBR(payment.dueDate)}`}</Under>}
                        {phone && method && <Under>{method}</Under>}
                        {phone && payment.notes && <Under>{payment.notes}</Under>}
                      </TableCell>
                      {!phone && <TableCell>{formatDateBR(payment.dueDate)}</TableCell>}
                      <TableCell align="right">
                        {formatBRL(payment.amount)}
                        {phone && <Box sx={{ mt: 0.5 }}>{status}</Box>}
                      </TableCell>
                      {!phone && <TableCell>{status}</TableCell>}
                      {!phone && <TableCell>{method}</TableCell>}
                      {!phone && (
                        <TableCell sx={{ maxWidth: 200, overflowWrap: 'anywhere' }}>{payment.notes}</TableCell>
                      )}
                      <TableCell align="right" sx={{ whiteSpace: { sm: 'nowrap' } }}>
                        {history.unreadable === 0 && (
                          <Tooltip title="Editar">
                            <IconButton
                              size="small"
                              aria-label="Editar"
                              onClick={() => onEdit({ payment, history: history.data })}
                            >
                              <EditIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        {payment.status === 'paid' ? (
                          <Tooltip title="Imprimir recibo">
                            <IconButton size="small" aria-label="Imprimir recibo" onClick={() => print(payment)}>
                              <ReceiptLongIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        ) : (
                          <Tooltip title="Imprimir cobrança">
                            <IconButton size="small" aria-label="Imprimir cobrança" onClick={() => print(payment)}>
                              <QrCode2Icon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </PhoneSheetDialog>
  );
}
