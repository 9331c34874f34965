import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { SitePage } from './site-page';

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
    expect(root.querySelector('footer')?.textContent).toContain(`© ${new Date().getFullYear()}`);
  });
});
