// The Chromium every browser test and benchmark drives (scripts/local-env.mjs): a new context opens
// only its page, not Chromium's omnibox popup beside it (~1.7 s of CPU each on this machine).
import { expect, test } from './support/test';

test('a new browser context opens its page and no omnibox popup', async ({ browser, page }) => {
  await page.goto('/');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
  expect(targetInfos.some((target) => target.type === 'page' && target.url.endsWith('/'))).toBe(true);
});
