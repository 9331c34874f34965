import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEarlierSaves, useLateFailures, usePendingSaves, useServerReachable } from '../../data/shell-hooks';
import type { LateFailure } from '../../data/save-status';
import { renderAdmin } from '../testing/render-admin';
import { SyncStatus } from './sync-status';

vi.mock('../../data/shell-hooks');

let reportFailure: (failure: LateFailure) => void = () => undefined;

beforeEach(() => {
  vi.mocked(useServerReachable).mockReturnValue(true);
  vi.mocked(useEarlierSaves).mockReturnValue(false);
  vi.mocked(useLateFailures).mockImplementation((onFailure) => {
    reportFailure = onFailure;
  });
  vi.stubGlobal('navigator', { ...navigator, onLine: true });
});

describe('SyncStatus', () => {
  it('shows nothing online with every change saved', () => {
    vi.mocked(usePendingSaves).mockReturnValue(0);
    renderAdmin(<SyncStatus />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows offline and how many changes wait to be sent', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.mocked(usePendingSaves).mockReturnValue(2);
    renderAdmin(<SyncStatus />);
    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    expect(screen.getByText('2 alterações aguardando envio')).toBeInTheDocument();
  });

  it('shows that changes kept from before the page was reloaded still wait, alone or with new ones', async () => {
    vi.mocked(useEarlierSaves).mockReturnValue(true);
    vi.mocked(usePendingSaves).mockReturnValue(0);
    const first = renderAdmin(<SyncStatus />);
    expect(await screen.findByText('Alterações anteriores aguardando envio')).toBeInTheDocument();
    first.unmount();
    vi.mocked(usePendingSaves).mockReturnValue(2);
    renderAdmin(<SyncStatus />);
    expect(await screen.findByText('2 alterações e outras anteriores aguardando envio')).toBeInTheDocument();
  });

  it('says it is reconnecting while online but the server does not answer', async () => {
    vi.mocked(usePendingSaves).mockReturnValue(1);
    vi.mocked(useServerReachable).mockReturnValue(false);
    renderAdmin(<SyncStatus />);
    expect(await screen.findByText('Reconectando ao servidor…')).toBeInTheDocument();
    expect(screen.getByText('1 alteração aguardando envio')).toBeInTheDocument();
    expect(useServerReachable).toHaveBeenLastCalledWith('uid-1');
  });

  it('says it is reconnecting while a sign-in waits for the profile the server does not send', async () => {
    vi.mocked(usePendingSaves).mockReturnValue(0);
    vi.mocked(useServerReachable).mockImplementation((uid) => uid === null);
    renderAdmin(<SyncStatus />, { session: { status: 'loading', uid: 'uid-9' } });
    expect(await screen.findByText('Reconectando ao servidor…')).toBeInTheDocument();
    expect(useServerReachable).toHaveBeenLastCalledWith('uid-9');
  });

  it('says offline, not reconnecting, when the browser itself is offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.mocked(usePendingSaves).mockReturnValue(0);
    vi.mocked(useServerReachable).mockReturnValue(false);
    renderAdmin(<SyncStatus />);
    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    expect(screen.queryByText('Reconectando ao servidor…')).not.toBeInTheDocument();
  });

  it('reports a change the server refused later, naming the record', async () => {
    vi.mocked(usePendingSaves).mockReturnValue(0);
    renderAdmin(<SyncStatus />);
    act(() => reportFailure({ label: 'Ana Lima', error: { code: 'permission-denied' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar “Ana Lima”: o servidor recusou a alteração: quando ela chegou, já não era aceita ' +
        '(outra pessoa pode ter alterado o registro antes, ou um prazo passou, como as 3 horas de um aviso de falta ' +
        'ou as 24 horas para editar uma evolução).',
    );
  });
});
