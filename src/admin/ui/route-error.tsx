import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { paths } from '../paths';

/**
 * A screen's code that no longer exists on the server: after a deploy, an open tab still asks for the
 * old chunk names. Browsers word it differently (Chromium, Firefox, Safari).
 */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    message,
  );
}

/** What a person sees when a screen fails to load or render: in Portuguese, with a way out. */
export function RouteErrorView({ error }: { error: unknown }) {
  const stale = isStaleChunkError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = stale
    ? 'Há uma nova versão do sistema'
    : notFound
      ? 'Página não encontrada'
      : 'Algo deu errado ao abrir esta tela';
  const detail = stale
    ? 'O sistema foi atualizado enquanto esta aba estava aberta. Recarregue a página para usar a versão nova.'
    : notFound
      ? 'O endereço não existe na área da equipe.'
      : 'Tente recarregar a página. Se continuar, avise o administrador.';
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Alert severity={stale ? 'info' : 'error'} role="alert">
        <AlertTitle>{title}</AlertTitle>
        {detail}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recarregar
        </Button>
        <Button component={RouterLink} to={paths.dashboard} reloadDocument>
          Ir para o início
        </Button>
      </Stack>
    </Box>
  );
}

/** The router's errorElement. */
export function RouteError() {
  const error = useRouteError();
  // Logged so a developer can find the cause; the person sees only the Portuguese text.
  console.error(error);
  return <RouteErrorView error={error} />;
}
