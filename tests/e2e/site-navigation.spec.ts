import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktop, expectSectionInView, nav, openSite, phone, sections } from './site-helpers';

/** Shift+Tab from the page's end back up to its header: no focused element is left under the fixed header. */
async function expectShiftTabInSight(page: Page) {
  await openSite(page);
  await page.locator('footer a').last().focus();
  const header = (await page.getByRole('banner').boundingBox())!;
  let hidden = 0;
  let steps = 0;
  for (; steps < 60; steps += 1) {
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      // The map's frame: where focus lands inside it, and whether the frame takes focus at all, depends
      // on what the frame has loaded (Google Maps, or an error page offline); Chromium scrolls to what
      // is focused inside it, which this page cannot see.
      if (!el || el === document.body || el.tagName === 'IFRAME') return { top: Infinity, inHeader: false };
      return { top: el.getBoundingClientRect().top, inHeader: el.closest('header') !== null };
    });
    if (focused.inHeader) break; // back at the page's top
    if (focused.top < header.y + header.height) hidden += 1;
  }
  expect(steps).toBeGreaterThan(5);
  expect(hidden).toBe(0);
}

test.describe('desktop (1440 px)', () => {
  test.use({ viewport: desktop });

  test('every header link scrolls its section into view, below the fixed header', async ({ page }) => {
    await openSite(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const { id, link, heading } of sections) {
      await nav(page).getByRole('link', { name: link, exact: true }).click();
      await expectSectionInView(page, id, heading);
    }
  });

  test('Shift+Tab back up the page never leaves the focused element under the fixed header', async ({ page }) => {
    await expectShiftTabInSight(page);
  });

  // An animation, not a jump: many positions on the way. Its 500 ms are checked frame by frame, without
  // real time, in src/site/smooth-scroll.test.ts (a busy machine delays real frames).
  test('the scroll is an animation, not a jump', async ({ page }) => {
    await openSite(page);
    const positions = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const target = document.getElementById('contato')!;
          const link = document.querySelector<HTMLAnchorElement>('header a[href="#contato"]')!;
          const seen = new Set<number>();
          const sample = () => {
            seen.add(window.scrollY);
            if (document.activeElement === target) resolve(seen.size);
            else requestAnimationFrame(sample);
          };
          link.click();
          requestAnimationFrame(sample);
        }),
    );
    expect(positions).toBeGreaterThan(5);
  });

  test('with prefers-reduced-motion the link jumps straight to the section', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSite(page);
    const [afterClick, final] = await page.evaluate(async () => {
      document.querySelector<HTMLAnchorElement>('header a[href="#contato"]')!.click();
      const immediately = window.scrollY;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return [immediately, window.scrollY];
    });
    expect(afterClick).toBeGreaterThan(0);
    expect(afterClick).toBe(final);
    await expectSectionInView(page, 'contato', 'Venha nos visitar');
  });

  test('hero buttons: "Agendar aula" goes to Contato, "Conheça a Salus" to Sobre Nós', async ({ page }) => {
    await openSite(page);
    const hero = page.getByRole('region', { name: 'Movimento e cuidado a poucos passos do mar' });
    await hero.getByRole('link', { name: 'Agendar aula' }).click();
    await expectSectionInView(page, 'contato', 'Venha nos visitar');

    await openSite(page);
    await hero.getByRole('link', { name: 'Conheça a Salus' }).click();
    await expectSectionInView(page, 'sobre', 'Um espaço para cuidar de você por inteiro');
  });
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('Shift+Tab back up the page never leaves the focused element under the fixed header', async ({ page }) => {
    await expectShiftTabInSight(page);
  });

  test('the toggle menu opens, each link scrolls to its section and closes the menu', async ({ page }) => {
    await openSite(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const firstLink = nav(page).getByRole('link', { name: 'Pilates', exact: true });
    await expect(firstLink).toBeHidden();
    for (const { id, link, heading } of sections) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav(page).getByRole('link', { name: 'Salus no Instagram' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Conversar com a Salus no WhatsApp' })).toBeVisible();
      await nav(page).getByRole('link', { name: link, exact: true }).click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(firstLink).toBeHidden();
      await expectSectionInView(page, id, heading);
    }
  });

  test('Escape closes the menu and gives focus back to the toggle', async ({ page }) => {
    await openSite(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(nav(page).getByRole('link', { name: 'Contato' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav(page).getByRole('link', { name: 'Contato' })).toBeHidden();
  });
});
