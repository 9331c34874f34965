// What the tests of 'Feriados e recesso' share (each file mocks '../../data/week-hooks' and
// '../../data/closures-repo' itself: vi.mock is per file).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { saveClosure, saveSettings } from '../../data/closures-repo';
import { useClosures, useStudioSettings } from '../../data/week-hooks';
import { live } from '../testing/factories';
import { paths } from '../paths';
import { renderAdmin } from '../testing/render-admin';
import ClosuresPage from './closures-page';

export const now = new Date('2026-11-23T15:00:00Z'); // Monday, 12:00 in São Paulo
const stored = { updatedBy: 'u', updatedByName: 'U', writtenAt: 0, version: 1, createdAt: 5, updatedAt: 5 };

/** Every test of a file starts on Monday 23/11/2026 with no closure, saves that succeed. */
export function setUpClosuresTests() {
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
}

export const open = () => renderAdmin(<ClosuresPage />, { url: paths.closures });
/** The question a switch asks ('Fechar o estúdio?', 'Reabrir o estúdio?'). */
export const asked = (title: string) => screen.getByRole('dialog', { name: title });
/** 'Adicionar fechamento', confirmed in the question it asks. */
export async function addRange(user: ReturnType<typeof open>['user']) {
  await noQuestion();
  await user.click(screen.getByRole('button', { name: 'Adicionar fechamento' }));
  await user.click(within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' }));
}

/** Once the last question has gone (the page behind it is hidden from the reader until then). */
export const noQuestion = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** A closure as stored, active. */
export const saved = (
  id: string,
  kind: 'feriado' | 'recesso',
  reason: string,
  startDate: string,
  endDate = startDate,
) => ({
  ...stored,
  id,
  kind,
  reason,
  startDate,
  endDate,
  active: true,
});

/** A save that settles when the test says. */
export function pendingSave() {
  let finish = () => undefined as void;
  vi.mocked(saveClosure).mockReturnValue(new Promise<string>((resolve) => (finish = () => resolve('id'))));
  return () => finish();
}
