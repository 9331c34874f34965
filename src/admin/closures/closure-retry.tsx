import { Alert, Button } from '@mui/material';
import { closureDates, closureLabel } from '../../domain/closure';
import type { ClosureChange } from './closure-confirm';

interface Props {
  change: ClosureChange;
  busy: boolean;
  onRetry: () => void;
}

/**
 * A closing or reopening whose save failed, maybe halfway: the closure written (its switch then shows
 * the change done, and toggling it would undo it) with some make-ups or credits of those days not
 * settled yet. Saving it again settles what is left; it asks first, as any change (make-ups may be
 * booked since).
 */
export function ClosureRetry({ change, busy, onRetry }: Props) {
  const { closure } = change;
  const what = `(${closureLabel(closure)}, ${closureDates(closure)})`;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={busy}>
          Tentar de novo
        </Button>
      }
    >
      {closure.active
        ? `Não foi possível concluir o fechamento ${what}: as reposições e os créditos desses dias podem não ter sido acertados.`
        : `Não foi possível concluir a reabertura ${what}: créditos de avisos de falta desses dias podem não ter sido devolvidos.`}
    </Alert>
  );
}
