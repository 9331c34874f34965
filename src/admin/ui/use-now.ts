import { useEffect, useState } from 'react';

/**
 * The current instant, refreshed every `everyMs` (a minute by default): the roll call opens when its
 * class starts, and a notice's 3 hours run out, without a reload.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
