import { Alert, Button } from '@mui/material';
import { closureDates, closureLabel } from '../../domain/closure';
import type { ClosureChange } from './closure-confirm';

interface Props {
  change: ClosureChange;
  busy: boolean;
  onRetry: () => void;
}

/**
 * A closing whose save failed, maybe halfway: the closure written (its switch then shows on, and
 * toggling it would reopen the studio) with some make-ups or credits of those days not settled yet.
 * Saving it again settles what is left; it asks first, as any closing (make-ups may be booked since).
 */
export function ClosureRetry({ change, busy, onRetry }: Props) {
  const { closure } = change;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={busy}>
          Tentar de novo
        </Button>
      }
    >
      {`Não foi possível concluir o fechamento (${closureLabel(closure)}, ${closureDates(closure)}): as reposições ` +
        'e os créditos desses dias podem não ter sido acertados.'}
    </Alert>
  );
}
