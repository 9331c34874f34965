import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterLive, forgetLiveData, LINGER_MS, pauseLive, preloadLive, useLive } from './live';
import { fakeSource, setUpLiveTests } from './live-test-source';
import { setServerReachable } from './connection';

const key = setUpLiveTests('k');

describe('useLive', () => {
  it('is loading until the first value, then returns it', () => {
    const source = fakeSource<string[]>();
    const k = key();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    expect(result.current).toEqual({ data: [], loading: true, error: null, unreadable: 0 });
    act(() => source.emit(['Ana']));
    expect(result.current).toEqual({ data: ['Ana'], loading: false, error: null, unreadable: 0 });
  });

  it('passes on how many documents could not be read', () => {
    const source = fakeSource<string[]>();
    const k = key();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 2));
    expect(result.current).toEqual({ data: ['Ana'], loading: false, error: null, unreadable: 2 });
  });

  it('keeps the last data and reports an error', () => {
    const source = fakeSource<string[]>();
    const k = key();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana']));
    act(() => source.fail(new Error('permission-denied')));
    expect(result.current.data).toEqual(['Ana']);
    expect(result.current.error?.message).toBe('permission-denied');
    expect(result.current.loading).toBe(false);
  });

  it('resubscribes when the key changes, with nothing stale from the old key', () => {
    const source = fakeSource<number>();
    const [a, b] = [key(), key()];
    const { result, rerender } = renderHook(({ k }) => useLive(source.subscribe, k, 0), { initialProps: { k: a } });
    act(() => source.emit(1));
    rerender({ k: b });
    expect(source.subscribe).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ data: 0, loading: true, error: null, unreadable: 0 });
  });

  it('unsubscribes a while after the last user unmounts, and not if one comes back meanwhile', () => {
    const source = fakeSource<number>();
    const k = key();
    const first = renderHook(() => useLive(source.subscribe, k, 0));
    first.unmount();
    act(() => vi.advanceTimersByTime(LINGER_MS - 1));
    const second = renderHook(() => useLive(source.subscribe, k, 0));
    act(() => vi.advanceTimersByTime(LINGER_MS));
    expect(source.unsubscribe).not.toHaveBeenCalled();
    second.unmount();
    act(() => vi.advanceTimersByTime(LINGER_MS));
    expect(source.unsubscribe).toHaveBeenCalledTimes(1);
    expect(source.subscribe).toHaveBeenCalledTimes(1);
  });

  it('shares one subscription between every hook with the same key', () => {
    const source = fakeSource<string[]>();
    const k = key();
    const one = renderHook(() => useLive(source.subscribe, k, []));
    const two = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana']));
    expect(source.subscribe).toHaveBeenCalledTimes(1);
    expect(one.result.current.data).toEqual(['Ana']);
    expect(two.result.current.data).toEqual(['Ana']);
  });

  it('shows at once what a preload already received', () => {
    const source = fakeSource<string[]>();
    const k = key();
    preloadLive(source.subscribe, k);
    source.emit(['Ana', 'Bia']);
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    expect(result.current).toEqual({ data: ['Ana', 'Bia'], loading: false, error: null, unreadable: 0 });
    expect(source.subscribe).toHaveBeenCalledTimes(1);
  });

  it('asks again when a screen comes to show what a preload was refused (a listener that failed is over)', () => {
    const source = fakeSource<string[]>();
    const k = key();
    preloadLive(source.subscribe, k);
    source.fail(new Error('Missing or insufficient permissions.')); // e.g. still awaiting approval
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    expect(source.subscribe).toHaveBeenCalledTimes(2);
    act(() => source.emit(['Ana']));
    expect(result.current).toEqual({ data: ['Ana'], loading: false, error: null, unreadable: 0 });
  });

  it('hands the first whole answer on to what depends on it, once, opening the listener only once', () => {
    const source = fakeSource<string[]>();
    const k = key();
    const then = vi.fn();
    afterLive(source.subscribe, k, then);
    source.emit(['Ana'], 0, 'cache'); // never known complete: not handed on
    expect(then).not.toHaveBeenCalled();
    source.emit(['Ana', 'Bia'], 0, 'server');
    source.emit(['Ana', 'Bia', 'Caio'], 0, 'server');
    expect(then.mock.calls).toEqual([[['Ana', 'Bia']]]);
    const later = vi.fn();
    afterLive(source.subscribe, k, later); // already arrived: at once
    expect(later.mock.calls).toEqual([[['Ana', 'Bia', 'Caio']]]);
    expect(source.subscribe).toHaveBeenCalledTimes(1);
  });

  it('subscribes to nothing when given null', () => {
    const k = key();
    const { result } = renderHook(() => useLive<number | null>(null, k, null));
    expect(result.current).toEqual({ data: null, loading: false, error: null, unreadable: 0 });
  });
});

