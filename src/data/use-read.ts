// A one-time read for a screen (live.ts has the shared live subscriptions).
import { useEffect, useState } from 'react';
import type { Live } from './live';

/**
 * A one-time read while `key` is mounted (e.g. the private document a dialog opens with): not a
 * shared or lingering subscription, so each opening reads afresh — a dialog never starts from what an
 * earlier one read before its own save. `load` null reads nothing.
 */
export function useRead<T>(load: (() => Promise<T>) | null, key: string, initial: T): Live<T> {
  const [state, setState] = useState<{ key: string; data: T; error: Error | null } | null>(null);
  const active = load !== null;
  useEffect(() => {
    if (!load) return undefined;
    let mounted = true;
    load().then(
      (data) => mounted && setState({ key, data, error: null }),
      (error: unknown) =>
        mounted && setState({ key, data: initial, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      mounted = false;
    };
    // `key` identifies what is read; the function itself is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, active]);
  const current = state?.key === key ? state : null;
  return {
    data: current ? current.data : initial,
    loading: active && !current,
    error: current?.error ?? null,
    unreadable: 0,
  };
}
