// Offline and back, with the real SDK against the emulator: the network is cut with disableNetwork and
// the browser's offline flag is simulated (save.ts reads navigator.onLine).
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { afterEach, expect, vi } from 'vitest';
import { db } from '../../src/data/firestore';
import { pendingSaves } from '../../src/data/save-status';

export async function goOffline(): Promise<void> {
  await disableNetwork(db());
  vi.stubGlobal('navigator', { onLine: false });
}

/** Online again, once the server has answered every save made offline. */
export async function backOnline(): Promise<void> {
  vi.stubGlobal('navigator', { onLine: true });
  await enableNetwork(db());
  for (let i = 0; i < 100 && pendingSaves() > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(pendingSaves()).toBe(0);
}

/** Every test of the file ends online, a test that failed while offline included. */
export function onlineAfterEach(): void {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await enableNetwork(db());
  });
}