describe('pauseLive', () => {
  it('stops the listener while paused, keeps what the screen shows, and catches up on resume', () => {
    const source = fakeSource<string[]>();
    const k = key();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana']));
    const resume = pauseLive([k, 'nobody-listens']);
    expect(source.unsubscribe).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ data: ['Ana'], loading: false, error: null, unreadable: 0 });
    act(() => resume());
    expect(source.subscribe).toHaveBeenCalledTimes(2);
    act(() => source.emit(['Ana', 'Bia']));
    expect(result.current.data).toEqual(['Ana', 'Bia']);
    resume(); // a second call does nothing
    expect(source.subscribe).toHaveBeenCalledTimes(2);
  });

  it('does not reopen a listener closed while paused (sign-out)', () => {
    const source = fakeSource<string[]>();
    const k = key();
    renderHook(() => useLive(source.subscribe, k, []));
    const resume = pauseLive([k]);
    forgetLiveData();
    resume();
    expect(source.subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('a list is shown when it is whole', () => {
  it("waits for the server when this device's cache answers first and was never known complete", () => {
    const source = fakeSource<string[]>();
    const k = key();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Helena (own profile, cached)'], 0, 'cache'));
    expect(result.current).toEqual({ data: [], loading: true, error: null, unreadable: 0 });
    act(() => source.emit(['Ana', 'Bia', 'Helena (own profile, cached)'], 0, 'server'));
    expect(result.current.data).toHaveLength(3);
    expect(result.current.loading).toBe(false);
  });

  /** A key the server answered with ['Ana', 'Bia'] on an earlier visit, its listener closed since. */
  function visitedBefore() {
    const source = fakeSource<string[]>();
    const k = key();
    const first = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana', 'Bia'], 0, 'server'));
    first.unmount();
    act(() => vi.advanceTimersByTime(LINGER_MS)); // closed; the next visit starts over from the cache
    return { source, k };
  }

  it('shows a cached answer at once when the server gave this key as many documents before', () => {
    const { source, k } = visitedBefore();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana', 'Bia'], 0, 'cache'));
    expect(result.current).toEqual({ data: ['Ana', 'Bia'], loading: false, error: null, unreadable: 0 });
  });

  it('keeps what it shows, drawing nothing again, when the server confirms the cached list', () => {
    const { source, k } = visitedBefore();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLive(source.subscribe, k, []);
    });
    act(() => source.emit(['Ana', 'Bia'], 0, 'cache'));
    const shown = result.current;
    const drawn = renders;
    // The server's answer: a new list of the same rows (subscribeQuery keeps unchanged rows' objects).
    act(() => source.emit([...shown.data], 0, 'server'));
    expect(renders).toBe(drawn);
    expect(result.current).toBe(shown);
    // A list that did change is shown, and so is a change in what could not be read.
    act(() => source.emit(['Ana', 'Bia', 'Caio'], 0, 'server'));
    expect(result.current.data).toEqual(['Ana', 'Bia', 'Caio']);
    act(() => source.emit([...result.current.data], 1, 'server'));
    expect(result.current.unreadable).toBe(1);
  });

  it('does not trust a cache holding fewer documents than the server last sent', () => {
    const source = fakeSource<string[]>();
    const k = key();
    const first = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana', 'Bia', 'Caio'], 0, 'server'));
    first.unmount();
    act(() => vi.advanceTimersByTime(LINGER_MS));
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 0, 'cache'));
    expect(result.current.loading).toBe(true);
  });

  it('offline, shows what the cache has of a list this device had whole, even fewer now (deleted here)', () => {
    const { source, k } = visitedBefore();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 0, 'cache'));
    expect(result.current).toEqual({ data: ['Ana'], loading: false, error: null, unreadable: 0 });
  });

  it('offline, says the device lacks a list it never had whole — never shows the part the cache holds', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const source = fakeSource<string[]>();
    const k = key();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 0, 'cache'));
    expect(result.current).toMatchObject({ data: [], loading: false, error: { code: 'unavailable' } });
    // Back online, the server's answer replaces the message.
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    act(() => source.emit(['Ana', 'Bia'], 0, 'server'));
    expect(result.current).toEqual({ data: ['Ana', 'Bia'], loading: false, error: null, unreadable: 0 });
  });

  const goOffline = () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    window.dispatchEvent(new Event('offline'));
  };
  it.each([
    ['the device goes offline', goOffline],
    ['the server is found unreachable (the browser online)', () => setServerReachable(false)],
  ])('%s while a cached list waits for the server: shows it if known whole, else says it is missing', (_how, cut) => {
    const { source, k } = visitedBefore();
    const other = fakeSource<string[]>();
    const never = key();
    const { result } = renderHook(() => [useLive(source.subscribe, k, []), useLive(other.subscribe, never, [])]);
    // Online, a cache holding fewer than the server last sent, and one never had whole, both wait...
    act(() => source.emit(['Ana'], 0, 'cache'));
    act(() => other.emit(['Caio'], 0, 'cache'));
    expect(result.current.map((live) => live.loading)).toEqual([true, true]);
    // ...and the connection drops before the server answers: Firestore says nothing more of them.
    act(cut);
    expect(result.current[0]).toEqual({ data: ['Ana'], loading: false, error: null, unreadable: 0 });
    expect(result.current[1]).toMatchObject({ data: [], loading: false, error: { code: 'unavailable' } });
  });

  it('going offline after the server refused a list: the refusal stays, not the cache it held back', () => {
    const { source, k } = visitedBefore();
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 0, 'cache'));
    act(() => source.fail(Object.assign(new Error('refused'), { code: 'permission-denied' })));
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toMatchObject({ data: [], loading: false, error: { code: 'permission-denied' } });
  });

  it('forgets what was known complete on sign-out (the cache is cleared too)', () => {
    const source = fakeSource<string[]>();
    const k = key();
    const first = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 0, 'server'));
    first.unmount();
    act(() => forgetLiveData());
    const { result } = renderHook(() => useLive(source.subscribe, k, []));
    act(() => source.emit(['Ana'], 0, 'cache'));
    expect(result.current.loading).toBe(true);
  });
});
