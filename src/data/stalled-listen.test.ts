import type { Firestore } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWatchdog, MAX_STALL_MS, STALL_MS, type Watchdog } from './stalled-listen';

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
  /** Another listener of `firestore` hears from the server: the connection works. */
  const answerOther = (dog: Watchdog, firestore: Firestore) => dog.watch(firestore).heard();
  /** How many restarts there have been once `ms` more have passed. */
  const expectRestartsAfter = async (ms: number, count: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    expect(restarts).toHaveLength(count);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    restarts = [];
    online = true;
  });
  afterEach(() => vi.useRealTimers());

  it('leaves alone a listener the server answers in time', () => {
    const dog = watchdog();
    const firestore = db();
    const watched = dog.watch(firestore);
    answerOther(dog, firestore);
    vi.advanceTimersByTime(STALL_MS - 1);
    watched.heard();
    vi.advanceTimersByTime(10 * STALL_MS);
    expect(restarts).toHaveLength(0);
  });

  it('restarts the connection once for every listener stalled while others are answered, twice at that pace, then waits twice as long', async () => {
    const dog = watchdog();
    const firestore = db();
    dog.watch(firestore);
    dog.watch(firestore);
    answerOther(dog, firestore);
    vi.advanceTimersByTime(STALL_MS);
    expect(restarts).toEqual([firestore]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    // Still no answer (the new stream lost its first message too) while others are answered again.
    answerOther(dog, firestore);
    await expectRestartsAfter(STALL_MS, 2);
    finish();
    answerOther(dog, firestore);
    // Then the next restart comes after 2 × STALL_MS, not at the next check.
    await expectRestartsAfter(2 * STALL_MS - 1, 2);
    await expectRestartsAfter(2 * STALL_MS, 3);
  });

  it('never restarts while the server answers nobody (down or unreachable: Firestore says so and recovers)', async () => {
    const dog = watchdog();
    const firestore = db();
    dog.watch(firestore);
    await expectRestartsAfter(10 * MAX_STALL_MS, 0);
    // Nor again after a restart until someone is answered on the new connection.
    answerOther(dog, firestore);
    await expectRestartsAfter(STALL_MS, 1);
    finish();
    await expectRestartsAfter(10 * MAX_STALL_MS, 1);
  });

  it('restarts one at a time, and counts one that never finishes (an outage) as over after 10 s', async () => {
    const dog = watchdog();
    const firestore = db();
    dog.watch(firestore);
    answerOther(dog, firestore);
    await expectRestartsAfter(STALL_MS, 1);
    answerOther(dog, firestore);
    await expectRestartsAfter(9_000, 1);
    await expectRestartsAfter(1_000 + STALL_MS, 2);
  });

  it('never waits longer than the cap between restarts', async () => {
    const dog = watchdog();
    const firestore = db();
    dog.watch(firestore);
    for (let i = 0; i < 12; i++) {
      answerOther(dog, firestore);
      await vi.advanceTimersByTimeAsync(MAX_STALL_MS);
      finish();
    }
    expect(restarts.length).toBeGreaterThanOrEqual(8);
  });

  it('starts again from STALL_MS once every listener has answered', async () => {
    const dog = watchdog();
    const firestore = db();
    const watched = dog.watch(firestore);
    for (let i = 0; i < 3; i++) {
      answerOther(dog, firestore);
      await vi.advanceTimersByTimeAsync(4 * STALL_MS);
      finish();
    }
    expect(restarts).toHaveLength(3);
    watched.heard();
    dog.watch(firestore);
    answerOther(dog, firestore);
    await expectRestartsAfter(STALL_MS, 4);
  });

  it('does not restart while the device is offline (the cache answers, Firestore reconnects itself)', () => {
    online = false;
    const dog = watchdog();
    const firestore = db();
    dog.watch(firestore);
    answerOther(dog, firestore);
    vi.advanceTimersByTime(5 * STALL_MS);
    expect(restarts).toHaveLength(0);
    online = true;
    vi.advanceTimersByTime(STALL_MS);
    expect(restarts).toHaveLength(1);
  });

  it('forgets a listener closed before its answer', () => {
    const dog = watchdog();
    const firestore = db();
    const watched = dog.watch(firestore);
    watched.stop();
    watched.stop();
    answerOther(dog, firestore);
    vi.advanceTimersByTime(10 * STALL_MS);
    expect(restarts).toHaveLength(0);
  });

  it('keeps each database apart', () => {
    const dog = watchdog();
    const a = db();
    const b = db();
    dog.watch(a).heard();
    dog.watch(b);
    answerOther(dog, b);
    vi.advanceTimersByTime(STALL_MS);
    expect(restarts).toEqual([b]);
  });
});
