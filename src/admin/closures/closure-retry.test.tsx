// 'Feriados e recesso': a closing or a reopening that failed, maybe halfway, offered again until it succeeds.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newClosureId, saveClosure } from '../../data/closures-repo';
import { useClosures } from '../../data/week-hooks';
import { live } from '../testing/factories';
import { addRange, asked, noQuestion, open, saved, setUpClosuresTests } from './closures-test-setup';

vi.mock('../../data/week-hooks');
vi.mock('../../data/closures-repo');

setUpClosuresTests();

describe("'Tentar de novo'", { timeout: 30_000 }, () => {
  // The closure may be written with some make-ups of those days not given back: its switch then shows
  // on (toggling it would reopen the studio), so the closing is offered again, asked first, until it succeeds.
  it('a closing that failed halfway is offered again, on the same closure, until it succeeds', async () => {
    let stored: ReturnType<typeof saved>[] = [];
    vi.mocked(useClosures).mockImplementation(() => live(stored));
    vi.mocked(saveClosure).mockImplementationOnce(async () => {
      stored = [saved('feriado-2026-12-25', 'feriado', 'Natal', '2026-12-25')]; // written, then a batch failed
      throw Object.assign(new Error('x'), { code: 'aborted' });
    });
    const { user } = open();
    await user.click(screen.getByRole('switch', { name: 'Estúdio fechado: Natal 25/12/2026' }));
    await user.click(within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' }));
    await noQuestion();
    const unfinished = await screen.findByText(
      /^Não foi possível concluir o fechamento \(Feriado: Natal, 25\/12\/2026\)/,
    );
    await user.click(
      within(unfinished.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar de novo' }),
    );
    await user.click(within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' }));
    await waitFor(() => expect(saveClosure).toHaveBeenCalledTimes(2));
    const [first, again] = vi.mocked(saveClosure).mock.calls;
    expect(again?.[0]).toBe(first?.[0]);
    expect(again?.[1]).toMatchObject({ active: true, reason: 'Natal' });
    await waitFor(() => expect(screen.queryByText(/^Não foi possível concluir o fechamento/)).not.toBeInTheDocument());
  });

  it('a range retried so clears its fields once saved, as a first try would (not added twice)', async () => {
    vi.mocked(newClosureId).mockReturnValueOnce('c-1');
    let stored: ReturnType<typeof saved>[] = [];
    vi.mocked(useClosures).mockImplementation(() => live(stored));
    vi.mocked(saveClosure).mockImplementationOnce(async () => {
      stored = [saved('c-1', 'recesso', 'Recesso', '2027-02-15', '2027-02-17')];
      throw Object.assign(new Error('x'), { code: 'aborted' });
    });
    const { user } = open();
    await user.type(screen.getByLabelText('De'), '2027-02-15');
    await user.type(screen.getByLabelText('Até'), '2027-02-17');
    await addRange(user);
    await noQuestion();
    expect(screen.getByLabelText('De')).toHaveValue('2027-02-15');
    const unfinished = await screen.findByText(
      /^Não foi possível concluir o fechamento \(Recesso, 15\/02\/2027 a 17\/02\/2027\)/,
    );
    await user.click(
      within(unfinished.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar de novo' }),
    );
    await user.click(within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' }));
    await waitFor(() => expect(saveClosure).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveClosure).mock.calls.map(([id]) => id)).toEqual(['c-1', 'c-1']);
    await noQuestion();
    await waitFor(() => expect(screen.getByLabelText('De')).toHaveValue(''));
  });

  it('no longer offers a failed closing once that closure was reopened (here or on another device)', async () => {
    let stored: ReturnType<typeof saved>[] = [];
    vi.mocked(useClosures).mockImplementation(() => live(stored));
    vi.mocked(saveClosure).mockImplementationOnce(async () => {
      stored = [saved('feriado-2026-12-25', 'feriado', 'Natal', '2026-12-25')];
      throw Object.assign(new Error('x'), { code: 'aborted' });
    });
    const { user } = open();
    await user.click(screen.getByRole('switch', { name: 'Estúdio fechado: Natal 25/12/2026' }));
    await user.click(within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' }));
    expect(await screen.findByText(/^Não foi possível concluir o fechamento/)).toBeVisible();
    stored = [{ ...saved('feriado-2026-12-25', 'feriado', 'Natal', '2026-12-25'), active: false }];
    await user.type(screen.getByLabelText('Motivo'), '!'); // the page draws again (the list is live)
    expect(screen.queryByText(/^Não foi possível concluir o fechamento/)).not.toBeInTheDocument();
  });

  // Reopened, with some of its credits given back and a later batch refused: the switch shows the studio
  // open (toggling it would close it again, cancelling make-ups booked since), so the reopening is offered.
  it('a reopening that failed halfway is offered again, on the same closure, until it succeeds', async () => {
    const natal = saved('feriado-2026-12-25', 'feriado', 'Natal', '2026-12-25');
    let stored = [natal];
    vi.mocked(useClosures).mockImplementation(() => live(stored));
    vi.mocked(saveClosure).mockImplementationOnce(async () => {
      stored = [{ ...natal, active: false }]; // written, then a batch of credits failed
      throw Object.assign(new Error('x'), { code: 'aborted' });
    });
    const { user } = open();
    await user.click(screen.getByRole('switch', { name: 'Estúdio fechado: Natal 25/12/2026' }));
    await user.click(within(asked('Reabrir o estúdio?')).getByRole('button', { name: 'Reabrir' }));
    await noQuestion();
    const unfinished = await screen.findByText(
      /^Não foi possível concluir a reabertura \(Feriado: Natal, 25\/12\/2026\): créditos de avisos/,
    );
    await user.click(
      within(unfinished.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar de novo' }),
    );
    await user.click(within(asked('Reabrir o estúdio?')).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(saveClosure).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveClosure).mock.calls[1]).toEqual(vi.mocked(saveClosure).mock.calls[0]);
    await waitFor(() => expect(screen.queryByText(/^Não foi possível concluir a reabertura/)).not.toBeInTheDocument());
  });
});
