import { useEffect, useId } from 'react';
import { useLatestCallback } from './use-latest-callback';

// Forms open now, by mark: a form closed and opened again in one go (React's StrictMode in
// development) keeps its entry instead of leaving it.
const shown = new Set<string>();
// Marks of this page load only: an entry left marked before a reload belongs to no form of this one.
const load = Math.random().toString(36).slice(2);
const formMark = (): unknown => (history.state as { form?: unknown } | null)?.form;

// A step between a form's entry and its page's is the form's business, not the router's: at the same
// address, the router would publish a new location and draw the screen again (a week of Grade, 300 ms).
// Listened to in the capture phase, so before the router's own listener.
const keepFromRouter = (event: Event) => event.stopImmediatePropagation();
const keepNextFromRouter = () => window.addEventListener('popstate', keepFromRouter, { capture: true, once: true });

/**
 * While a form is open, the browser's Back (a phone's back gesture) closes the form instead of leaving
 * the page and what was typed with it: the form gets an entry of its own in the history, at the same
 * address. `close` null: the form cannot be closed now (a save in flight, a session that has ended)
 * and Back leaves it where it is. Closed otherwise (Cancelar, saved), its entry is taken back.
 */
export function useBackCloses(open: boolean, close: (() => void) | null): void {
  const mark = load + useId();
  const closable = close !== null;
  const onBack = useLatestCallback(() => close?.());
  const canClose = useLatestCallback(() => closable);
  useEffect(() => {
    if (!open) return undefined;
    shown.add(mark);
    const enter = () => history.pushState({ ...(history.state as object), form: mark }, '');
    if (formMark() !== mark) enter();
    let left = false;
    const onPop = (event: Event) => {
      // Back from a form opened over this one lands here: this one stays.
      if (formMark() === mark) return;
      keepFromRouter(event);
      if (!canClose()) return enter();
      left = true;
      onBack();
    };
    window.addEventListener('popstate', onPop, { capture: true });
    return () => {
      window.removeEventListener('popstate', onPop, { capture: true });
      shown.delete(mark);
      // After the page has moved on (a link in the form), its entry stays: Back returns to the page.
      queueMicrotask(() => {
        if (left || shown.has(mark) || formMark() !== mark) return;
        keepNextFromRouter();
        history.back();
      });
    };
  }, [open, mark, onBack, canClose]);
}
