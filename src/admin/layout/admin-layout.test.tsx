// The shell as a keyboard and screen-reader user meets it: the skip link, one labelled menu, the
// phone's menu button, and a tab title naming the screen.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEarlierSaves, usePendingSaves, useServerReachable } from '../../data/shell-hooks';
import { theme } from '../../app/theme';
import { SessionContext, type Session } from '../auth/session-context';
import { paths } from '../paths';
import { sessions } from '../testing/sessions';
import { AdminLayout } from './admin-layout';
import { adminItems, staffItems } from './menu-items';
import { pageTitle } from './use-page-title';
import { viewport } from '../testing/viewport';

vi.mock('../../data/shell-hooks');

beforeEach(() => {
  vi.mocked(useServerReachable).mockReturnValue(true);
  vi.mocked(useEarlierSaves).mockReturnValue(false);
  vi.mocked(usePendingSaves).mockReturnValue(0);
});
afterEach(() => viewport(1024));

function renderLayout(url: string = paths.students, session: Session = sessions.instrutor) {
  const router = createMemoryRouter(
    [{ path: paths.root, element: <AdminLayout />, children: [{ path: '*', element: <p>A tela</p> }] }],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </ThemeProvider>,
  );
  return { user, router };
}

describe('AdminLayout', () => {
  it('offers Pular para o conteúdo on the first Tab, which moves focus to the screen', async () => {
    const { user } = renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has one navigation landmark, the labelled menu', async () => {
    renderLayout();
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('says whether the phone menu is open, and which element it opens', async () => {
    viewport(375);
    const { user } = renderLayout();
    const button = screen.getByRole('button', { name: 'Abrir menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(menu);
    // The same button closes it.
    expect(button).toHaveAccessibleName('Fechar menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu when the screen widens (a tablet turned), so the page is not held', async () => {
    viewport(375);
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await screen.findByRole('navigation', { name: 'Menu principal' });
    await act(async () => viewport(1024));
    await waitFor(() => expect(document.body.style.overflow).not.toBe('hidden'));
    // The button itself is out of sight on a wide screen.
    expect(document.querySelector('button[aria-controls]')).toHaveAttribute('aria-expanded', 'false');
  });

  it("names the screen in the tab's title, and follows navigation", async () => {
    const { router } = renderLayout(paths.students);
    expect(document.title).toBe('Alunos / Pacientes — Salus');
    await act(() => router.navigate(paths.payments));
    expect(document.title).toBe('Pagamentos — Salus');
    await act(() => router.navigate('/admin/alunos/ana/prontuario'));
    expect(document.title).toBe('Prontuário — Salus');
    await act(() => router.navigate('/admin/nada'));
    expect(document.title).toBe('Salus — Área da equipe');
  });

  it('names the waiting screen in the title of a user awaiting approval, whatever screen was asked for', () => {
    renderLayout(paths.students, sessions.pending);
    expect(document.title).toBe('Aguardando aprovação — Salus');
  });

  it('titles every menu screen with its menu name', () => {
    for (const item of [...staffItems, ...adminItems]) expect(pageTitle(item.path)).toBe(`${item.label} — Salus`);
  });
});
