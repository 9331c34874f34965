import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The app's server answering with its clock `offset` ms away from this device's. */
function serverAt(offset: number, age?: number) {
  const headers = new Headers({ Date: new Date(Date.now() + offset).toUTCString() });
  if (age !== undefined) headers.set('Age', String(age));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { headers }))),
  );
}

// Measured once per page load: each test loads the code anew.
const shown = async () => {
  const { ClockWarning } = await import('./clock-warning');
  render(<ClockWarning />);
};

vi.unmock('../../data/server-clock');

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ClockWarning', () => {
  it('says how far ahead this device’s clock is, and that saves may be refused', async () => {
    serverAt(-12 * 60 * 1000);
    await shown();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^O relógio deste aparelho está 12 minutos adiantado em relação ao horário do servidor\. Acerte a data e a hora/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('o que você salvar pode ser recusado');
  });

  it('and how far behind, in days when that far', async () => {
    serverAt(3 * 24 * 60 * 60 * 1000);
    await shown();
    expect(await screen.findByRole('alert')).toHaveTextContent('está 3 dias atrasado');
  });

  it('raises no alarm for a copy a cache on the way served (its Date is now, its Age how long it was kept)', async () => {
    serverAt(0, 600);
    await shown();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('measures nothing from an answer too slow to tell (a page paused in the background), and asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const headers = () => new Headers({ Date: new Date(Date.now()).toUTCString() });
    const slow = vi.fn(() => {
      vi.setSystemTime(Date.now() + 10 * 60 * 1000); // back after 10 minutes away: the server's time is old
      return Promise.resolve(new Response(null, { headers: headers() }));
    });
    vi.stubGlobal('fetch', slow);
    await shown();
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
    // The next screen asks again, and a quick answer tells.
    serverAt(-12 * 60 * 1000);
    const { ClockWarning } = await import('./clock-warning');
    render(<ClockWarning />);
    expect(await screen.findByRole('alert')).toHaveTextContent('12 minutos adiantado');
  });

  it('says nothing of a clock within a minute or two, nor when the server cannot be reached', async () => {
    serverAt(-60 * 1000);
    await shown();
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await shown();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
