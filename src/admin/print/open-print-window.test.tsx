// @vitest-environment jsdom
// The print window is an iframe's window here (print-test-helpers.ts): happy-dom gives an empty iframe none.
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSignedOut } from '../../data/auth-service';
import { POPUP_BLOCKED_MESSAGE, openPrintWindow } from './open-print-window';
import { hostileName, stubPrintWindow } from './print-test-helpers';

vi.mock('../../data/auth-service', () => ({ onSignedOut: vi.fn(() => () => undefined) }));

let popup: Window;
let print: ReturnType<typeof stubPrintWindow>['print'];
let remove: () => void;
let textWhenPrinted: string | null;

beforeEach(() => {
  ({ popup, print, remove } = stubPrintWindow());
  textWhenPrinted = null;
  print.mockImplementation(() => void (textWhenPrinted = popup.document.body.textContent));
});

afterEach(() => {
  vi.restoreAllMocks();
  remove();
});

describe('openPrintWindow', () => {
  it('opens one blank window and renders the content into its document, not the opener', () => {
    const result = openPrintWindow('Contrato — Ana', <p>Cláusula única</p>);
    expect(result).toEqual({ ok: true, window: popup, shown: expect.any(Promise) });
    expect(window.open).toHaveBeenCalledExactlyOnceWith('', '_blank');
    expect(within(popup.document.body).getByText('Cláusula única')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Cláusula única');
  });

  it('titles the window, marks it pt-BR and styles it for A4', () => {
    openPrintWindow('Contrato — Ana', <p>Texto</p>);
    const doc = popup.document;
    expect(doc.title).toBe('Contrato — Ana');
    expect(doc.documentElement.lang).toBe('pt-BR');
    const css = [...doc.head.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/@page\s*{[^}]*size:\s*A4/);
    expect(css).toMatch(/@media print/);
  });

  it('calls print once, after the content is in place', async () => {
    openPrintWindow('Recibo', <p>Recebemos R$ 10,00</p>);
    await vi.waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(textWhenPrinted).toContain('Recebemos R$ 10,00');
  });

  it('with a first step (logging who prints), shows and prints the content only once that step succeeds', async () => {
    let logged: () => void = () => undefined;
    const result = openPrintWindow('Prontuário — Ana', <p>Anamnese</p>, () => new Promise<void>((r) => (logged = r)));
    expect(result.ok).toBe(true);
    expect(popup.document.body).toHaveTextContent('Preparando a impressão…');
    expect(popup.document.body).not.toHaveTextContent('Anamnese');
    logged();
    await vi.waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(textWhenPrinted).toContain('Anamnese');
  });

  it('closed while its first step runs, shows and prints nothing and says nothing failed', async () => {
    let logged: () => void = () => undefined;
    const result = openPrintWindow('Prontuário — Ana', <p>Anamnese</p>, () => new Promise<void>((r) => (logged = r)));
    popup.dispatchEvent(new Event('pagehide')); // the person closed it (or signed out)
    logged();
    await expect(result.ok && result.shown).resolves.toBeUndefined();
    expect(print).not.toHaveBeenCalled();
  });

  it('closes the window with nothing shown when its first step fails', async () => {
    const close = vi.fn();
    popup.close = close;
    const refused = new Error('permission-denied');
    const result = openPrintWindow('Prontuário — Ana', <p>Anamnese</p>, () => Promise.reject(refused));
    await expect(result.ok && result.shown).rejects.toBe(refused);
    expect(close).toHaveBeenCalledOnce();
    expect(popup.document.body).not.toHaveTextContent('Anamnese');
    expect(print).not.toHaveBeenCalled();
  });

  it("the window's own buttons print again and close it", async () => {
    const close = vi.fn();
    popup.close = close;
    openPrintWindow('Recibo', <p>Recibo</p>);
    await vi.waitFor(() => expect(print).toHaveBeenCalledOnce());
    const user = userEvent.setup({ document: popup.document });
    const body = within(popup.document.body);
    await user.click(body.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(2);
    await user.click(body.getByRole('button', { name: 'Fechar' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('writes user text as text: a hostile title and body create no element', async () => {
    openPrintWindow(hostileName, <p>{hostileName}</p>);
    const doc = popup.document;
    expect(doc.title).toBe(hostileName);
    expect(within(doc.body).getByText(hostileName).tagName).toBe('P');
    expect(doc.querySelector('img')).toBeNull();
    await vi.waitFor(() => expect(print).toHaveBeenCalledOnce());
  });

  it('closes itself when the session ends (Sair, here or in another tab)', () => {
    const close = vi.fn();
    popup.close = close;
    openPrintWindow('Prontuário — Ana', <p>Anamnese</p>);
    expect(close).not.toHaveBeenCalled();
    vi.mocked(onSignedOut).mock.calls.at(-1)?.[0]();
    expect(close).toHaveBeenCalledOnce();
  });

  it('lets go of the rendered document when the window goes away', () => {
    openPrintWindow('Recibo', <p>Recibo</p>);
    popup.dispatchEvent(new (popup as typeof window).Event('pagehide'));
    expect(popup.document.body).not.toHaveTextContent('Recibo');
  });

  it('reports a blocked pop-up in Portuguese and prints nothing', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    const result = openPrintWindow('Contrato', <p>Texto</p>);
    expect(result).toEqual({ ok: false, message: 'Permita pop-ups para imprimir.' });
    expect(POPUP_BLOCKED_MESSAGE).toBe('Permita pop-ups para imprimir.');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(print).not.toHaveBeenCalled();
    expect(popup.document.body).toBeEmptyDOMElement();
  });
});
