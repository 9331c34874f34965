import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@mui/material';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { LiveError } from './live-error';
import { severityOf, useNotify } from './notify';
import { RouteErrorView, isStaleChunkError } from './route-error';

describe('FormDialog', () => {
  function Harness({ save, onClose = () => undefined }: { save: () => Promise<void>; onClose?: () => void }) {
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string>();
    return (
      <FormDialog
        open
        title="Novo aluno"
        onClose={onClose}
        busy={busy}
        submitLabel="Cadastrar Aluno"
        busyLabel="Cadastrando..."
        error={error}
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          save().then(
            () => setBusy(false),
            () => {
              setBusy(false);
              setError('Erro ao cadastrar aluno. Tente novamente.');
            },
          );
        }}
      >
        <input aria-label="Nome" defaultValue="" />
      </FormDialog>
    );
  }

  it('shows the busy label while saving, then the failure, keeping what was typed', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const { user } = renderAdmin(<Harness save={save} />);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Aluno' }));
    // Said disabled, yet keeping the focus (a disabled button lost it); a second Enter saves nothing more.
    const busyButton = screen.getByRole('button', { name: 'Cadastrando...' });
    expect(busyButton).toHaveAttribute('aria-disabled', 'true');
    expect(busyButton).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(save).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    fail(new Error('recusado'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao cadastrar aluno. Tente novamente.');
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    expect(screen.getByRole('button', { name: 'Cadastrar Aluno' })).toBeEnabled();
  });

  it('a stray click outside keeps the form and what was typed; Cancelar and Esc close it', async () => {
    const onClose = vi.fn();
    const { user } = renderAdmin(<Harness save={() => Promise.resolve()} onClose={onClose} />);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('once access is revoked, says so, keeps what is typed and saves nothing', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user } = renderAdmin(<Harness save={save} />, { session: sessions.revoked });
    await user.type(screen.getByLabelText('Nome'), 'Bia');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Seu acesso foi desativado. Fale com a administração do estúdio.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('O que você digitou continua aqui para você copiar');
    expect(screen.getByRole('button', { name: 'Cadastrar Aluno' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeEnabled();
    expect(screen.getByLabelText('Nome')).toHaveValue('Bia');
    expect(save).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  it('runs the action only when confirmed, and closes', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderAdmin(
      <ConfirmDialog
        open
        title="Inativar aluno?"
        message="Ana Lima deixará de aparecer na lista."
        confirmLabel="Inativar"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Inativar aluno?' })).toHaveTextContent('Ana Lima deixará');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Inativar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});

describe('notifications', () => {
  it('shows success in green and failures in red (SPEC 8)', async () => {
    expect(severityOf('Aluno cadastrado com sucesso!')).toBe('success');
    expect(severityOf('Erro ao cadastrar aluno. Tente novamente.')).toBe('error');
    function Sender() {
      const notify = useNotify();
      return <Button onClick={() => notify('Aluno atualizado com sucesso!')}>Enviar</Button>;
    }
    const { user } = renderAdmin(<Sender />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aluno atualizado com sucesso!');
    expect(alert.className).toMatch(/Success/);
  });

  it('a failure also said on the screen goes by itself; any other failure stays until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      function Sender() {
        const notify = useNotify();
        return (
          <>
            <Button onClick={() => notify('Erro ao salvar aluno.', 'error', { transient: true })}>No form</Button>
            <Button onClick={() => notify('Erro ao gerar mensalidades.')}>Sozinho</Button>
          </>
        );
      }
      renderAdmin(<Sender />);
      fireEvent.click(screen.getByRole('button', { name: 'No form' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao salvar aluno.');
      await act(() => vi.advanceTimersByTimeAsync(11_000));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

      fireEvent.click(screen.getByRole('button', { name: 'Sozinho' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao gerar mensalidades.');
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Erro ao gerar mensalidades.');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('LiveError', () => {
  it('says nothing when all is well', () => {
    const { container } = renderAdmin(<LiveError live={{ error: null, unreadable: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reports a failed subscription and the records it could not read', () => {
    renderAdmin(
      <LiveError
        live={[
          { error: Object.assign(new Error('denied'), { code: 'permission-denied' }), unreadable: 1 },
          { error: null, unreadable: 2 },
        ]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Você não tem permissão para esta operação.');
    expect(screen.getByText(/3 registros não puderam ser lidos: estão fora do formato esperado/)).toBeInTheDocument();
  });

  it('says one unreadable record in the singular', () => {
    renderAdmin(<LiveError live={{ error: null, unreadable: 1 }} />);
    expect(screen.getByText(/^1 registro não pôde ser lido: está fora do formato esperado\./)).toBeInTheDocument();
  });
});

describe('route errors', () => {
  it('recognises a screen chunk that is gone after a deploy, in each browser wording', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('online, says the connection may have failed or the system changed: try again first, or reload', async () => {
    const reload = vi.fn();
    const retry = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = renderAdmin(
      <RouteErrorView error={new TypeError('Failed to fetch dynamically imported module')} onRetry={retry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta telaA conexão pode ter falhado, ou o sistema foi atualizado',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('offline, says the screen needs the connection and tries again when asked (no reload, no new version)', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const retry = vi.fn();
    const { user } = renderAdmin(
      <RouteErrorView error={new TypeError('Failed to fetch dynamically imported module')} onRetry={retry} />,
    );
    expect(screen.getByText('Sem conexão com o servidor')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar esta tela')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('says something went wrong for any other failure', () => {
    renderAdmin(<RouteErrorView error={new Error('boom')} />);
    expect(screen.getByText('Algo deu errado ao abrir esta tela')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
