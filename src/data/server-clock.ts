// How far this device's clock is from the server's. The rules refuse a time more than 5 minutes ahead
// of theirs (CLOCK_SKEW_MS), and the agenda's "today", a class's start and the 3-hour notice follow this
// device's clock: a clock set wrong is said on screen (clock-warning.tsx), rather than every save being
// refused as if the user had no permission.

let measured: Promise<number | null> | null = null;

/**
 * This device's clock minus the server's, in milliseconds (within a second and the round trip); null
 * when it cannot be known (offline: asked again next time). The server's time is the Date of a small
 * file of the app's own server — plus its Age, when a cache on the way kept it.
 */
export function clockOffset(): Promise<number | null> {
  measured ??= fetch('/robots.txt', { method: 'HEAD', cache: 'no-store' }).then(
    (response) => {
      const date = Date.parse(response.headers.get('Date') ?? '');
      if (Number.isNaN(date)) return null;
      const age = Number(response.headers.get('Age') ?? 0) * 1000 || 0;
      return Date.now() - (date + age);
    },
    () => {
      measured = null;
      return null;
    },
  );
  return measured;
}
