import { Alert, Button } from '@mui/material';
import type { StudentRecord } from '../../data/students-repo';
import { formatDateBR, todayIso } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { proratedFirstDue } from '../../domain/monthly-dues';

interface Props {
  /** The student of a new payment, when it has no payment yet. */
  student: StudentRecord;
  today: string;
  onUse: (amount: number) => void;
}

/** A student who joined mid-month: the pro-rated first due, proposed (never imposed) beside the form. */
export function ProratedProposal({ student, today, onUse }: Props) {
  const joined = todayIso(student.createdAt);
  const proposal = proratedFirstDue(student, joined, today);
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
