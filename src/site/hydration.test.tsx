import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { hydrateIslands } from './hydrate-islands';
import { smoothSectionLinks } from './section-link';
import { SitePage } from './site-page';

// The footer shows the studio's year (America/Sao_Paulo), which around New Year may not be the machine's.
const studioYear = () =>
  new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date());

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('prerender + hydration', () => {
  it('server HTML has every section and hydrates without errors or warnings', async () => {
    const page = render();
    for (const id of ['pilates', 'servicos', 'infantil', 'sobre', 'contato']) expect(page.html).toContain(`id="${id}"`);
    expect(page.title).toContain('Salus');

    const root = document.createElement('div');
    root.innerHTML = page.html;
    document.body.append(root);
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <SitePage />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(root.querySelector('footer')?.textContent).toContain(`© ${studioYear()}`);
  });
});

describe('in the browser only the islands are hydrated', () => {
  it('hydrates the header, the promotion and the year from the server HTML, without warnings', async () => {
    const root = document.createElement('div');
    root.innerHTML = render().html;
    document.body.append(root);
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const recoverable = vi.fn();
    const ready = vi.fn();
    await act(async () => hydrateIslands(root, ready, { onRecoverableError: recoverable }));
    expect(ready).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();

    const toggle = root.querySelector<HTMLButtonElement>('.menu-toggle')!;
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await act(async () => root.querySelector<HTMLButtonElement>('.promo-close')!.click());
    expect(root.querySelector('.whatsapp-float')).not.toBeNull();
  });

  it('the menu opened before hydration (its toggle focused) stays open, and says so only once React holds it', async () => {
    const root = document.createElement('div');
    root.innerHTML = render().html;
    document.body.append(root);
    const toggle = root.querySelector<HTMLButtonElement>('.menu-toggle')!;
    expect(toggle.hasAttribute('aria-expanded')).toBe(false); // the CSS may open it: not said 'collapsed'
    toggle.focus(); // a tap before the scripts ran: the CSS opened the panel
    await act(async () => hydrateIslands(root, () => undefined));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(root.querySelector('#site-nav')?.getAttribute('data-open')).toBe('true');
    // The tap itself, replayed by React after hydrating on it (it came before): still open.
    const tap = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(tap, 'timeStamp', { value: 1 }); // ms since the page began
    await act(async () => toggle.dispatchEvent(tap));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // A tap now closes it.
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('scrolls to a section from a link left static (the hero’s), through one listener', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const root = document.createElement('div');
    root.innerHTML = render().html;
    document.body.append(root);
    smoothSectionLinks(document);
    const link = [...root.querySelectorAll<HTMLAnchorElement>('a[data-section-link="contato"]')].find((a) =>
      a.textContent?.includes('Agendar aula'),
    )!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(location.hash).toBe('#contato');
    expect(window.scrollTo).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
