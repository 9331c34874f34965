import { Alert } from '@mui/material';
import { formatDateBR } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { openBalance, type PaymentSummary } from '../../domain/payment-summary';

interface Props {
  nome: string;
  summary: PaymentSummary | undefined;
  today: string;
}

/**
 * Beside a new payment for a student who owes a due (one 'Gerar mensalidades' made, say): paying it
 * here would leave that due open, and the student 'Em atraso' once it falls due. Said, not imposed —
 * a class paid apart is a payment of its own.
 */
export function OpenDuesNotice({ nome, summary, today }: Props) {
  const open = openBalance(summary);
  if (!open) return null;
  // The earliest open due: late since a day gone by, or still to fall due (today included).
  const when = open.dueDate < today ? 'em atraso desde' : 'com vencimento em';
  return (
    <Alert severity="warning" role="status">
      {`${nome} tem ${formatBRL(open.amount)} em aberto, ${when} ${formatDateBR(open.dueDate)}. `}
      Se é o pagamento de uma mensalidade já lançada, não registre outro: em <strong>Histórico</strong>, use{' '}
      <strong>Editar</strong> nela e marque como Pago.
    </Alert>
  );
}
