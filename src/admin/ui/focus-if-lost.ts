import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a dialog closed (or a view changed): when focus has nowhere to go back to — the button it came
 * from left the page with its row, or is in the dialog about to go (`inside`) — it goes to `target`
 * instead of the top of the page, where a keyboard or a screen reader would start over.
 */
export function focusIfLost(target: HTMLElement | null | undefined, inside?: Element | null): void {
  const at = document.activeElement;
  if (!at || at === document.body || inside?.contains(at)) target?.focus();
}

/**
 * A ref for a screen's title (PageHeader's headingRef), which takes focus once `open` (its dialogs)
 * ends with focus lost: a record saved so that its row left the list took the button the dialog came
 * from with it. (A dialog unmounting gives focus back to that button first, when it is still there.)
 */
export function useTitleAfterDialogs(open: boolean): RefObject<HTMLHeadingElement | null> {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) focusIfLost(headingRef.current);
    wasOpen.current = open;
  }, [open]);
  return headingRef;
}
