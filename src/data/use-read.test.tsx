// useRead: a one-time read while mounted, for the documents a dialog opens with.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRead } from './use-read';

describe('useRead', () => {
  it('reads once per mount: loading, then the value; a new mount reads afresh, not from the last one', async () => {
    let answer = 'v1';
    const load = vi.fn(() => Promise.resolve(answer));
    const first = renderHook(() => useRead(load, 'doc:1', null as string | null));
    expect(first.result.current).toMatchObject({ data: null, loading: true });
    await act(async () => undefined);
    expect(first.result.current).toMatchObject({ data: 'v1', loading: false, error: null });
    first.unmount();
    answer = 'v2'; // saved meanwhile
    const second = renderHook(() => useRead(load, 'doc:1', null as string | null));
    expect(second.result.current).toMatchObject({ data: null, loading: true });
    await act(async () => undefined);
    expect(second.result.current.data).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says why a read failed, and reads nothing without a loader', async () => {
    const failed = renderHook(() => useRead(() => Promise.reject(new Error('offline')), 'doc:2', null));
    await act(async () => undefined);
    expect(failed.result.current).toMatchObject({ data: null, loading: false, error: new Error('offline') });
    const idle = renderHook(() => useRead(null, 'doc:none', null));
    expect(idle.result.current).toEqual({ data: null, loading: false, error: null, unreadable: 0 });
  });
});
