import { Alert, Button } from '@mui/material';
import { formatDateBR, todayIso } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { proratedFirstDue, type DueFees } from '../../domain/monthly-dues';

interface Props {
  /** When the student of a new payment (one without payments yet) was registered. */
  joinedAt: number;
  /** That student's plan and monthly fee (its private part). */
  fees: Pick<DueFees, 'valorMensalidade' | 'frequencia'>;
  /** A day of the month the due is for: today for a new payment, the due date of one edited. */
  dueIn: string;
  onUse: (amount: number) => void;
}

/** A student who joined mid-month: the pro-rated first due, proposed (never imposed) beside the form. */
export function ProratedProposal({ joinedAt, fees, dueIn, onUse }: Props) {
  const joined = todayIso(joinedAt);
  const proposal = proratedFirstDue(fees, joined, dueIn);
  if (!proposal) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => onUse(proposal.amount)}>
          Usar proporcional
        </Button>
      }
    >
      Entrou em {formatDateBR(joined)}: primeira mensalidade proporcional de {formatBRL(proposal.amount)} (
      {proposal.days} de {proposal.daysInMonth} dias).
    </Alert>
  );
}
