import { Component, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { paths } from '../paths';
import { renewFailedScreens } from './failed-screens';

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
export function RouteErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  // Offline, a screen never opened on this device cannot load its code: no new version, and reloading
  // now would lose the whole page. It is tried again once asked (or the screen is opened again).
  if (isStaleChunkError(error) && typeof navigator !== 'undefined' && navigator.onLine === false)
    return (
      <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
        <Alert severity="warning" role="alert">
          <AlertTitle>Sem conexão com o servidor</AlertTitle>
          Esta tela ainda não foi aberta neste aparelho e precisa da internet para carregar. Quando a conexão voltar,
          toque em Tentar de novo.
        </Alert>
        {onRetry && (
          <Button variant="contained" onClick={onRetry} sx={{ mt: 2 }}>
            Tentar de novo
          </Button>
        )}
      </Box>
    );
  // Online as the browser sees it, the code may still not come: a Wi-Fi without internet looks the
  // same as a deploy. Trying again costs nothing; a reload on a dead connection loses the whole page.
  const stale = isStaleChunkError(error);
  const title = stale ? 'Não foi possível carregar esta tela' : 'Algo deu errado ao abrir esta tela';
  const detail = stale
    ? 'A conexão pode ter falhado, ou o sistema foi atualizado enquanto esta aba estava aberta. Toque em Tentar ' +
      'de novo; se a tela não carregar, recarregue a página para usar a versão nova.'
    : 'Tente recarregar a página. Se continuar, avise o administrador.';
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Alert severity={stale ? 'info' : 'error'} role="alert">
        <AlertTitle>{title}</AlertTitle>
        {detail}
      </Alert>
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 2 }}>
        {stale && onRetry && (
          <Button variant="contained" onClick={onRetry}>
            Tentar de novo
          </Button>
        )}
        <Button variant={stale && onRetry ? 'outlined' : 'contained'} onClick={() => window.location.reload()}>
          Recarregar
        </Button>
        <Button component={RouterLink} to={paths.dashboard} reloadDocument>
          Ir para o início
        </Button>
      </Stack>
    </Box>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next screen's address) clears the error. */
  resetKey: string;
}

/**
 * What a screen throws while loading or rendering — its chunk gone after a deploy, a bug — shown as
 * RouteErrorView where the screen would be, so the menu stays usable.
 */
export class ScreenErrorBoundary extends Component<BoundaryProps, { failure: { error: unknown } | null; key: string }> {
  state = { failure: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { failure: null, key: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    // Logged so a developer can find the cause; the person sees only the Portuguese text.
    console.error(error);
    renewFailedScreens();
  }

  render() {
    const { failure } = this.state as { failure: { error: unknown } | null };
    return failure ? (
      <RouteErrorView error={failure.error} onRetry={() => this.setState({ failure: null })} />
    ) : (
      this.props.children
    );
  }
}
