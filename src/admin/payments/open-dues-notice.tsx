import { Alert } from '@mui/material';
import { formatDateBR } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import type { PaymentSummary } from '../../domain/payment-summary';

/**
 * Beside a new payment for a student who owes a due (one 'Gerar mensalidades' made, say): paying it
 * here would leave that due open, and the student 'Em atraso' once it falls due. Said, not imposed —
 * a class paid apart is a payment of its own.
 */
export function OpenDuesNotice({ nome, summary }: { nome: string; summary: PaymentSummary | undefined }) {
  const open = summary ? summary.pendingTotal + summary.overdueTotal : 0;
  if (!summary || open <= 0) return null;
  const since = [summary.firstPendingDue, summary.firstOverdueDue].filter(Boolean).sort()[0] ?? '';
  return (
    <Alert severity="warning" role="status">
      {`${nome} tem ${formatBRL(open)} em aberto${since ? `, com vencimento desde ${formatDateBR(since)}` : ''}. `}
      Se é o pagamento de uma mensalidade já lançada, não registre outro: em <strong>Histórico</strong>, use{' '}
      <strong>Editar</strong> nela e marque como Pago.
    </Alert>
  );
}
