import { menu } from './support/admin';
import { expect, test } from './support/test';

test('the menu opens the guide in a new tab: a page with no scripts whose pictures all load', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('instrutor');
  // Every request of the context from the click on, kept with the page that made it.
  const requests: { url: string; page: unknown }[] = [];
  page.context().on('request', (request) => {
    // A new tab's first navigation has no frame yet: it is the guide's own page request.
    let from: unknown = null;
    try {
      from = request.frame().page();
    } catch {
      from = 'new tab';
    }
    requests.push({ url: request.url(), page: from });
  });
  const [guide] = await Promise.all([
    page.context().waitForEvent('page'),
    menu(page).getByRole('link', { name: 'Instruções de Uso' }).click(),
  ]);
  await guide.waitForLoadState();
  await expect(guide.getByRole('heading', { level: 1, name: 'Instruções de Uso' })).toBeVisible();
  await expect(guide.getByRole('heading', { name: /^\d+\. Usuários/ })).toBeAttached();

  // Lazy pictures load as they scroll into view; every one must arrive.
  for (const image of await guide.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const own = requests
    .filter((request) => request.page === guide || request.page === 'new tab')
    .map((request) => request.url);
  expect(own.length).toBeGreaterThan(2); // the page, its stylesheet, its pictures
  const origin = new URL(guide.url()).origin;
  expect(own.filter((url) => /\.m?js(\?|$)/.test(url) || !url.startsWith(origin))).toEqual([]);
});

test('the guide fits a phone without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  const phone = await context.newPage();
  await phone.goto('/instrucoes.html');
  await expect(phone.getByRole('navigation', { name: 'Índice' })).toBeVisible();
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
