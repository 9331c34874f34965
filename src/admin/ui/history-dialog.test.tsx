import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSchedule } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { HistoryDialog } from './history-dialog';

/** The history of a class whose version 1 started at 07:00; restoring it writes nothing. */
function restoreNothing(unchanged?: string) {
  const current = aSchedule({ id: 's1', startTime: '08:00', version: 2, writtenAt: 1_750_000_000_000 });
  const version = { updatedBy: 'u', updatedByName: 'Ana Admin', writtenAt: 1_749_000_000_000 };
  const restore = vi.fn(() => Promise.resolve(false));
  const { user } = renderAdmin(
    <HistoryDialog
      kind="schedules"
      unchanged={unchanged}
      current={current}
      load={() => Promise.resolve([{ data: { ...current, startTime: '07:00' }, version: 1, ...version }])}
      restore={restore}
      onClose={vi.fn()}
    />,
  );
  return { user, restore };
}

describe('HistoryDialog', () => {
  it('a class version equal to the class now: restoring it says so, in words about a class', async () => {
    // e.g. it differs only by a student who left since, who does not come back with it
    const { user, restore } = restoreNothing();
    await user.click(await screen.findByRole('button', { name: 'Restaurar esta versão' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(
      await screen.findByText(
        'Nada a restaurar: esta versão, sem os alunos inativados desde então (que não voltam com ela), é igual à ' +
          'agenda como está agora.',
      ),
    ).toBeVisible();
    expect(restore).toHaveBeenCalledOnce();
  });

  it("says what its button asks when a restore writes nothing (a private part's, in its own words)", async () => {
    const { user } = restoreNothing('Nada a restaurar: esta versão é igual à atual.');
    await user.click(await screen.findByRole('button', { name: 'Restaurar esta versão' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Nada a restaurar: esta versão é igual à atual.')).toBeVisible();
  });
});
