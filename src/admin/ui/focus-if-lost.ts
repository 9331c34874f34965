/**
 * After a dialog closed (or a view changed): when focus has nowhere to go back to — the button it came
 * from left the page with its row, or is in the dialog about to go (`inside`) — it goes to `target`
 * instead of the top of the page, where a keyboard or a screen reader would start over.
 */
export function focusIfLost(target: HTMLElement | null | undefined, inside?: Element | null): void {
  const at = document.activeElement;
  if (!at || at === document.body || inside?.contains(at)) target?.focus();
}
