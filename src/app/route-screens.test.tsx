import { Suspense } from 'react';
import { render, screen as view } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { pageLoader } from './route-data';
import { screen } from './router';
import { ScreenErrorBoundary } from '../admin/ui/route-error';

const page = (text: string) => ({ default: () => <p>{text}</p> });
const inSuspense = (Screen: () => React.ReactNode) =>
  render(
    <Suspense fallback={<p>Carregando a tela</p>}>
      <Screen />
    </Suspense>,
  );

describe('screens of the router', () => {
  it('shows a screen whose code has arrived at once, with no loading in between', async () => {
    const load = pageLoader(async () => page('Alunos'));
    await load();
    inSuspense(screen(load));
    expect(view.getByText('Alunos')).toBeInTheDocument();
    expect(view.queryByText('Carregando a tela')).not.toBeInTheDocument();
  });

  it('shows the loading state until the code of a screen not yet loaded arrives', async () => {
    inSuspense(screen(pageLoader(async () => page('Pagamentos'))));
    expect(view.getByText('Carregando a tela')).toBeInTheDocument();
    expect(await view.findByText('Pagamentos')).toBeInTheDocument();
  });

  it('downloads a screen once, however often asked, and again after a failed download', async () => {
    const download = vi
      .fn<() => Promise<ReturnType<typeof page>>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue(page('Relatórios'));
    const load = pageLoader(download);
    await expect(load()).rejects.toThrow('chunk');
    expect(load.loaded()).toBeUndefined();
    await Promise.all([load(), load()]);
    expect(download).toHaveBeenCalledTimes(2);
    expect(load.loaded()).toBeDefined();
  });

  it('tries a failed download again when the screen is opened again (the connection back)', async () => {
    const download = vi
      .fn<() => Promise<ReturnType<typeof page>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(page('Relatórios'));
    const Reports = screen(pageLoader(download));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <MemoryRouter>
        <ScreenErrorBoundary resetKey="/admin/relatorios">
          <Suspense fallback={<p>Carregando a tela</p>}>
            <Reports />
          </Suspense>
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(await view.findByRole('alert')).toBeInTheDocument();
    first.unmount();
    inSuspense(Reports);
    expect(await view.findByText('Relatórios')).toBeInTheDocument();
  });
});
