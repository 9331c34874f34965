// The moment no server answer is coming any more: the browser went offline, or the server was found
// unreachable with the browser online (connection.ts). A cached answer or write held for the server's is
// then judged as an offline one.

const listeners = new Set<() => void>();

/** Calls `listener` each time no server answer is coming any more; returns how to stop. */
export function onNoServer(listener: () => void): () => void {
  listeners.add(listener);
  if (typeof window !== 'undefined') window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('offline', listener);
  };
}

/** The server was found unreachable, the browser online (connection.ts). */
export function noServer(): void {
  for (const listener of listeners) listener();
}
