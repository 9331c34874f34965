import { expect, type Page } from '@playwright/test';

/** The five anchors of the public page, the nav label that leads to each and its heading. */
export const sections = [
  { id: 'pilates', link: 'Pilates', heading: 'Pilates para o seu corpo, no seu ritmo' },
  { id: 'servicos', link: 'Terapias', heading: 'Cuidados que complementam o movimento' },
  { id: 'infantil', link: 'Aulas Infantis', heading: 'Movimento, disciplina e diversão para os pequenos' },
  { id: 'sobre', link: 'Sobre Nós', heading: 'Um espaço para cuidar de você por inteiro' },
  { id: 'contato', link: 'Contato', heading: 'Venha nos visitar' },
] as const;

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 375, height: 812 };

/** Opens the page and waits until React has hydrated it (the scripts start after the largest paint). */
export async function openSite(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

/**
 * The section is the scroll target: its heading is fully visible and not under the fixed header.
 * With JavaScript the section also takes focus once the 500 ms animation ends, which is what we wait
 * for (no fixed sleeps).
 */
export async function expectSectionInView(page: Page, id: string, heading: string, { focused = true } = {}) {
  const region = page.getByRole('region', { name: heading });
  await expect(region).toHaveAttribute('id', id);
  if (focused) await expect(region).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  const title = region.getByRole('heading', { level: 2, name: heading });
  await expect(title).toBeInViewport({ ratio: 1 });
  const header = await page.getByRole('banner').boundingBox();
  const box = await title.boundingBox();
  expect(header && box).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  // The section starts right under the fixed header, with nothing of the one before it showing —
  // unless the page ends first (it cannot scroll further).
  const gap = () =>
    page.evaluate((sectionId) => {
      const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      // Without JavaScript, on a phone the header is not fixed: it scrolls away with the page.
      const headerBottom = Math.max(0, document.querySelector('header')!.getBoundingClientRect().bottom);
      const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
      return bottom ? 0 : Math.abs(Math.round(top - headerBottom));
    }, id);
  await expect.poll(gap).toBe(0);
}
