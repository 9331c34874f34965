import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from './live-answers';
import { fromServerWhileOnline } from './server-answer';

/** A read answering from the cache `cached` times, then from the server. */
function reads(cached: number) {
  let calls = 0;
  return vi.fn(async () => ({ fromCache: calls++ < cached, calls }));
}

afterEach(() => {
  server.unreachable = false;
});

describe('fromServerWhileOnline', () => {
  it("online, sets the cache's answers aside (the server slow) and gives the server's", async () => {
    const read = reads(2);
    const onWaiting = vi.fn();
    await expect(fromServerWhileOnline(read, onWaiting, 1)).resolves.toEqual({ fromCache: false, calls: 3 });
    expect(read).toHaveBeenCalledTimes(3);
    expect(onWaiting).toHaveBeenCalledTimes(2);
  });

  it("with the server found unreachable, gives the cache's answer at once: no server answer is coming", async () => {
    server.unreachable = true;
    const read = reads(5);
    const onWaiting = vi.fn();
    await expect(fromServerWhileOnline(read, onWaiting, 1)).resolves.toEqual({ fromCache: true, calls: 1 });
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
