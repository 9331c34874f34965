// Opens a print window and renders a React element into it. React writes every value as text, so a
// student's name can never become markup there (DESIGN.md "Printing"); nothing goes through
// innerHTML or document.write. Generic: contracts, terms and receipts all print through it.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { onSignedOut } from '../../data/auth-service';
import printCss from './print.css?raw';

export const POPUP_BLOCKED_MESSAGE = 'Permita pop-ups para imprimir.';

export type PrintResult =
  | {
      ok: true;
      window: Window;
      /** Settles once the document is shown: at once, or after `first` (rejecting with its failure). */
      shown: Promise<void>;
    }
  | { ok: false; message: string };

/**
 * Call it straight from a click handler, or the browser blocks the pop-up. `title` names the window
 * (and the PDF a "Salvar como PDF" writes). The print dialog opens once the document is laid out.
 * With `first` (e.g. logging who prints), the window opens at once, so the pop-up is allowed, and the
 * document is shown only once `first` succeeds; if it fails, the window closes with nothing shown.
 */
export function openPrintWindow(title: string, content: ReactNode, first?: () => Promise<unknown>): PrintResult {
  const win = window.open('', '_blank');
  if (!win) return { ok: false, message: POPUP_BLOCKED_MESSAGE };
  const doc = win.document;
  doc.documentElement.lang = 'pt-BR';
  doc.title = title;
  const viewport = doc.createElement('meta');
  viewport.name = 'viewport';
  viewport.content = 'width=device-width, initial-scale=1';
  const style = doc.createElement('style');
  style.textContent = printCss;
  doc.head.append(viewport, style);
  const container = doc.createElement('div');
  doc.body.replaceChildren(container);
  const root = createRoot(container);
  let gone = false;
  // Synchronous, so the document is complete before print() and for whoever reads it next. Not once the
  // window is gone (closed, or the session ended, while `first` ran): nothing is left to show or print.
  const show = () => {
    if (gone || win.closed) return;
    flushSync(() =>
      root.render(
        <>
          <div className="print-toolbar">
            <button type="button" onClick={() => win.print()}>
              Imprimir
            </button>
            <button type="button" onClick={() => win.close()}>
              Fechar
            </button>
          </div>
          <article className="sheet">{content}</article>
        </>,
      ),
    );
    win.focus();
    // Printing after this task lets the new window paint first and the caller's click handler finish
    // (print() blocks until its dialog closes).
    win.setTimeout(() => win.print(), 0);
  };
  // Signed out (Sair, here or in another tab), the window goes: a contract or a prontuário is not left
  // readable to whoever uses the computer next.
  const stop = onSignedOut(() => win.close());
  win.addEventListener(
    'pagehide',
    () => {
      gone = true;
      stop();
      root.unmount();
    },
    { once: true },
  );
  if (!first) {
    show();
    return { ok: true, window: win, shown: Promise.resolve() };
  }
  flushSync(() => root.render(<p>Preparando a impressão…</p>));
  const shown = first().then(show, (failure: unknown) => {
    win.close();
    throw failure;
  });
  return { ok: true, window: win, shown };
}
