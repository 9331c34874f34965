// Answers their subscription knows to lack some items ('partial', e.g. names by id, some of them not on
// this device): online they wait for the server's; offline — or once the connection goes while they
// wait — they are shown as they are, the missing items said one by one.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setServerReachable } from './connection';
import { useLive } from './live';
import { fakeSource, setUpLiveTests } from './live-test-source';

const key = setUpLiveTests('partial');

const offline = () => vi.stubGlobal('navigator', { ...navigator, onLine: false });

describe('a partial answer', () => {
  it('online, waits for the server’s', () => {
    const source = fakeSource<string[]>();
    const k = key();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 0, 'partial'));
    expect(result.current.loading).toBe(true);
    act(() => source.emit(['Ana', 'Bia']));
    expect(result.current).toMatchObject({ data: ['Ana', 'Bia'], loading: false, error: null });
  });

  it('offline, is shown as it is', () => {
    offline();
    const source = fakeSource<string[]>();
    const k = key();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 0, 'partial'));
    expect(result.current).toMatchObject({ data: ['Ana'], loading: false, error: null });
  });

  it.each([
    ['the device goes offline', () => (offline(), window.dispatchEvent(new Event('offline')))],
    ['the server is found unreachable', () => setServerReachable(false)],
  ])('waiting for the server when %s: shown as it is, not said missing', (_how, cut) => {
    const source = fakeSource<string[]>();
    const k = key();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 0, 'partial'));
    act(() => void cut());
    expect(result.current).toMatchObject({ data: ['Ana'], loading: false, error: null });
  });
});
