// How far this device's clock is from the server's. The rules refuse a time more than 5 minutes ahead
// of theirs (CLOCK_SKEW_MS), and the agenda's "today", a class's start and the 3-hour notice follow this
// device's clock: a clock set wrong is said on screen (clock-warning.tsx), rather than every save being
// refused as if the user had no permission.

let measured: Promise<number | null> | null = null;

/** A round trip longer than this (a page paused in the background, a stalled network) measures nothing. */
const MAX_ROUND_TRIP_MS = 5000;

/**
 * This device's clock minus the server's, in milliseconds (within a second and half the round trip);
 * null when it cannot be known (offline, or an answer too slow to tell: asked again next time). The
 * server's time is the Date of the app's own server answering an address no cache on the way holds
 * (a CDN's copy would say when it is served, or when it was kept).
 */
export function clockOffset(): Promise<number | null> {
  measured ??= measure().then((offset) => {
    if (offset === null) measured = null;
    return offset;
  });
  return measured;
}

async function measure(): Promise<number | null> {
  const sent = Date.now();
  try {
    const response = await fetch(`/robots.txt?relogio=${sent}`, { method: 'HEAD', cache: 'no-store' });
    const received = Date.now();
    const date = Date.parse(response.headers.get('Date') ?? '');
    if (Number.isNaN(date) || received - sent > MAX_ROUND_TRIP_MS) return null;
    // The server's second began at `date`: its middle, against this device's time halfway through.
    return (sent + received) / 2 - (date + 500);
  } catch {
    return null;
  }
}
