import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktop, openSite, phone } from './site-helpers';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

for (const viewport of [phone, desktop]) {
  test.describe(`axe-core at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the page as it loads, with the promotion card', async ({ page }) => {
      await openSite(page);
      await expect(page.getByRole('button', { name: 'Fechar' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('after closing the promotion (floating WhatsApp button)', async ({ page }) => {
      await openSite(page);
      await page.getByRole('button', { name: 'Fechar' }).click();
      await expect(page.getByRole('link', { name: 'Falar no WhatsApp sobre a promoção' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test('axe-core at 375 px with the menu open', async ({ page }) => {
  await page.setViewportSize(phone);
  await openSite(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contato' }),
  ).toBeVisible();
  await expectNoViolations(page);
});
