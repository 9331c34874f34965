// How many form dialogs are open: when access is revoked mid-edit, or the account signs out in
// another tab, the session ends but an open form stays on screen with what was typed
// (admin/auth/guards.tsx); with none open, the login page comes at once.
import { useEffect, useSyncExternalStore } from 'react';

let open = 0;
const listeners = new Set<() => void>();
const change = (delta: number) => {
  open += delta;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Counts this form while `isOpen`. */
export function useOpenFormRegistration(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return undefined;
    change(1);
    return () => change(-1);
  }, [isOpen]);
}

/** How many are open now (outside React: the session, when its account signs out elsewhere). */
export const openFormCount = (): number => open;

export const useOpenForms = (): number =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => 0,
  );
