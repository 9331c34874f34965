// Counts the documents Firestore sends a page — what a cold or warm open of a screen is billed as
// reads — by reading the responses of its Listen channel (and batchGet, used by transactions) through
// the DevTools protocol as they stream in. Documents served from the local cache are not counted,
// just as they are not billed.
import type { CDPSession, Page } from '@playwright/test';

const channels = [
  { url: '/google.firestore.v1.Firestore/Listen/channel', token: '"documentChange"' },
  { url: 'documents:batchGet', token: '"found"' },
];

export interface ReadCounter {
  /** Documents received so far. */
  count(): number;
  /** When the last document arrived (performance.now() of this process), or 0. */
  lastAt(): number;
  /** Listen requests that resumed a query from the local cache (with a resumeToken). */
  resumed(): number;
}

export async function countFirestoreReads(page: Page): Promise<ReadCounter> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const tokens = new Map<string, string>(); // requestId → token it counts
  const carry = new Map<string, string>(); // the end of the previous chunk, for a token cut in two
  let count = 0;
  let lastAt = 0;
  let resumed = 0;

  const take = (requestId: string, base64: string) => {
    const token = tokens.get(requestId);
    if (!token || !base64) return;
    const text = (carry.get(requestId) ?? '') + Buffer.from(base64, 'base64').toString('utf8');
    const found = text.split(token).length - 1;
    carry.set(requestId, text.slice(-(token.length - 1)));
    if (found > 0) {
      count += found;
      lastAt = performance.now();
    }
  };

  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const channel = channels.find((c) => response.url.includes(c.url));
    if (!channel) return;
    tokens.set(requestId, channel.token);
    // From now on each dataReceived carries its bytes; what came before is in bufferedData. A
    // response that has finished already cannot be streamed: it is read whole instead.
    cdp.send('Network.streamResourceContent', { requestId }).then(
      ({ bufferedData }) => take(requestId, bufferedData),
      () =>
        cdp.send('Network.getResponseBody', { requestId }).then(
          ({ body, base64Encoded }) => take(requestId, base64Encoded ? body : Buffer.from(body).toString('base64')),
          () => undefined,
        ),
    );
  });
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.method !== 'POST' || !request.url.includes(channels[0]?.url ?? '')) return;
    const body = request.postData
      ? Promise.resolve(request.postData)
      : cdp.send('Network.getRequestPostData', { requestId }).then(
          ({ postData }) => postData,
          () => '',
        );
    void body.then((text) => {
      if (decodeURIComponent(text).includes('"resumeToken"')) resumed += 1;
    });
  });
  // Only streamed responses carry their data here.
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    if (data) take(requestId, data);
  });
  return { count: () => count, lastAt: () => lastAt, resumed: () => resumed };
}
