// Records what the Firestore backend sends this page: the body of every response from its API
// (google.firestore.v1.Firestore — the WebChannel Listen and Write streams, and plain calls), read at
// the network layer through the Chrome DevTools Protocol. A long-lived WebChannel stream never
// "finishes", so Playwright's response.body() cannot read it; Network.streamResourceContent hands over
// each chunk as it arrives instead.
import type { Page } from '@playwright/test';

export interface FirestoreTraffic {
  /** Every response body received so far, concatenated. */
  text: () => string;
  /** How many Firestore responses were seen. */
  responses: () => number;
}

const isFirestore = (url: string) => url.includes('google.firestore.v1.Firestore');
const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

export async function recordFirestoreTraffic(page: Page): Promise<FirestoreTraffic> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable', { maxTotalBufferSize: 200_000_000, maxResourceBufferSize: 50_000_000 });
  const chunks: string[] = [];
  const streamed = new Set<string>();
  const watched = new Set<string>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!isFirestore(response.url)) return;
    watched.add(requestId);
    cdp.send('Network.streamResourceContent', { requestId }).then(
      ({ bufferedData }) => {
        streamed.add(requestId);
        chunks.push(decode(bufferedData));
      },
      () => undefined, // finished already: read whole on loadingFinished
    );
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    if (streamed.has(requestId) && data) chunks.push(decode(data));
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    if (!watched.has(requestId) || streamed.has(requestId)) return;
    cdp.send('Network.getResponseBody', { requestId }).then(
      ({ body, base64Encoded }) => chunks.push(base64Encoded ? decode(body) : body),
      () => undefined,
    );
  });
  return { text: () => chunks.join('\n'), responses: () => watched.size };
}
