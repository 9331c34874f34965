import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLive } from './live';

/** A hand-driven subscription, to watch what the hook does with it. */
function fakeSource<T>() {
  const listeners: { onData: (v: T, unreadable?: number) => void; onError: (e: Error) => void }[] = [];
  const unsubscribe = vi.fn();
  const subscribe = vi.fn((onData: (v: T, unreadable?: number) => void, onError: (e: Error) => void) => {
    listeners.push({ onData, onError });
    return unsubscribe;
  });
  const last = () => listeners[listeners.length - 1]!;
  return {
    subscribe,
    unsubscribe,
    emit: (v: T, unreadable?: number) => last().onData(v, unreadable),
    fail: (e: Error) => last().onError(e),
  };
}

describe('useLive', () => {
  it('is loading until the first value, then returns it', () => {
    const source = fakeSource<string[]>();
    const { result } = renderHook(() => useLive(source.subscribe, 'k', []));
    expect(result.current).toEqual({ data: [], loading: true, error: null, unreadable: 0 });
    act(() => source.emit(['Ana']));
    expect(result.current).toEqual({ data: ['Ana'], loading: false, error: null, unreadable: 0 });
  });

  it('passes on how many documents could not be read', () => {
    const source = fakeSource<string[]>();
    const { result } = renderHook(() => useLive(source.subscribe, 'k', []));
    act(() => source.emit(['Ana'], 2));
    expect(result.current).toEqual({ data: ['Ana'], loading: false, error: null, unreadable: 2 });
  });

  it('keeps the last data and reports an error', () => {
    const source = fakeSource<string[]>();
    const { result } = renderHook(() => useLive(source.subscribe, 'k', []));
    act(() => source.emit(['Ana']));
    act(() => source.fail(new Error('permission-denied')));
    expect(result.current.data).toEqual(['Ana']);
    expect(result.current.error?.message).toBe('permission-denied');
    expect(result.current.loading).toBe(false);
  });

  it('unsubscribes on unmount and resubscribes when the key changes', () => {
    const source = fakeSource<number>();
    const { result, rerender, unmount } = renderHook(({ key }) => useLive(source.subscribe, key, 0), {
      initialProps: { key: 'a' },
    });
    act(() => source.emit(1));
    rerender({ key: 'b' });
    expect(source.unsubscribe).toHaveBeenCalledTimes(1);
    expect(source.subscribe).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ data: 0, loading: true, error: null, unreadable: 0 }); // nothing stale from 'a'
    unmount();
    expect(source.unsubscribe).toHaveBeenCalledTimes(2);
  });

  it('subscribes to nothing when given null', () => {
    const { result } = renderHook(() => useLive<number | null>(null, 'none', null));
    expect(result.current).toEqual({ data: null, loading: false, error: null, unreadable: 0 });
  });
});
