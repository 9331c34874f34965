import type { Firestore } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWatchdog, MAX_STALL_MS, STALL_MS } from './stalled-listen';

const db = () => ({}) as Firestore;

describe('stalled listeners', () => {
  let restarts: Firestore[];
  let finish: () => void;
  let online: boolean;
  const watchdog = () =>
    createWatchdog(
      (target) => {
        restarts.push(target);
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => online,
    );

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    restarts = [];
    online = true;
  });
  afterEach(() => vi.useRealTimers());

  it('leaves alone a listener the server answers in time', () => {
    const dog = watchdog();
    const answered = dog.watch(db());
    vi.advanceTimersByTime(STALL_MS - 1);
    answered();
    vi.advanceTimersByTime(10 * STALL_MS);
    expect(restarts).toHaveLength(0);
  });

  it('restarts the connection once for every listener stalled together, twice at that pace, then waits twice as long', async () => {
    const dog = watchdog();
    const firestore = db();
    dog.watch(firestore);
    dog.watch(firestore);
    vi.advanceTimersByTime(STALL_MS);
    expect(restarts).toEqual([firestore]);
    expect(dog.restarting(firestore)).toBe(true);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(dog.restarting(firestore)).toBe(false);
    // Still no answer (the new stream lost its first message too): once more after STALL_MS.
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(restarts).toHaveLength(2);
    finish();
    // Then the next restart comes after 2 × STALL_MS, not at the next check.
    await vi.advanceTimersByTimeAsync(2 * STALL_MS - 1);
    expect(restarts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * STALL_MS);
    expect(restarts).toHaveLength(3);
  });

  it('never waits longer than the cap between restarts', async () => {
    const dog = watchdog();
    dog.watch(db());
    for (let i = 0; i < 12; i++) {
      await vi.advanceTimersByTimeAsync(MAX_STALL_MS);
      finish();
    }
    expect(restarts.length).toBeGreaterThanOrEqual(8);
  });

  it('starts again from STALL_MS once every listener has answered', async () => {
    const dog = watchdog();
    const firestore = db();
    const answered = dog.watch(firestore);
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(4 * STALL_MS);
      finish();
    }
    expect(restarts).toHaveLength(3);
    answered();
    dog.watch(firestore);
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(restarts).toHaveLength(4);
  });

  it('does not restart while the device is offline (the cache answers, Firestore reconnects itself)', () => {
    online = false;
    const dog = watchdog();
    dog.watch(db());
    vi.advanceTimersByTime(5 * STALL_MS);
    expect(restarts).toHaveLength(0);
    online = true;
    vi.advanceTimersByTime(STALL_MS);
    expect(restarts).toHaveLength(1);
  });

  it('forgets a listener closed before its answer', () => {
    const dog = watchdog();
    const stop = dog.watch(db());
    stop();
    stop();
    vi.advanceTimersByTime(10 * STALL_MS);
    expect(restarts).toHaveLength(0);
  });

  it('keeps each database apart', () => {
    const dog = watchdog();
    const a = db();
    const b = db();
    dog.watch(a)();
    dog.watch(b);
    vi.advanceTimersByTime(STALL_MS);
    expect(restarts).toEqual([b]);
    expect(dog.restarting(a)).toBe(false);
  });
});
