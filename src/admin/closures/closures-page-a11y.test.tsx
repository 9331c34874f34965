// What a keyboard or screen-reader user meets on 'Feriados e recesso': focus stays on the switch just
// toggled while it saves, and the range form's errors belong to the fields they are about.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveClosure, saveSettings } from '../../data/closures-repo';
import { useClosures, useStudioSettings } from '../../data/week-hooks';
import { live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import ClosuresPage from './closures-page';

vi.mock('../../data/week-hooks');
vi.mock('../../data/closures-repo');

const now = new Date('2026-11-23T15:00:00Z'); // Monday, 12:00 in São Paulo
const stored = { updatedBy: 'u', updatedByName: 'U', writtenAt: 0, version: 1, createdAt: 5, updatedAt: 5 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(useClosures).mockReturnValue(live([]));
  vi.mocked(useStudioSettings).mockReturnValue(live(null));
  vi.mocked(saveClosure).mockResolvedValue('id');
  vi.mocked(saveSettings).mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const open = () => renderAdmin(<ClosuresPage />, { url: '/admin/feriados' });

/** A save that settles when the test says. */
function pendingSave() {
  let finish = () => undefined as void;
  vi.mocked(saveClosure).mockReturnValue(new Promise<string>((resolve) => (finish = () => resolve('id'))));
  return () => finish();
}

describe('Feriados e recesso: keyboard and screen reader', { timeout: 30_000 }, () => {
  it('keeps focus on the holiday switch toggled with the keyboard while it saves, and takes no second change', async () => {
    const finish = pendingSave();
    const { user } = open();
    const natal = screen.getByRole('switch', { name: 'Estúdio fechado: Natal' });
    natal.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(saveClosure).toHaveBeenCalledOnce());
    expect(natal).toHaveFocus();
    expect(natal).toBeEnabled(); // still a Tab stop
    expect(natal).toHaveAttribute('aria-disabled', 'true'); // said to be unavailable
    await user.keyboard(' ');
    await user.click(screen.getByRole('switch', { name: 'Estúdio fechado: Sexta-feira Santa' }));
    expect(saveClosure).toHaveBeenCalledOnce();
    natal.focus();
    finish();
    await waitFor(() => expect(natal).not.toHaveAttribute('aria-disabled'));
    expect(natal).toHaveFocus();
  });

  it('keeps focus on a range switch toggled with the keyboard while it saves', async () => {
    vi.mocked(useClosures).mockReturnValue(
      live([
        {
          ...stored,
          id: 'r1',
          kind: 'recesso' as const,
          reason: 'Férias coletivas',
          startDate: '2027-01-04',
          endDate: '2027-01-15',
          active: true,
        },
      ]),
    );
    const finish = pendingSave();
    const { user } = open();
    const ferias = screen.getByRole('switch', { name: 'Estúdio fechado: Férias coletivas 04/01/2027' });
    ferias.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(saveClosure).toHaveBeenCalledOnce());
    expect(ferias).toHaveFocus();
    expect(ferias).toBeEnabled();
    expect(ferias).toHaveAttribute('aria-disabled', 'true');
    finish();
    await waitFor(() => expect(ferias).not.toHaveAttribute('aria-disabled'));
  });

  it('marks the fields the range error is about, described by the error', async () => {
    const { user } = open();
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    const reason = screen.getByRole('textbox', { name: 'Motivo' });
    const add = screen.getByRole('button', { name: 'Adicionar fechamento' });

    await user.click(add);
    expect(screen.getByText('Informe as duas datas.')).toBeInTheDocument();
    for (const field of [from, to]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Informe as duas datas.');
    }
    expect(reason).toHaveAttribute('aria-invalid', 'false');

    await user.type(from, '2026-12-10');
    await user.click(add);
    expect(from).toHaveAttribute('aria-invalid', 'false');
    expect(from).not.toHaveAccessibleDescription();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Informe as duas datas.');

    await user.type(to, '2026-12-01');
    await user.click(add);
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('A data final deve ser igual ou posterior à inicial.');
    expect(from).toHaveAttribute('aria-invalid', 'false');

    await user.clear(to);
    await user.type(to, '2026-12-12');
    await user.clear(reason);
    await user.click(add);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Informe o motivo.');
    expect(to).toHaveAttribute('aria-invalid', 'false');
    expect(saveClosure).not.toHaveBeenCalled();
  });
});
