import { useEffect, useState } from 'react';

// setTimeout's longest wait (about 24.8 days); a later instant is reached by the minute's ticks.
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * The current instant, refreshed every `everyMs` (a minute by default): the roll call opens when its
 * class starts, and a notice's 3 hours run out, without a reload. `at`: an instant that matters (a
 * class's start), refreshed at exactly then too — a minute's tick may come up to 59 s after it.
 */
export function useNow(everyMs = 60_000, at?: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  useEffect(() => {
    const wait = at === undefined ? -1 : at - Date.now();
    if (wait < 0 || wait > LONGEST_WAIT) return;
    const timer = setTimeout(() => setNow(Math.max(Date.now(), at ?? 0)), wait);
    return () => clearTimeout(timer);
  }, [at]);
  return now;
}
