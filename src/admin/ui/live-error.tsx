import { Alert, Stack } from '@mui/material';
import { messageForError } from '../../domain/auth-errors';

interface LiveState {
  error: Error | null;
  unreadable: number;
}

export const unreadableText = (count: number) =>
  count === 1 ? '1 registro não pôde ser lido' : `${count} registros não puderam ser lidos`;

/**
 * Above a table: a subscription that failed (the rows shown may be old or none), and records left
 * out because they are not in the expected format — never silently hidden (DESIGN.md).
 */
export function LiveError({ live }: { live: LiveState | LiveState[] }) {
  const states = Array.isArray(live) ? live : [live];
  const error = states.find((state) => state.error)?.error;
  const unreadable = states.reduce((sum, state) => sum + state.unreadable, 0);
  if (!error && unreadable === 0) return null;
  return (
    <Stack spacing={1}>
      {error && (
        <Alert severity="error" role="alert">
          Não foi possível carregar os dados. {messageForError(error, 'Tente recarregar a página.')}
        </Alert>
      )}
      {unreadable > 0 && (
        <Alert severity="warning" role="status">
          {unreadableText(unreadable)}: {unreadable === 1 ? 'está' : 'estão'} fora do formato esperado. Avise o
          administrador do sistema.
        </Alert>
      )}
    </Stack>
  );
}
