import { Alert, Button } from '@mui/material';

/**
 * Said above a list the server did not answer for (offline): the cache's rows are shown, never as the
 * whole list. `what`: e.g. 'estas são só as evoluções que este aparelho já tinha; pode haver outras.'
 */
export function PartialRead({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Tentar de novo
        </Button>
      }
    >
      {`Sem conexão com o servidor: ${what}`}
    </Alert>
  );
}
