import { screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { useEarlierSaves, useLateFailures, usePendingSaves, useServerReachable } from '../../data/shell-hooks';
import { renderAdmin } from '../testing/render-admin';
import { SyncStatus } from './sync-status';

vi.mock('../../data/shell-hooks');
// The chips' code was never fetched and the device is now offline: the import fails.
vi.mock('./sync-chips', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/sync-chips.js');
});

beforeEach(() => {
  vi.mocked(useServerReachable).mockReturnValue(true);
  vi.mocked(useLateFailures).mockReturnValue(undefined);
  vi.mocked(useEarlierSaves).mockReturnValue(false);
  vi.stubGlobal('navigator', { ...navigator, onLine: false });
});

it('still says offline, and what waits, in plain text when the chips cannot be loaded — the page stays', async () => {
  vi.mocked(usePendingSaves).mockReturnValue(2);
  renderAdmin(
    <>
      <SyncStatus />
      <p>O formulário continua aqui</p>
    </>,
  );
  expect(await screen.findByText('Sem conexão · 2 alterações aguardando envio')).toBeInTheDocument();
  expect(screen.getByText('O formulário continua aqui')).toBeInTheDocument();
});
