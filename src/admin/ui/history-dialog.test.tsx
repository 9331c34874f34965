import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSchedule } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { HistoryDialog } from './history-dialog';

describe('HistoryDialog', () => {
  it('a class version equal to the class now: restoring it says so, in words about a class', async () => {
    // 07:00 then, 08:00 now; restoring leaves it as it is (e.g. only a student who left differs).
    const current = aSchedule({ id: 's1', startTime: '08:00', version: 2, writtenAt: 1_750_000_000_000 });
    const restore = vi.fn(() => Promise.resolve(false));
    const { user } = renderAdmin(
      <HistoryDialog
        kind="schedules"
        current={current}
        load={() =>
          Promise.resolve([
            {
              data: { ...current, startTime: '07:00' },
              version: 1,
              updatedBy: 'u',
              updatedByName: 'Ana Admin',
              writtenAt: 1_749_000_000_000,
            },
          ])
        }
        restore={restore}
        onClose={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Restaurar esta versão' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Nada a restaurar: esta versão é igual à agenda como está agora.')).toBeVisible();
    expect(restore).toHaveBeenCalledOnce();
  });
});
