import { useEffect, useId } from 'react';
import { useLatestCallback } from './use-latest-callback';

// Dialogs open now, by mark: one closed and opened again in one go (React's StrictMode in development)
// keeps its entry instead of leaving it.
const shown = new Set<string>();
// Marks of this page load only: an entry left marked before a reload belongs to no dialog of this one.
const load = Math.random().toString(36).slice(2);
const dialogMark = (): unknown => (history.state as { form?: unknown } | null)?.form;

/** The entry shown is a dialog's of this page load that is closed now (e.g. closed as another opened). */
function onClosedEntry(): boolean {
  const mark = dialogMark();
  return typeof mark === 'string' && mark.startsWith(load) && !shown.has(mark);
}

let unwinding = false;

/**
 * Steps back over the entries of closed dialogs, one at a time. A step between a dialog's entry and its
 * page's is the dialog's business, not the router's: at the same address, the router would publish a
 * new location and draw the screen again (a week of Grade, some 480 boxes). So the step's popstate is
 * kept from it, listened to in the capture phase, before the router's own listener — unless the step
 * left the address (then it is the router's to follow).
 */
function unwind(): void {
  if (unwinding || !onClosedEntry()) return;
  unwinding = true;
  const from = location.href;
  const stepped = (event: Event) => {
    unwinding = false;
    if (location.href !== from) return;
    event.stopImmediatePropagation();
    unwind();
  };
  window.addEventListener('popstate', stepped, { capture: true, once: true });
  history.back();
}

/**
 * While a dialog is open, the browser's Back (a phone's back gesture) closes the dialog instead of
 * leaving the page — and what was typed in a form with it: the dialog gets an entry of its own in the
 * history, at the same address. `close` null: the dialog cannot be closed now (a save in flight, a
 * session that has ended) and Back leaves it where it is; `close` returning false: the dialog stays
 * (it asks first) and so does its entry. Closed otherwise (Cancelar, saved), its entry is taken back.
 */
export function useBackCloses(open: boolean, close: (() => void | boolean) | null): void {
  const mark = load + useId();
  const closable = close !== null;
  const onBack = useLatestCallback(() => close?.());
  const canClose = useLatestCallback(() => closable);
  useEffect(() => {
    if (!open) return undefined;
    shown.add(mark);
    const address = location.href;
    const enter = () => history.pushState({ ...(history.state as object), form: mark }, '');
    if (dialogMark() !== mark) enter();
    const onPop = (event: Event) => {
      // Back from a dialog opened over this one lands here: this one stays.
      if (dialogMark() === mark || unwinding) return;
      // A step to another page (picked from the browser's list of pages): the router follows it.
      const here = location.href === address;
      if (here) event.stopImmediatePropagation();
      if (!canClose() && here) return enter();
      if (onBack() === false && here) enter();
    };
    window.addEventListener('popstate', onPop, { capture: true });
    return () => {
      window.removeEventListener('popstate', onPop, { capture: true });
      shown.delete(mark);
      // After the page has moved on (a link), its entry stays behind: Back returns to the page.
      queueMicrotask(unwind);
    };
  }, [open, mark, onBack, canClose]);
}
