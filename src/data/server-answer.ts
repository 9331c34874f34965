// Firestore answers a read from this device's cache when the server is slow to answer (it then takes
// itself for offline). A read that must be whole — every student's fees, a month's payments — is read
// again while the device is online, until the server answers or the device is found offline
// (connection.ts judges an unreachable server within seconds): only then is the cache's answer taken.
import { isOffline } from './live-answers';

/** How long a cached answer read while online waits before the server is asked again. */
export const SERVER_RETRY_MS = 2000;

/** `read`'s answer from the server, or from the cache once offline; `onWaiting` hears of each cached answer set aside. */
export async function fromServerWhileOnline<T extends { fromCache?: boolean }>(
  read: () => Promise<T>,
  onWaiting?: () => void,
  retryMs = SERVER_RETRY_MS,
): Promise<T> {
  for (;;) {
    const answer = await read();
    if (!answer.fromCache || isOffline()) return answer;
    onWaiting?.();
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}
